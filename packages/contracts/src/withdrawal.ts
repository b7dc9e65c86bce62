import { z } from 'zod';
import { emailSchema } from './accounts.js';
import { addDays, workingDayOnOrAfter } from './calendar.js';
import { plainTextSchema } from './text.js';

/**
 * The consumer's right of withdrawal (Directive 2011/83/EU art. 9 and 16; Belgian Code of
 * Economic Law VI.47 and VI.53).
 */

/** Days after delivery in which a consumer may withdraw without giving a reason. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * Whether an order or cart line may be withdrawn from. Only goods made to the consumer's
 * specifications have no right of withdrawal (art. 16(c)): a line with a personalisation text
 * of a product whose personalisation makes it so (an engraving; staff say so per product,
 * `personalization_removes_withdrawal`). A message on a money gift card leaves the right, and
 * the same product without a text keeps it. See ADR 0046. A customer's photo printed on the
 * gift (issue 29) always makes it to their specifications (ADR 0096).
 */
export function hasWithdrawalRight(
  personalization: string,
  personalizationRemovesWithdrawal: boolean,
  hasPhoto = false,
): boolean {
  if (hasPhoto) return false;
  return !personalizationRemovesWithdrawal || personalization.trim() === '';
}

/** Days the trader has to refund after being told of a withdrawal (art. 13(1)). */
export const WITHDRAWAL_REFUND_DAYS = 14;

/**
 * The last day (YYYY-MM-DD) a consumer may withdraw on, for goods delivered on `deliveredOn`:
 * 14 days counted from the day after delivery (art. 9(2)(b)); a period ending on a Saturday,
 * Sunday or Belgian public holiday runs to the end of the next working day (Regulation
 * 1182/71 art. 3(4), which the directive's recital 41 applies). The period ends at midnight
 * Brussels time after that day. See ADR 0034.
 */
export function withdrawalLastDay(deliveredOn: string): string {
  return workingDayOnOrAfter(addDays(deliveredOn, WITHDRAWAL_PERIOD_DAYS));
}

const MAX_RECORD_ID = 2_147_483_647;

/** A reason is optional; kept short (a note for the shop, never a condition). */
export const WITHDRAWAL_REASON_MAX = 500;

export const withdrawalParamsSchema = z.object({
  order_id: z.coerce.number().int().positive().max(MAX_RECORD_ID, 'orderUnknown'),
});

/** Order lines and units, as the withdrawal and the staff refund name them. */
export const orderLineUnitsSchema = z
  .array(
    z.object({
      /** The order line's id (an order item's `id`). */
      id: z.number().int().positive().max(MAX_RECORD_ID),
      quantity: z.number().int().min(1).max(1000),
    }),
  )
  .min(1)
  .max(100);

/** The consumer's name as the withdrawal statement gives it (art. 11a(2)(a)). */
export const WITHDRAWAL_NAME_MAX = 150;

const statementNameSchema = plainTextSchema({ max: WITHDRAWAL_NAME_MAX, required: true });

/**
 * POST /api/checkout/orders/{order_id}/withdrawal/ (art. 11a). `name` and `email` are the
 * statement's name and the address the acknowledgement goes to (art. 11a(2)); without them,
 * the order's address.
 */
export const withdrawalInputSchema = z.object({
  items: orderLineUnitsSchema,
  reason: plainTextSchema({ max: WITHDRAWAL_REASON_MAX }).optional(),
  name: statementNameSchema.optional(),
  email: emailSchema.optional(),
});
export type WithdrawalInput = z.input<typeof withdrawalInputSchema>;

/** How long a mailed withdrawal link opens its order (ADR 0047). */
export const WITHDRAWAL_LINK_TTL_HOURS = 24;

/** An order number as the consumer types it: `1234` or `#1234`. */
export const orderNumberSchema = z
  .string({ error: 'orderNumberRequired' })
  .trim()
  .min(1, { error: 'orderNumberRequired', abort: true })
  .max(20, { error: 'orderNumberInvalid', abort: true })
  .regex(/^#?\s*[1-9]\d{0,9}$/, { error: 'orderNumberInvalid' });

/** The order id an order number names (after `orderNumberSchema` accepted it). */
export function orderIdOfNumber(orderNumber: string): number {
  return Number(orderNumber.replace(/\D/g, ''));
}

/**
 * POST /api/withdrawal-links/ (ADR 0047): the order's number and e-mail address. The answer
 * is the same whether or not they match an order; when they do, a link goes to that address.
 */
export const withdrawalLinkRequestSchema = z.object({
  order_number: orderNumberSchema,
  email: emailSchema,
});
export type WithdrawalLinkRequest = z.infer<typeof withdrawalLinkRequestSchema>;

export const withdrawalLinkRequestedSchema = z.object({ detail: z.string() });
export type WithdrawalLinkRequested = z.infer<typeof withdrawalLinkRequestedSchema>;

export const withdrawalLinkParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });

/** POST /api/withdrawal-links/{token}/withdrawal/: the statement, name and address confirmed. */
export const linkWithdrawalInputSchema = withdrawalInputSchema.extend({
  name: statementNameSchema,
  email: emailSchema,
});
export type LinkWithdrawalInput = z.input<typeof linkWithdrawalInputSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  /** When the shop received the withdrawal (ISO 8601). */
  withdrawn_at: z.string(),
  /** The refund's deadline: 14 days later (art. 13(1)). */
  refund_due_at: z.string(),
  items: z.array(z.object({ id: z.number().int(), quantity: z.number().int() })),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** An order's withdrawal period as the customer sees it. */
export const withdrawalPeriodSchema = z.object({
  /** Whether the order may be withdrawn from now (paid, within its period, units left). */
  open: z.boolean(),
  /** The last day (YYYY-MM-DD, Brussels) once delivered; null before delivery (always open). */
  last_day: z.string().nullable(),
});
export type WithdrawalPeriod = z.infer<typeof withdrawalPeriodSchema>;

/** An order line as the withdrawal step shows it: why it cannot be chosen follows from it. */
export const withdrawalLineSchema = z.object({
  id: z.number().int(),
  product_name: z.string(),
  quantity: z.number().int(),
  /** False for a personalised line: made to the customer's specifications (art. 16(c)). */
  withdrawal_right: z.boolean(),
  /** Units the customer may still withdraw from (none once withdrawn or refunded). */
  withdrawable_quantity: z.number().int(),
});
export type WithdrawalLine = z.infer<typeof withdrawalLineSchema>;

/** GET /api/withdrawal-links/{token}/: the order the mailed link opens, for its statement. */
export const withdrawalLinkOrderSchema = z.object({
  order_id: z.number().int(),
  created_at: z.string(),
  /** The name to confirm: the delivery name, empty for a gift (that is the recipient's). */
  name: z.string(),
  /** Where the acknowledgement goes unless the consumer gives another address. */
  email: z.string(),
  items: z.array(withdrawalLineSchema),
  withdrawal: withdrawalPeriodSchema,
});
export type WithdrawalLinkOrder = z.infer<typeof withdrawalLinkOrderSchema>;
