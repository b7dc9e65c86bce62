import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { parseHomeProducts, parseProductList } from './get-products';
import * as schemas from '../../../lib/lazy-contracts';

const product = {
  id: 1,
  slug: 'engraved-oak-board',
  name: 'Engraved oak board',
  name_fr: 'Planche en chêne gravée',
  name_nl: 'Gegraveerde eiken plank',
  description: '<p>Solid oak.</p>',
  price: '39.90',
  regular_price: '39.90',
  lowest_price_30_days: null,
  sale_ends_at: null,
  vat_rate: '21',
  main_image_url: null,
  is_available: true,
  availability: 'in_stock',
  category: 'personalized',
  main_image: null,
  personalization: { mode: 'required', label: 'Name to engrave', max_length: 30 },
};

describe('parseProductList', () => {
  it('reads a product without personalisation settings as not personalised', () => {
    const { personalization: _, ...older } = product;
    expect(parseProductList(schemas, [older])[0]?.personalization).toEqual({
      mode: 'none',
      label: '',
      max_length: 40,
    });
  });

  it('accepts a plain array', () => {
    expect(parseProductList(schemas, [product])).toEqual([product]);
  });

  it('accepts an array under results or data', () => {
    expect(parseProductList(schemas, { count: 1, results: [product] })).toEqual([product]);
    expect(parseProductList(schemas, { data: [product] })).toEqual([product]);
  });

  it('throws an invalid_response ApiError for any other shape', () => {
    for (const body of [null, 'nope', { items: [product] }, [{ ...product, price: 39.9 }]]) {
      expect(() => parseProductList(schemas, body)).toThrow(ApiError);
    }
    try {
      parseProductList(schemas, {});
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('invalid_response');
    }
  });
});

describe('parseHomeProducts (spec §5: the home list is more forgiving)', () => {
  it('accepts an array, an object with results, or an object of values', () => {
    expect(parseHomeProducts(schemas, [product])).toEqual([product]);
    expect(parseHomeProducts(schemas, { results: [product] })).toEqual([product]);
    expect(
      parseHomeProducts(schemas, { a: product, b: { ...product, id: 2, slug: 'b' } }),
    ).toHaveLength(2);
  });

  it('skips entries that are not products instead of failing', () => {
    expect(parseHomeProducts(schemas, [product, { nope: true }, 'x'])).toEqual([product]);
  });

  it('throws for an answer that holds no list at all', () => {
    expect(() => parseHomeProducts(schemas, 'nope')).toThrow(ApiError);
    expect(() => parseHomeProducts(schemas, null)).toThrow(ApiError);
  });
});
