import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { renderLabelPdf } from './label.js';
import { metresBetween, referenceOf, STAND_IN_POINTS, type StandInPoint } from './points.js';

/**
 * The local stand-in for Sendcloud (ADR 0078): the parts of its service points API and parcels
 * API the shop calls, answered in Sendcloud's shapes, with a fixed set of Belgian and Dutch
 * points and parcels kept in memory. The server starts it without SENDCLOUD keys, as it starts
 * the payment sandbox without Stripe's; the shop's carrier seam cannot tell it from Sendcloud.
 */
export interface CarrierSandbox {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The base URLs and keys the shop's seam is given (SendcloudConnection's). */
  servicePointsUrl: string;
  panelUrl: string;
  publicKey: string;
  secretKey: string;
  close(): Promise<void>;
}

interface StandInParcel {
  id: number;
  trackingNumber: string;
  carrier: StandInPoint['carrier'];
  body: ParcelBody;
  createdAt: Date;
  hash: string;
}

interface ParcelBody {
  name?: string;
  company_name?: string;
  address?: string;
  house_number?: string;
  postal_code?: string;
  city?: string;
  country?: string;
  email?: string;
  order_number?: string;
  to_service_point?: number;
  request_label?: boolean;
}

const SEARCH_RADIUS_M = 5_000;

function servicePointAnswer(point: StandInPoint, distance: number | null) {
  return {
    id: point.id,
    code: point.code,
    is_active: true,
    shop_type: null,
    general_shop_type: point.general_shop_type,
    extra_data: {},
    name: point.name,
    street: point.street,
    house_number: point.house_number,
    postal_code: point.postal_code,
    city: point.city,
    latitude: point.latitude.toFixed(6),
    longitude: point.longitude.toFixed(6),
    email: '',
    phone: point.phone,
    homepage: '',
    carrier: point.carrier,
    country: point.country,
    formatted_opening_times: point.opening,
    open_tomorrow: true,
    open_upcoming_week: true,
    distance,
  };
}

/** Sendcloud's error shape: `{ error: { code, request, message } }`. */
function sendError(request: FastifyRequest, reply: FastifyReply, code: number, message: string) {
  return reply.status(code).send({ error: { code, request: request.url.slice(1), message } });
}

/** A tracking number as each carrier prints them. */
function trackingNumberFor(carrier: StandInPoint['carrier'], id: number): string {
  const serial = String(id).padStart(9, '0');
  switch (carrier) {
    case 'bpost':
      return `3232${serial}${String(id % 97).padStart(2, '0')}0000`;
    case 'postnl':
      return `3SGIFT${serial}`;
    case 'dpd':
      return `05${serial}${String((id * 7) % 1000).padStart(3, '0')}`;
    case 'mondial_relay':
      return serial.slice(-8);
  }
}

/** The carrier a home delivery goes with, by country (a pick-up point names its own). */
function homeCarrier(country: string): StandInPoint['carrier'] {
  if (country === 'BE') return 'bpost';
  if (country === 'NL') return 'postnl';
  return 'dpd';
}

