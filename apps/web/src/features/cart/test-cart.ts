import { vi } from 'vitest';
import type { Cart } from '@shop/contracts';

/** A cart as the server answers it (spec §3), for the cart's tests. */
export const TEST_CART: Cart = {
  items: [
    {
      id: 7,
      quantity: 2,
      personalization: 'Anna',
      withdrawal_right: false,
      unit_price: '49.90',
      line_total: '99.80',
      gift_card_recipient: null,
      variant: null,
      photo: null,
      product: {
        id: 1,
        slug: 'engraved-oak-cutting-board',
        name: 'Engraved oak cutting board',
        price: '49.90',
        main_image_url: null,
        is_available: true,
        personalization: { mode: 'required', label: 'Name to engrave', max_length: 30 },
      },
    },
  ],
  total_price: '103.30',
  item_count: 2,
  vat_breakdown: [{ rate: '21', taxable_amount: '82.48', vat_amount: '17.32' }],
  gift: { is_gift: true, message: 'For Anna', wrapping: true },
  wrapping_total: '3.50',
  subtotal: '99.80',
  discount_total: '0.00',
  gift_card_total: '0.00',
  codes: [],
  delivery: null,
  delivery_total: '0.00',
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A `fetch` whose answers the test gives one by one, in the order the requests were made. */
export function heldFetch() {
  const answers: ((response: Response) => void)[] = [];
  const fetchMock = vi.fn<typeof fetch>(() => new Promise((resolve) => answers.push(resolve)));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answers };
}

/** The method, address and JSON body of the n-th request. */
export function sent(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, n: number) {
  const [url, init] = fetchMock.mock.calls[n]!;
  return {
    url: String(url),
    method: init?.method ?? 'GET',
    body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
  };
}
