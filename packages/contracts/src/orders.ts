import { z } from 'zod';
import { lineVariantSchema, priceSchema } from './catalog.js';
import { orderGiftSchema } from './gift.js';
import { languageSchema } from './i18n.js';
import { withdrawalPeriodSchema } from './withdrawal.js';
import { plainTextSchema } from './text.js';
import { euVatNumber, vatBreakdownSchema } from './vat.js';
import { paymentMethodSchema } from './payment-methods.js';
import { orderDeliverySchema } from './delivery.js';
import { orderLinePhotoSchema } from './photo.js';

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  // An order collected at the workshop (issue 27) is never shipped: it waits there, then is collected.
  'ready_for_collection',
  'collected',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Orders list page size (spec §9). */
export const ORDERS_PAGE_SIZE = 9;

export const shippingAddressSchema = z.object({
  name: z.string(),
  address_1: z.string(),
  address_2: z.string().nullable(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const checkoutSessionResultSchema = z.object({
  checkout_url: z.url(),
  session_id: z.string(),
});
export type CheckoutSessionResult = z.infer<typeof checkoutSessionResultSchema>;

/** An ISO 3166-1 alpha-2 country code a person typed or chose, e.g. "be" -> "BE". */
const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'countryInvalid');

/**
 * A company invoice, asked before paying (POST /api/checkout/create-checkout-session/): the
 * invoice then names the company, its address and its VAT number instead of the shipping name.
 * Messages are codes the server and the web say from their locale files.
 */
export const companyInvoiceSchema = z.object({
  company_name: plainTextSchema({ max: 200, required: true }),
  street: plainTextSchema({ max: 200, required: true }),
  postal_code: plainTextSchema({ max: 20, required: true }),
  city: plainTextSchema({ max: 100, required: true }),
  country: countryCodeSchema,
  vat_number: z.string().transform((value, context) => {
    const normalised = euVatNumber(value);
    if (normalised === null) {
      context.addIssue({ code: 'custom', message: 'vatNumberInvalid' });
      return z.NEVER;
    }
    return normalised;
  }),
});
export type CompanyInvoice = z.output<typeof companyInvoiceSchema>;
/** The same details as answers carry them (already checked). */
export const companyInvoiceDetailsSchema = z.object({
  company_name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  vat_number: z.string(),
});
export type CompanyInvoiceInput = z.input<typeof companyInvoiceSchema>;

/**
 * The shipping address of an order no payment page is opened for (gift cards or a discount pay
 * it whole, ADR 0043): what the payment page would otherwise have asked. The country must be
 * one the shop ships to (the server checks it against its list).
 */
export const checkoutShippingSchema = z.object({
  /** The recipient (for a gift, the person it is for). */
  name: plainTextSchema({ max: 200, required: true }),
  address_1: plainTextSchema({ max: 200, required: true }),
  address_2: plainTextSchema({ max: 200 }),
  postal_code: plainTextSchema({ max: 20, required: true }),
  city: plainTextSchema({ max: 100, required: true }),
  country: countryCodeSchema,
});
export type CheckoutShipping = z.output<typeof checkoutShippingSchema>;
export type CheckoutShippingInput = z.input<typeof checkoutShippingSchema>;

/**
 * What the cart page asks before an order no payment page is opened for: the address and the
 * terms ticked ('termsRequired' when not). The server checks the same with its own words.
 */
export const noPaymentPageSchema = z.object({
  shipping: checkoutShippingSchema,
  accept_terms: z.boolean().refine((accepted) => accepted, 'termsRequired'),
});
export type NoPaymentPageInput = z.input<typeof noPaymentPageSchema>;
export type NoPaymentPage = z.output<typeof noPaymentPageSchema>;

/**
 * The checkout start's body: optional, and every field in it optional. `shipping` and
 * `accept_terms` are for an order no payment page is opened for: required then, refused
 * otherwise (the payment page asks both).
 */
export const checkoutStartSchema = z
  .object({
    company_invoice: companyInvoiceSchema.nullable().optional(),
    shipping: checkoutShippingSchema.nullable().optional(),
    accept_terms: z.boolean().optional(),
  })
  .nullish();
export type CheckoutStart = z.input<typeof checkoutStartSchema>;

/**
 * An issued invoice or credit note: its number and where its PDF is read (owner and staff);
 * `xml_url`: its Peppol e-invoice, for a Belgian company buyer only (ADR 0087).
 */
export const documentLinkSchema = z.object({
  number: z.string(),
  url: z.string(),
  xml_url: z.string().nullable(),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;

/** What every order answer carries about its VAT and accounting documents. */
export const orderDocumentsShape = {
  /** Per VAT rate, once per order: taxable plus VAT equals the total to the cent. */
  vat_breakdown: vatBreakdownSchema,
  /**
   * Sold to a company of another member state without VAT (ADR 0094): its 0 % is the reverse
   * charge, which the buyer accounts for.
   */
  reverse_charge: z.boolean(),
  /** Null until the order is paid. */
  invoice: documentLinkSchema.nullable(),
  /** One per refund, oldest first. */
  credit_notes: z.array(documentLinkSchema),
};

export const checkoutSuccessQuerySchema = z.object({
  session_id: z.string().min(1).max(255),
});

export const orderLineSchema = z.object({
  product_name: z.string(),
  quantity: z.number().int(),
  personalization: z.string(),
  unit_price: priceSchema,
  /** False for a personalised line: made to the customer's specifications (art. 16(c)). */
  withdrawal_right: z.boolean(),
  /** The variant bought (ADR 0080); null for a product without options. */
  variant: lineVariantSchema.nullable().default(null),
  /** The customer's photo on the gift (issue 29); null: none. */
  photo: orderLinePhotoSchema.nullable().default(null),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** GET /api/checkout/success/?session_id= — the owner's order. */
/**
 * What codes did to an order (ADR 0040): the discount code and what it took off the products
 * (null without one), and what gift cards paid; `total_amount` is what was left to pay.
 */
export const orderCodesShape = {
  discount: z.object({ code: z.string(), amount: priceSchema }).nullable(),
  gift_card_total: priceSchema,
};

export const checkoutSuccessSchema = z.object({
  order_id: z.number().int(),
  status: orderStatusSchema,
  total_amount: priceSchema,
  created_at: z.string(),
  items: z.array(orderLineSchema),
  /** Null until the payment provider reports the address. */
  shipping_address: shippingAddressSchema.nullable(),
  /** How it was paid; null until paid. Shown through `paymentMethodInWords`. */
  payment_method: paymentMethodSchema.nullable(),
  ...orderDocumentsShape,
  gift: orderGiftSchema,
  ...orderCodesShape,
});
export type CheckoutSuccess = z.infer<typeof checkoutSuccessSchema>;

export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
  status: z.union([orderStatusSchema, z.literal('all'), z.literal('')]).optional(),
  lang: languageSchema.default('en'),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/**
 * A withdrawal as My orders shows it on its order (issue 31): when the shop received it, the
 * units it covers, and whether their money was given back yet (due by `refund_due_at`).
 */
export const orderWithdrawalSchema = z.object({
  id: z.number().int(),
  withdrawn_at: z.string(),
  refund_due_at: z.string(),
  refund: z.enum(['pending', 'refunded']),
  items: z.array(
    z.object({ id: z.number().int(), product_name: z.string(), quantity: z.number().int() }),
  ),
});
export type OrderWithdrawal = z.infer<typeof orderWithdrawalSchema>;

export const orderSummarySchema = z.object({
  order_id: z.number().int(),
  status: orderStatusSchema,
  total_amount: priceSchema,
  items_count: z.number().int(),
  created_at: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      product_name: z.string(),
      quantity: z.number().int(),
      withdrawal_right: z.boolean(),
      /** Units the customer may still withdraw from (none once withdrawn or refunded). */
      withdrawable_quantity: z.number().int(),
      /** The customer's photo on the gift and its composition's thumbnail (issue 29); null: none. */
      photo: orderLinePhotoSchema.nullable().default(null),
    }),
  ),
  /** The order's address: its mails, and a withdrawal's acknowledgement unless told otherwise. */
  email: z.string(),
  shipping_address: shippingAddressSchema.nullable(),
  /** How it was paid; null until paid. Shown through `paymentMethodInWords`. */
  payment_method: paymentMethodSchema.nullable(),
  ...orderDocumentsShape,
  gift: orderGiftSchema,
  withdrawal: withdrawalPeriodSchema,
  /** The withdrawals made from this order, oldest first. */
  withdrawals: z.array(orderWithdrawalSchema),
  /** How it travels: the method, and the carrier, tracking number and link once shipped. */
  delivery: orderDeliverySchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  total_pages: z.number().int(),
  count: z.number().int(),
  has_previous: z.boolean(),
  has_next: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const ordersPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  pagination: paginationSchema,
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;
