import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCarrierSandbox, type CarrierSandbox } from './index.js';
import { pdfText } from '../test/pdf-text.js';

let sandbox: CarrierSandbox;
let auth: string;
beforeAll(async () => {
  sandbox = await createCarrierSandbox({ port: 0 });
  auth = `Basic ${Buffer.from(`${sandbox.publicKey}:${sandbox.secretKey}`).toString('base64')}`;
});
afterAll(() => sandbox.close());

function get(url: string, authorization = auth) {
  return fetch(url, { headers: { authorization } });
}

describe('the carrier stand-in answers in Sendcloud’s shapes', () => {
  it('refuses a call without the keys, as Sendcloud does', async () => {
    const response = await get(`${sandbox.servicePointsUrl}/service-points/?country=BE`, 'Basic x');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        code: 401,
        request: expect.stringContaining('service-points'),
        message: expect.any(String),
      },
    });
  });

  it('lists service points with Sendcloud’s fields, nearest first', async () => {
    const response = await get(
      `${sandbox.servicePointsUrl}/service-points/?country=BE&address=2000&radius=3000`,
    );
    const points = (await response.json()) as Record<string, unknown>[];
    expect(points.length).toBeGreaterThan(0);
    expect(points[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      is_active: true,
      shop_type: null,
      general_shop_type: expect.stringMatching(/^(servicepoint|locker|post_office)$/),
      extra_data: {},
      name: expect.any(String),
      street: expect.any(String),
      house_number: expect.any(String),
      postal_code: expect.stringMatching(/^2\d{3}$/),
      city: 'Antwerpen',
      latitude: expect.stringMatching(/^\d+\.\d{6}$/),
      longitude: expect.stringMatching(/^\d+\.\d{6}$/),
      email: '',
      phone: expect.any(String),
      homepage: '',
      carrier: expect.stringMatching(/^(bpost|postnl|dpd|mondial_relay)$/),
      country: 'BE',
      formatted_opening_times: expect.objectContaining({
        '0': expect.any(Array),
        '6': expect.any(Array),
      }),
      open_tomorrow: true,
      open_upcoming_week: true,
      distance: expect.any(Number),
    });
    const distances = points.map((point) => point.distance as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((distance) => distance <= 3000)).toBe(true);

    const one = await get(`${sandbox.servicePointsUrl}/service-points/${points[0]!.id}/`);
    expect(await one.json()).toMatchObject({ id: points[0]!.id, distance: null });
    expect((await get(`${sandbox.servicePointsUrl}/service-points/1/`)).status).toBe(404);
  });

  it('creates a parcel with a tracking number and an A6 label PDF', async () => {
    const created = await fetch(`${sandbox.panelUrl}/parcels`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        parcel: {
          name: 'Marie Dubois',
          address: 'Rue Haute 12',
          postal_code: '1000',
          city: 'Bruxelles',
          country: 'BE',
          order_number: '1234',
          request_label: true,
        },
      }),
    });
    expect(created.status).toBe(200);
    const { parcel } = (await created.json()) as {
      parcel: {
        id: number;
        tracking_number: string;
        carrier: { code: string };
        label: { label_printer: string; normal_printer: string[] };
        status: { id: number; message: string };
      };
    };
    expect(parcel.carrier.code).toBe('bpost');
    expect(parcel.tracking_number).toMatch(/^3232\d{15}$/);
    expect(parcel.status).toEqual({ id: 1000, message: 'Ready to send' });
    expect(parcel.label.normal_printer).toHaveLength(4);

    const label = await get(parcel.label.label_printer);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await label.arrayBuffer());
    const text = await pdfText(bytes);
    expect(text).toContain(parcel.tracking_number);
    expect(text).toContain('Marie Dubois');
    expect(text).toContain('1000 Bruxelles');
    // A6: 105 × 148 mm is 297.64 × 419.53 points.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/MediaBox \[0 0 297\.64 419\.53/);

    const refused = await fetch(`${sandbox.panelUrl}/parcels`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ parcel: { name: 'No address' } }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 400 } });
  });
});
