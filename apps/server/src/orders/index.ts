/**
 * The order's life, in one place (ADR 0025, ADR 0056): its states and transitions (with the
 * history of who, when and why), stock reservation and release, creation from the cart and its
 * codes, payment, staff changes, withdrawals and refunds, the customer's and staff's reads, and
 * the jobs and mails each transition queues. It owns `orders`, `order_items`, the history,
 * refunds, withdrawals and a product's stock; nothing else writes them, and modules read them
 * only through the staff's reads here (order-tables.test.ts, ADR 0061).
 * It may use the invoicing, gift-cards and pricing domains through their index.ts (a payment
 * issues the invoice and the cards bought; a refund the credit note), and db/, mail/outbox.ts,
 * mail/templates.ts, payments/, security/ and plugins/jobs.ts; never a module or checkout/.
 * Checkout, the admin and the storefront reach orders only through this file.
 */
export { allowedMoves } from './states.js';
export { reserveStock, stockLeft, type StockItem } from './stock.js';
export {
  createPendingOrder,
  readCart,
  setInvoiceCompany,
  readGiftChoice,
  type CartLine,
  type GiftChoice,
} from './create.js';
export {
  deleteExpiredOrderPhotos,
  findLinePhoto,
  linePhotoAttachment,
  linePhotosOfOrders,
} from './photos.js';
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
  findOwnOrderBySession,
  lastShippingCountry,
  listOwnOrders,
  orderMoneyAndDocuments,
  readOrderWithLines,
} from './reads.js';
export {
  deliveryMethodWasUsed,
  findStaffOrder,
  listStaffOrders,
  orderCountsOf,
  orderFigures,
  ordersNumbered,
  ordersOfCustomer,
  ordersToShip,
  staffOrderHistory,
  wasOrdered,
  type StaffOrderRow,
} from './staff-reads.js';
export {
  findStaffWithdrawal,
  listStaffWithdrawals,
  staffWithdrawalsOfOrder,
  staffWithdrawalsToRefund,
} from './staff-withdrawals.js';
export { salesRows } from './sales-reads.js';
export { anonymiseOrdersOf, orderMailKeysOf, ordersForExport } from './data-rights.js';
export { orderLinesWithRefunds, recordRefund } from './refunds.js';
export { refundOrderLines } from './line-refunds.js';
export { orderLineLedgers, withdrawFromOrder } from './withdrawals.js';
export { mailWithdrawalLink, readWithdrawalLink } from './withdrawal-links.js';
export { sendOrderMails } from './order-mails.js';
export { changeOrderByStaff, type StaffChange, type StaffRefund } from './staff.js';
export { shipWithCarrierLabel, shippingLabelPdf } from './labels.js';
export {
  addCartCode,
  checkCartCodes,
  CodeRefusal,
  codeRefusalText,
  displayCode,
  dropCartCodes,
  pricingToApi,
  orderCodes,
  readCartCodes,
  removeCartCode,
  reserveDiscountRedemption,
  type CartCodes,
} from './codes.js';
