import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  VAT_RATES,
  moneyFromCents,
  parseMoney,
  sumMoney,
  vatIncluded,
  type Money,
} from '@shop/contracts';
import {
  lineWithoutVat,
  MINIMUM_CHARGE,
  priceOfUnits,
  priceOrder,
  worthOfWithdrawnUnits,
  type DiscountRule,
  type PricingLine,
} from './index.js';

/**
 * Properties of the one price (ADR 0058) over random carts: rates, discounts, gift cards sold
 * and spent, wrapping. The run's seed is printed by vitest.config.ts; FC_SEED=<seed> replays it.
 */

const cents = (max: number) => fc.integer({ min: 0, max }).map((value) => moneyFromCents(value));

const line: fc.Arbitrary<PricingLine> = fc.record({
  unitPrice: cents(50_000),
  quantity: fc.integer({ min: 1, max: 10 }),
  rate: fc.constantFrom(...VAT_RATES),
  isGiftCard: fc.boolean(),
});

const discount: fc.Arbitrary<DiscountRule | null> = fc.oneof(
  fc.constant(null),
  fc
    .integer({ min: 1, max: 100 })
    .map((percent) => ({ kind: 'percent' as const, percentOff: percent, amountOff: null })),
  fc.integer({ min: 1, max: 100_000 }).map((off) => ({
    kind: 'amount' as const,
    percentOff: null,
    amountOff: moneyFromCents(off),
  })),
);

const cart = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 8 }),
  wrapping: fc.option(fc.record({ amount: cents(2_000), rate: fc.constantFrom(...VAT_RATES) }), {
    nil: null,
  }),
  discount,
  cards: fc.array(fc.record({ id: fc.nat(), code: fc.constant('CARD'), balance: cents(100_000) }), {
    maxLength: 3,
  }),
});

const amountOf = (text: string) => parseMoney(text);

describe('the one price of a cart or order', () => {
  it('states VAT per rate that, with the gift cards sold, adds up to the total to the cent', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const pricing = priceOrder(input);
        const stated = sumMoney(
          pricing.vatBreakdown.map((row) =>
            sumMoney([amountOf(row.taxable_amount), amountOf(row.vat_amount)]),
          ),
        );
        const outOfScope = sumMoney(
          pricing.lines.filter((priced) => priced.outOfScope).map((priced) => priced.amount),
        );
        expect(sumMoney([stated, outOfScope])).toBe(pricing.due);
        // Each rate's VAT is taken once from that rate's sum, rounded half up.
        for (const row of pricing.vatBreakdown) {
          const ofRate = [
            ...pricing.lines.filter((priced) => !priced.outOfScope && priced.rate === row.rate),
            ...(input.wrapping && input.wrapping.rate === row.rate ? [input.wrapping] : []),
          ];
          expect(amountOf(row.vat_amount)).toBe(
            vatIncluded(sumMoney(ofRate.map((priced) => priced.amount)), Number(row.rate)).vat,
          );
        }
      }),
    );
  });

  it('has lines that add up to the total: unit price × quantity less their discount share', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const pricing = priceOrder(input);
        pricing.lines.forEach((priced, index) => {
          const given = input.lines[index]!;
          expect(priced.gross).toBe(given.unitPrice * given.quantity);
          expect(priced.amount).toBe(priced.gross - priced.discount);
          expect(priced.amount).toBeGreaterThanOrEqual(0);
          if (given.isGiftCard) expect(priced.discount).toBe(0);
        });
        expect(sumMoney(pricing.lineDiscounts)).toBe(pricing.discount);
        expect(sumMoney([...pricing.lines.map((priced) => priced.amount), pricing.wrapping])).toBe(
          pricing.due,
        );
        expect(sumMoney([pricing.giftCardTotal, pricing.toPay])).toBe(pricing.due);
        // What is left to pay is nothing, or at least what the provider can charge.
        if (input.cards.length > 0 && pricing.toPay > 0 && pricing.due >= MINIMUM_CHARGE) {
          expect(pricing.toPay).toBeGreaterThanOrEqual(MINIMUM_CHARGE);
        }
      }),
    );
  });

  it('prices an order as sold the same when read back from its stored discount shares', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const sold = priceOrder(input);
        const readBack = priceOrder({
          ...input,
          discount: null,
          lines: input.lines.map((given, index) => ({
            ...given,
            discount: sold.lineDiscounts[index]!,
          })),
        });
        expect(readBack.lines).toEqual(sold.lines);
        expect(readBack.vatBreakdown).toEqual(sold.vatBreakdown);
        expect(readBack.due).toBe(sold.due);
      }),
    );
  });
});

