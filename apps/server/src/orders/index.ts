/**
 * The order's life, in one place (ADR 0025, ADR 0056): its states and transitions (with the
 * history of who, when and why), stock reservation and release, creation from the cart and its
 * codes, payment, staff changes, withdrawals and refunds, the customer's and staff's reads, and
 * the jobs and mails each transition queues. It owns `orders`, `order_items`, the history,
 * refunds, withdrawals and a product's stock; nothing else writes them.
 * It may use the invoicing, gift-cards and pricing domains through their index.ts (a payment
 * issues the invoice and the cards bought; a refund the credit note), and db/, mail/outbox.ts,
 * mail/templates.ts, payments/, security/ and plugins/jobs.ts; never a module or checkout/.
 * Checkout, the admin and the storefront reach orders only through this file.
 */
export { drizzleOn, type OrdersDatabase } from './database.js';
export { allowedMoves } from './states.js';
export { reserveStock, stockLeft } from './stock.js';
export {
  createPendingOrder,
  readCart,
  setInvoiceCompany,
  readGiftChoice,
  type CartLine,
  type GiftChoice,
} from './create.js';
export {
  cancelUnpaidOrder,
  claimPaymentOfGivenUpOrder,
  isOrderOlderThan,
  linkCheckoutSession,
  markOrderPaid,
  pendingCheckouts,
  pendingOrdersOlderThan,
  recordChargeRefunded,
  recordRefundOfGivenUpOrder,
  type OpenCheckout,
} from './payment.js';
export {
  documentLinks,
  findOwnOrderBySession,
  lastShippingCountry,
  listOwnOrders,
  orderGift,
  readOrderForConfirmation,
  readOrderWithLines,
} from './reads.js';
export { anonymiseOrdersOf, orderMailKeysOf, ordersForExport } from './data-rights.js';
export { orderLinesWithRefunds, priceOfUnits, recordRefund } from './refunds.js';
export { refundOrderLines } from './line-refunds.js';
export { orderLineLedgers, withdrawFromOrder, type LineLedger } from './withdrawals.js';
export { mailWithdrawalLink, readWithdrawalLink } from './withdrawal-links.js';
export { changeOrderByStaff, type StaffRefund } from './staff.js';
export {
  addCartCode,
  checkCartCodes,
  CodeRefusal,
  codeRefusalText,
  displayCode,
  dropCartCodes,
  MINIMUM_CHARGE,
  priceOrder,
  pricingToApi,
  orderCodes,
  readCartCodes,
  removeCartCode,
  reserveDiscountRedemption,
  type CartCodes,
  type Pricing,
  type PricingLine,
} from './codes.js';
