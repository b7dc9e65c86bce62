import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '@shop/contracts';
import {
  choiceOfVariant,
  firstUnchosenOption,
  lowestVariantPrice,
  valueIsAvailable,
  variantOfChoice,
} from './variant-choice';

function variant(id: number, size: string, wood: string, price: string, available: boolean) {
  return {
    id,
    sku: `B-${id}`,
    options: [
      { name: 'Maat', value: size },
      { name: 'Houtsoort', value: wood },
    ],
    price,
    regular_price: price,
    is_available: available,
    image_url: null,
  } satisfies ProductVariant;
}

// The demo serving board: the large walnut board sold out.
const board = {
  options: [
    { name: 'Maat', values: ['Middelgroot', 'Groot'] },
    { name: 'Houtsoort', values: ['Eik', 'Notelaar'] },
  ],
  variants: [
    variant(1, 'Middelgroot', 'Eik', '39.90', true),
    variant(2, 'Middelgroot', 'Notelaar', '44.90', true),
    variant(3, 'Groot', 'Eik', '54.90', true),
    variant(4, 'Groot', 'Notelaar', '64.90', false),
  ],
};

describe('a choice of options', () => {
  it('starts from the address’s variant, or from nothing for an id of no variant of the product', () => {
    expect(choiceOfVariant(board, 3)).toEqual(['Groot', 'Eik']);
    expect(choiceOfVariant(board, 99)).toEqual([null, null]);
    expect(choiceOfVariant(board, null)).toEqual([null, null]);
  });

  it('names a variant only once every option is chosen', () => {
    expect(variantOfChoice(board, ['Groot', null])).toBeNull();
    expect(variantOfChoice(board, ['Groot', 'Notelaar'])?.id).toBe(4);
    expect(firstUnchosenOption(board, ['Groot', null])?.name).toBe('Houtsoort');
    expect(firstUnchosenOption(board, ['Groot', 'Eik'])).toBeNull();
  });

  it('shows a value unavailable only when no orderable combination with the other choices has it', () => {
    // Nothing chosen: walnut exists in medium, so it is available.
    expect(valueIsAvailable(board, [null, null], 1, 'Notelaar')).toBe(true);
    expect(valueIsAvailable(board, ['Groot', null], 1, 'Notelaar')).toBe(false);
    expect(valueIsAvailable(board, ['Groot', null], 1, 'Eik')).toBe(true);
    // Changing the size while walnut is chosen: large is the sold-out combination.
    expect(valueIsAvailable(board, [null, 'Notelaar'], 0, 'Groot')).toBe(false);
  });

  it('gives the lowest price of the variants for “From …”, in cents not as text', () => {
    expect(lowestVariantPrice([variant(5, 'a', 'b', '100.00', true), ...board.variants])).toBe(
      '39.90',
    );
    expect(lowestVariantPrice([])).toBeNull();
  });
});