export async function createCarrierSandbox(options: {
  port: number;
  host?: string;
}): Promise<CarrierSandbox> {
  const publicKey = 'sandbox_public_key';
  const secretKey = 'sandbox_secret_key';
  const expected = `Basic ${Buffer.from(`${publicKey}:${secretKey}`).toString('base64')}`;
  const parcels = new Map<number, StandInParcel>();
  let nextParcelId = 100_001;
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  let base = '';

  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== expected) {
      return sendError(request, reply, 401, 'Invalid username/password.');
    }
  });

  app.get('/servicepoints/api/v2/service-points', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const country = (query.country ?? '').toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) {
      return sendError(request, reply, 400, 'country: This field is required.');
    }
    const reference = referenceOf(country, query.address ?? '');
    const radius = Number(query.radius ?? SEARCH_RADIUS_M);
    const carriers = query.carrier?.split(',').filter(Boolean);
    const answer = STAND_IN_POINTS.filter((point) => point.country === country)
      .filter((point) => !carriers || carriers.includes(point.carrier))
      .map((point) => ({ point, distance: reference ? metresBetween(reference, point) : null }))
      .filter(({ distance }) => distance === null || distance <= radius)
      .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0))
      .map(({ point, distance }) => servicePointAnswer(point, distance));
    return reply.send(answer);
  });

  app.get('/servicepoints/api/v2/service-points/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const point = STAND_IN_POINTS.find((candidate) => String(candidate.id) === id);
    if (!point) return sendError(request, reply, 404, 'Not found.');
    return reply.send(servicePointAnswer(point, null));
  });

  app.post('/panel/api/v2/parcels', async (request, reply) => {
    const body = (request.body as { parcel?: ParcelBody } | undefined)?.parcel;
    const missing = (['name', 'address', 'city', 'postal_code', 'country'] as const).filter(
      (field) => !body?.[field],
    );
    if (!body || missing.length > 0) {
      return sendError(request, reply, 400, `${missing.join(', ')}: This field is required.`);
    }
    const point =
      body.to_service_point === undefined
        ? undefined
        : STAND_IN_POINTS.find((candidate) => candidate.id === body.to_service_point);
    if (body.to_service_point !== undefined && !point) {
      return sendError(request, reply, 400, 'to_service_point: Service point does not exist.');
    }
    const id = nextParcelId++;
    const carrier = point?.carrier ?? homeCarrier(body.country ?? '');
    const parcel: StandInParcel = {
      id,
      trackingNumber: trackingNumberFor(carrier, id),
      carrier,
      body,
      createdAt: new Date(),
      hash: randomBytes(20).toString('hex'),
    };
    parcels.set(id, parcel);
    const labelUrl = `${base}/panel/api/v2/labels/label_printer/${id}?hash=${parcel.hash}`;
    return reply.send({
      parcel: {
        id,
        name: body.name,
        company_name: body.company_name ?? '',
        address: body.address,
        address_divided: { street: body.address, house_number: body.house_number ?? '' },
        city: body.city,
        postal_code: body.postal_code,
        country: { iso_2: body.country, iso_3: '', name: body.country },
        email: body.email ?? '',
        order_number: body.order_number ?? '',
        tracking_number: parcel.trackingNumber,
        tracking_url: `https://tracking.sendcloud.sc/forward?carrier=${carrier}&code=${parcel.trackingNumber}`,
        weight: '1.000',
        status: { id: 1000, message: 'Ready to send' },
        to_service_point: body.to_service_point ?? null,
        label: {
          normal_printer: [0, 1, 2, 3].map(
            (start) => `${base}/panel/api/v2/labels/normal_printer/${id}?start_from=${start}`,
          ),
          label_printer: labelUrl,
        },
        carrier: { code: carrier },
        shipment: { id: 8, name: `${carrier} standard` },
      },
    });
  });

  app.get('/panel/api/v2/labels/label_printer/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const parcel = parcels.get(Number(id));
    if (!parcel) return sendError(request, reply, 404, 'Not found.');
    const point = STAND_IN_POINTS.find(
      (candidate) => candidate.id === parcel.body.to_service_point,
    );
    const pdf = await renderLabelPdf({
      carrier: parcel.carrier,
      trackingNumber: parcel.trackingNumber,
      orderNumber: parcel.body.order_number ?? '',
      sender: ['Giftshop', 'Sendcloud stand-in'],
      recipient: [
        parcel.body.name ?? '',
        parcel.body.address ?? '',
        `${parcel.body.postal_code ?? ''} ${parcel.body.city ?? ''}`,
        parcel.body.country ?? '',
      ],
      servicePoint: point ? `${point.name}, ${point.street} ${point.house_number}` : null,
      createdAt: parcel.createdAt,
    });
    return reply.type('application/pdf').send(pdf);
  });

  const address = await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  // It never keeps a process alive by itself: it serves the shop (or the tests) beside it.
  app.server.unref();
  base = address.replace('[::1]', 'localhost');
  return {
    url: base,
    servicePointsUrl: `${base}/servicepoints/api/v2`,
    panelUrl: `${base}/panel/api/v2`,
    publicKey,
    secretKey,
    close: () => app.close(),
  };
}
