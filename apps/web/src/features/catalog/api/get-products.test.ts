import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { parseProductList } from './get-products';

const product = {
  id: 1,
  slug: 'engraved-oak-board',
  name: 'Engraved oak board',
  name_fr: 'Planche en chêne gravée',
  name_nl: 'Gegraveerde eiken plank',
  description: '<p>Solid oak.</p>',
  price: '39.90',
  main_image_url: null,
  is_available: true,
  availability: 'in_stock',
  category: 'personalized',
};

describe('parseProductList', () => {
  it('accepts a plain array', () => {
    expect(parseProductList([product])).toEqual([product]);
  });

  it('accepts an array under results or data', () => {
    expect(parseProductList({ count: 1, results: [product] })).toEqual([product]);
    expect(parseProductList({ data: [product] })).toEqual([product]);
  });

  it('throws an invalid_response ApiError for any other shape', () => {
    for (const body of [null, 'nope', { items: [product] }, [{ ...product, price: 39.9 }]]) {
      expect(() => parseProductList(body)).toThrow(ApiError);
    }
    try {
      parseProductList({});
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('invalid_response');
    }
  });
});
