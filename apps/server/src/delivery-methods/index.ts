/**
 * Delivery methods (issue 27, ADR 0075): the methods staff offer, their price per delivery
 * country with the free-delivery threshold, the estimate in Belgian working days, the
 * public list GET /api/delivery/methods/ and the overview GET /api/delivery/rates/ that the
 * shipping page and the terms read. What a cart pays for delivery is pricing's
 * (`deliveryCharge`); the cart keeps the customer's choice. Pick-up points come from the
 * carrier seam (carriers/).
 */
export { findOfferedMethod } from './methods.js';
export { deliveryMethodRoutes } from './routes.js';
export {
  chosenDelivery,
  offeredDeliveryChoices,
  readDeliveryChoice,
  saveDeliveryChoice,
  type ChosenDelivery,
} from './cart-choice.js';
