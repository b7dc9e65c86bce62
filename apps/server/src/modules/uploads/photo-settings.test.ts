import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductSchema, productDetailSchema } from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsDemoAdmin } from '../../test/admin.js';

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  shop = await createTestApp({ demo: true });
  admin = await signInAsDemoAdmin(shop);
});
afterAll(() => shop.close());

async function productPage(slug: string) {
  const response = await shop.app.inject({ url: `/api/products/${slug}/` });
  return productDetailSchema.parse(response.json());
}

async function adminProductOf(slug: string) {
  const { id } = await productPage(slug);
  const response = await shop.app.inject({
    url: `/api/admin/products/${id}/`,
    headers: { authorization: `Bearer ${admin}` },
  });
  return adminProductSchema.parse(response.json());
}

function saveProduct(product: Record<string, unknown> & { id: number }) {
  return shop.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product.id}/`,
    headers: { authorization: `Bearer ${admin}` },
    payload: product,
  });
}

describe("a product's photo settings", () => {
  it('answer null for a product without a photo and the area for the demo mug', async () => {
    expect((await productPage('engraved-name-necklace')).photo).toBeNull();
    expect((await productPage('hand-thrown-mug-with-initials')).photo).toEqual({
      mode: 'optional',
      min_width: 1200,
      min_height: 800,
      print_area: { x: 0.3, y: 0.3, width: 0.4, height: 0.35 },
    });
  });

  it('are set by staff: mode, minimum pixels and the printable area', async () => {
    const necklace = await adminProductOf('engraved-name-necklace');
    const saved = await saveProduct({
      ...necklace,
      photo_mode: 'required',
      photo_min_width: 600,
      photo_min_height: 400,
      photo_print_area: { x: 0.1, y: 0.2, width: 0.5, height: 0.25 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ photo_mode: 'required', photo_min_width: 600 });
    expect((await productPage('engraved-name-necklace')).photo).toEqual({
      mode: 'required',
      min_width: 600,
      min_height: 400,
      print_area: { x: 0.1, y: 0.2, width: 0.5, height: 0.25 },
    });
  });

  it('refuse an area that leaves the picture with a message on the field', async () => {
    const necklace = await adminProductOf('engraved-name-necklace');
    const refused = await saveProduct({
      ...necklace,
      photo_mode: 'optional',
      photo_print_area: { x: 0.6, y: 0, width: 0.5, height: 0.5 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ photo_print_area: [expect.any(String)] });
  });
});
