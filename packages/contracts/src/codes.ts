import { z } from 'zod';
import { priceSchema } from './catalog.js';
import { normaliseCode } from './gift-cards.js';
import { tryParseMoney } from './money.js';

/**
 * Gift card and discount codes on the cart (issue 17, ADR 0040): one field takes both, typed in
 * any case with spaces or dashes (`normaliseCode`); a code of the gift card shape is a card,
 * anything else a discount code staff created.
 */

/** Longer than any code: a guard against pasted essays, not a rule of the code's shape. */
export const CODE_MAX_LENGTH = 64;

export const cartCodeRequestSchema = z.object({
  code: z
    .string()
    .max(CODE_MAX_LENGTH, 'codeTooLong')
    .refine((code) => normaliseCode(code).length > 0, 'codeRequired'),
});
export type CartCodeRequest = z.infer<typeof cartCodeRequestSchema>;

export const cartCodeParamsSchema = z.object({
  code: z.string().max(CODE_MAX_LENGTH * 3),
});

export const CART_CODE_KINDS = ['discount', 'gift_card'] as const;

export const cartCodeSchema = z.object({
  /** Discount codes normalised ("SUMMER10"); gift cards as XXXX-XXXX-XXXX-XXXX. */
  code: z.string(),
  kind: z.enum(CART_CODE_KINDS),
  /** What it takes off (discount) or pays (gift card) on this cart now. */
  amount: priceSchema,
  /** A gift card's balance left after this cart; null for a discount. */
  balance_after: priceSchema.nullable(),
});
export type CartCode = z.infer<typeof cartCodeSchema>;

/* ------------------------------------------------------------ admin: discount codes */

/** 'free_delivery' (issue 27) takes nothing off the products: delivery is free, nothing else. */
export const DISCOUNT_KINDS = ['percent', 'amount', 'free_delivery'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

const optionalPrice = z.union([priceSchema, z.literal('')]).nullish();
const optionalMoment = z.union([z.iso.datetime({ offset: true }), z.literal('')]).nullish();

const discountCodeFields = z.object({
  kind: z.enum(DISCOUNT_KINDS),
  /** Percent: a whole number 1 to 100 ("10"); amount: euros off ("5.00"); free delivery: "". */
  value: z.string().regex(/^(\d+(\.\d{1,2})?)?$/, 'discountValueInvalid'),
  min_subtotal: optionalPrice,
  starts_at: optionalMoment,
  ends_at: optionalMoment,
  max_redemptions: z.number().int().min(1).max(1_000_000).nullish(),
  once_per_customer: z.boolean().default(false),
  active: z.boolean().default(true),
});

function checkValue(
  input: { kind: DiscountKind; value: string; starts_at?: string | null; ends_at?: string | null },
  context: z.RefinementCtx,
): void {
  const amount = tryParseMoney(input.value);
  if (input.kind === 'free_delivery') {
    // Nothing to take off: the value is not asked.
  } else if (input.kind === 'percent') {
    const percent = Number(input.value);
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'discountPercentInvalid',
      });
    }
  } else if (amount === null || amount <= 0) {
    context.addIssue({ code: 'custom', path: ['value'], message: 'discountAmountInvalid' });
  }
  if (
    input.starts_at &&
    input.ends_at &&
    Date.parse(input.ends_at) <= Date.parse(input.starts_at)
  ) {
    context.addIssue({
      code: 'custom',
      path: ['ends_at'],
      message: 'endsBeforeStart',
    });
  }
}

export const adminDiscountCodeInputSchema = discountCodeFields.superRefine(checkValue);
export type AdminDiscountCodeInput = z.input<typeof adminDiscountCodeInputSchema>;

export const adminDiscountCodeCreateInputSchema = discountCodeFields
  .extend({
    code: z
      .string()
      .max(CODE_MAX_LENGTH)
      .refine((code) => /^[A-Z0-9]{3,32}$/.test(normaliseCode(code)), 'discountCodeInvalid'),
  })
  .superRefine(checkValue);
export type AdminDiscountCodeCreateInput = z.input<typeof adminDiscountCodeCreateInputSchema>;

export const adminDiscountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.string(),
  min_subtotal: priceSchema.nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  once_per_customer: z.boolean(),
  active: z.boolean(),
  redemptions_reserved: z.number().int(),
  redemptions_used: z.number().int(),
  created_at: z.string(),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;
