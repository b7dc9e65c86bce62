/**
 * The order's life, in one place: its states and transitions (with the history of who, when
 * and why), stock reservation and release, creation from the cart, its money, and the jobs and
 * mails each transition queues. Checkout, the admin and the storefront reach orders only
 * through this file; nothing else writes `orders`, `order_items` or a product's stock.
 */
export { drizzleOn, type OrdersDatabase } from './database.js';
export { allowedMoves, type OrderMover } from './states.js';
export { releaseStock, reserveStock, stockLeft } from './stock.js';
export {
  createPendingOrder,
  orderTotal,
  readCart,
  setInvoiceCompany,
  readGiftChoice,
  type CartLine,
  type GiftChoice,
  type NewOrder,
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
  type PaidSession,
  type UnpaidCancellation,
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
export {
  orderLinesWithRefunds,
  recordRefund,
  type NewRefund,
  type RefundedLine,
} from './refunds.js';
export { refundOrderLines, type LineRefundChange, type LineRefundRequest } from './line-refunds.js';
export { soldPricesOfOrders, type SoldPrices } from './sold-prices.js';
export {
  chargesBeyondGoods,
  deliveredAt,
  orderLineLedgers,
  periodAnswer,
  withdrawalPeriodOf,
  withdrawFromOrder,
  withdrawnFromAllGoods,
  type LineLedger,
  type WithdrawalRequest,
} from './withdrawals.js';
export { mailWithdrawalLink, readWithdrawalLink } from './withdrawal-links.js';
export {
  changeOrderByStaff,
  type StaffChange,
  type StaffContext,
  type StaffRefund,
  type StaffRequest,
} from './staff.js';
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
  type CodeProblem,
} from './codes.js';
