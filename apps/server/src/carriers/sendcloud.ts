import { carrierSchema, WEEKDAYS, type PickupPoint } from '@shop/contracts';
import { z } from 'zod';
import { AppError } from '../errors.js';

/**
 * Sendcloud's HTTP API (v2): the service points API for pick-up points, the parcels API for
 * labels. The same code talks to Sendcloud itself and to the local stand-in
 * (src/carrier-sandbox, ADR 0078): only the base URLs and keys differ.
 */
export interface SendcloudConnection {
  /** https://servicepoints.sendcloud.sc/api/v2 */
  servicePointsUrl: string;
  /** https://panel.sendcloud.sc/api/v2 */
  panelUrl: string;
  publicKey: string;
  secretKey: string;
  timeoutMs: number;
}

/** A service point as Sendcloud answers it (the fields the shop reads). */
const servicePointSchema = z.object({
  id: z.number(),
  name: z.string(),
  street: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  carrier: z.string(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  is_active: z.boolean(),
  /** "0" is Monday, as Python's weekday(): periods like "09:00 - 12:00". */
  formatted_opening_times: z.record(z.string(), z.array(z.string())),
  distance: z.number().nullable().optional(),
});
type ServicePoint = z.infer<typeof servicePointSchema>;

const parcelAnswerSchema = z.object({
  parcel: z.object({
    id: z.number(),
    tracking_number: z.string(),
    label: z.object({ label_printer: z.string() }),
    carrier: z.object({ code: z.string() }),
  }),
});

function authorization(connection: SendcloudConnection): string {
  const pair = `${connection.publicKey}:${connection.secretKey}`;
  return `Basic ${Buffer.from(pair).toString('base64')}`;
}

/** A call to Sendcloud; its unavailability is a 502 the admin and the cart can say. */
async function call(
  connection: SendcloudConnection,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: {
        authorization: authorization(connection),
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(connection.timeoutMs),
    });
  } catch {
    throw new AppError('service_unavailable', { key: 'carriers.errors.unavailable' });
  }
  if (response.status >= 500 || response.status === 401 || response.status === 403) {
    throw new AppError('service_unavailable', { key: 'carriers.errors.unavailable' });
  }
  return response;
}

function asPickupPoint(point: ServicePoint): PickupPoint | null {
  const carrier = carrierSchema.safeParse(point.carrier);
  if (!carrier.success || !point.is_active) return null;
  const coordinate = (value: string | null) => (value === null ? null : Number(value));
  return {
    id: String(point.id),
    carrier: carrier.data,
    name: point.name,
    street: point.street,
    house_number: point.house_number,
    postal_code: point.postal_code,
    city: point.city,
    country: point.country,
    opening_hours: Object.fromEntries(
      WEEKDAYS.map((day, index) => [day, point.formatted_opening_times[String(index)] ?? []]),
    ) as PickupPoint['opening_hours'],
    distance_m: point.distance ?? null,
    latitude: coordinate(point.latitude),
    longitude: coordinate(point.longitude),
  };
}

export async function searchServicePoints(
  connection: SendcloudConnection,
  query: { country: string; postalCode: string },
): Promise<PickupPoint[]> {
  const url = new URL(`${connection.servicePointsUrl}/service-points/`);
  url.searchParams.set('country', query.country);
  url.searchParams.set('address', query.postalCode);
  url.searchParams.set('radius', '5000');
  const response = await call(connection, url.toString());
  if (!response.ok) return [];
  const points = z.array(servicePointSchema).parse(await response.json());
  return points
    .map(asPickupPoint)
    .filter((point): point is PickupPoint => point !== null)
    .sort((a, b) => (a.distance_m ?? Infinity) - (b.distance_m ?? Infinity));
}

export async function retrieveServicePoint(
  connection: SendcloudConnection,
  country: string,
  id: string,
): Promise<PickupPoint | null> {
  if (!/^\d{1,12}$/.test(id)) return null;
  const response = await call(connection, `${connection.servicePointsUrl}/service-points/${id}/`);
  if (response.status === 404) return null;
  if (!response.ok) return null;
  const point = asPickupPoint(servicePointSchema.parse(await response.json()));
  return point !== null && point.country === country ? point : null;
}

export interface ParcelRequest {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
  orderNumber: string;
  /** The pick-up point the parcel goes to, when the customer chose one. */
  servicePointId: number | null;
}

export interface CreatedParcel {
  parcelId: number;
  trackingNumber: string;
  carrier: string;
  labelPdf: Buffer;
}

/**
 * Creates and announces the parcel (request_label: true) and downloads its label: the parcels
 * API answers the label's address, which is read with the same keys.
 */
export async function createParcelWithLabel(
  connection: SendcloudConnection,
  parcel: ParcelRequest,
): Promise<CreatedParcel> {
  const response = await call(connection, `${connection.panelUrl}/parcels`, {
    method: 'POST',
    body: JSON.stringify({
      parcel: {
        name: parcel.name,
        address: parcel.address,
        postal_code: parcel.postalCode,
        city: parcel.city,
        country: parcel.country,
        email: parcel.email,
        order_number: parcel.orderNumber,
        request_label: true,
        weight: '1.000',
        ...(parcel.servicePointId !== null ? { to_service_point: parcel.servicePointId } : {}),
      },
    }),
  });
  if (!response.ok) {
    throw new AppError('conflict', { key: 'carriers.errors.parcelRefused' });
  }
  const { parcel: created } = parcelAnswerSchema.parse(await response.json());
  const label = await call(connection, created.label.label_printer);
  if (!label.ok) throw new AppError('service_unavailable', { key: 'carriers.errors.unavailable' });
  return {
    parcelId: created.id,
    trackingNumber: created.tracking_number,
    carrier: created.carrier.code,
    labelPdf: Buffer.from(await label.arrayBuffer()),
  };
}
