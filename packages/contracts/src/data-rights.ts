import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './accounts.js';
import { ownGiftCardSchema } from './gift-cards.js';
import { plainTextSchema } from './text.js';
import { orderStatusSchema, shippingAddressSchema } from './orders.js';

/**
 * The customer's data rights (GDPR art. 15, 17 and 20; ADR 0035):
 *   GET    /api/users/me/export/   everything the shop keeps about the signed-in customer, as JSON
 *   DELETE /api/users/me/          erases the account, with the current password
 *   POST   /api/admin/customers/{id}/erase/   staff erase an account on request, with a reason
 */

const isoTime = z.string();

export const dataExportSchema = z.object({
  /** When the export was made (ISO time). */
  exported_at: isoTime,
  profile: z.object({
    username: z.string(),
    email: z.string(),
    phone_number: z.string(),
    language: z.string(),
    created_at: isoTime,
  }),
  orders: z.array(
    z.object({
      order_id: z.number().int(),
      status: orderStatusSchema,
      created_at: isoTime,
      paid_at: isoTime.nullable(),
      total_amount: z.string(),
      currency: z.string(),
      language: z.string(),
      email: z.string(),
      shipping_address: shippingAddressSchema.nullable(),
      tracking_number: z.string().nullable(),
      terms_accepted_at: isoTime.nullable(),
      terms_version: z.string().nullable(),
      items: z.array(
        z.object({
          product_name: z.string(),
          quantity: z.number().int(),
          unit_price: z.string(),
          personalization: z.string(),
        }),
      ),
      status_history: z.array(
        z.object({
          from_status: orderStatusSchema.nullable(),
          to_status: orderStatusSchema,
          reason: z.string(),
          at: isoTime,
        }),
      ),
    }),
  ),
  /** Every distinct delivery address, as given on the payment page of the orders. */
  addresses: z.array(shippingAddressSchema),
  back_in_stock_subscriptions: z.array(
    z.object({
      product_name: z.string(),
      email: z.string(),
      language: z.string(),
      created_at: isoTime,
      notified_at: isoTime.nullable(),
      unsubscribed_at: isoTime.nullable(),
    }),
  ),
  /** Messages sent through the contact form with the account's e-mail address. */
  contact_messages: z.array(
    z.object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone: z.string(),
      subject: z.string(),
      message: z.string(),
      created_at: isoTime,
    }),
  ),
  /**
   * The money gift cards the customer bought (ADR 0041), with their codes and balances. Erasing
   * the account keeps them: they are money someone may hold.
   */
  gift_cards: z.array(ownGiftCardSchema),
  /** Consents given: the terms accepted on the payment page, per order. */
  consents: z.array(
    z.object({
      kind: z.literal('terms_of_service'),
      order_id: z.number().int(),
      version: z.string(),
      accepted_at: isoTime,
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** DELETE /api/users/me/: the current password confirms that the account holder asks. */
export const accountErasureSchema = z.object({
  current_password: z.string().max(PASSWORD_MAX_LENGTH),
});
export type AccountErasure = z.infer<typeof accountErasureSchema>;

/** Why staff erase an account (the customer's request, by which channel): kept in the audit log. */
export const ERASURE_REASON_MAX_LENGTH = 500;
export const adminErasureSchema = z.object({
  reason: plainTextSchema({ max: ERASURE_REASON_MAX_LENGTH, required: true, multiline: true }),
});
export type AdminErasure = z.output<typeof adminErasureSchema>;

/** What an erasure did: the account row deleted (no orders) or kept anonymised with its orders. */
export const erasureResultSchema = z.object({
  account_deleted: z.boolean(),
  orders_kept: z.number().int(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** The file name of an export made on `date`: giftshop-data-2026-11-23.json. */
export function dataExportFileName(date: Date): string {
  return `giftshop-data-${date.toISOString().slice(0, 10)}.json`;
}