describe('a line without VAT, as documents state it', () => {
  it('states every line of any cart, with a discount that is never negative and adds up', () => {
    fc.assert(
      fc.property(cart, (input) => {
        priceOrder(input).lines.forEach((priced, index) => {
          const given = input.lines[index]!;
          const row = lineWithoutVat({ ...given, amount: priced.amount });
          expect(row.discountExclVat).toBeGreaterThanOrEqual(0);
          if (row.discountExclVat > 0) {
            expect(row.unitPriceExclVat * given.quantity - row.discountExclVat).toBe(
              row.amountExclVat,
            );
          }
        });
      }),
    );
  });
});

describe('refunds of a priced line', () => {
  /** A line as sold and a way to refund it: units in steps, some of them withdrawn first. */
  const refundedLine = cart.chain((input) => {
    const pricing = priceOrder(input);
    return fc.record({
      index: fc.integer({ min: 0, max: pricing.lines.length - 1 }),
      steps: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 10 }),
      withdrawn: fc.integer({ min: 0, max: 10 }),
      pricing: fc.constant(pricing),
      input: fc.constant(input),
    });
  });

  it('never gives back more than the line took, and all of it once every unit is refunded', () => {
    fc.assert(
      fc.property(refundedLine, ({ pricing, input, index, steps }) => {
        const priced = pricing.lines[index]!;
        const quantity = input.lines[index]!.quantity;
        let refundedQuantity = 0;
        let refundedAmount = moneyFromCents(0);
        for (const step of steps) {
          const units = Math.min(step, quantity - refundedQuantity);
          if (units === 0) break;
          const amount = priceOfUnits(
            { quantity, lineTotal: priced.amount, refundedQuantity, refundedAmount },
            units,
          );
          refundedQuantity += units;
          refundedAmount = sumMoney([refundedAmount, amount]);
          expect(refundedAmount).toBeLessThanOrEqual(priced.amount);
        }
        // The staff cancel gives back what is left of each line.
        const cancel = priced.amount - refundedAmount;
        expect(cancel).toBeGreaterThanOrEqual(0);
        if (refundedQuantity === quantity) expect(refundedAmount).toBe(priced.amount);
      }),
    );
  });

  it("shows staff a withdrawal's worth that is what its refund gives back, never more than the line took", () => {
    fc.assert(
      fc.property(refundedLine, ({ pricing, input, index, withdrawn, steps }) => {
        const priced = pricing.lines[index]!;
        const quantity = input.lines[index]!.quantity;
        const units = Math.min(withdrawn, quantity) || 1;
        const line = {
          quantity,
          lineTotal: priced.amount,
          refundedQuantity: 0,
          refundedAmount: moneyFromCents(0),
        };
        // Before any refund the list says exactly what refunding the units gives back.
        const worth = worthOfWithdrawnUnits(line, units, 0);
        expect(worth).toBe(priceOfUnits(line, units));
        expect(worth).toBeLessThanOrEqual(priced.amount);
        // Refunded in steps, the list's worth stays what the refunds gave back.
        let refunded = 0;
        let given = moneyFromCents(0);
        for (const step of steps) {
          const now = Math.min(step, units - refunded);
          if (now === 0) break;
          given = sumMoney([
            given,
            priceOfUnits({ ...line, refundedQuantity: refunded, refundedAmount: given }, now),
          ]);
          refunded += now;
          const listed = worthOfWithdrawnUnits(
            { ...line, refundedQuantity: refunded, refundedAmount: given },
            units,
            refunded,
          );
          expect(listed).toBe(worth);
          expect(given as Money).toBeLessThanOrEqual(worth);
        }
      }),
    );
  });
});
