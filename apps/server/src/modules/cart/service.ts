import {
  brusselsDay,
  graphemeLength,
  hasVisibleCharacter,
  hasWithdrawalRight,
  MAX_LINE_QUANTITY,
  moneyFromCents,
  moneyToApi,
  type Cart,
  type CartDelivery,
  type CartItem,
  type GiftCardRecipient,
  type DeliveryPickupPointSnapshot,
  type Language,
  type LinePhotoInput,
  type Money,
  type PersonalizationMode,
  type VatCountry,
  SHOP_COUNTRY,
} from '@shop/contracts';
import { checkLinePhoto, linePhotoToApi } from './photo.js';
import type { Database } from '../../db/client.js';
import {
  addCartCode,
  checkCartCodes,
  CodeRefusal,
  codeRefusalText,
  displayCode,
  dropCartCodes,
  pricingToApi,
  removeCartCode,
  type CartCodes,
} from '../../orders/index.js';
import { checkSendOnOfNewCard } from '../../gift-cards/index.js';
import {
  grossOf,
  priceOrder,
  vatCountryOfSale,
  vatRateOn,
  wrappingVatRate,
  type PricingLine,
} from '../../pricing/index.js';
import {
  findOfferedMethod,
  saveDeliveryChoice,
  type ChosenDelivery,
} from '../../delivery-methods/index.js';
import { AppError } from '../../errors.js';
import { serverText, type TextKey } from '../../i18n/texts.js';
import { mediaUrl } from '../../media/images.js';
import { findVariantOfProduct, hasOptions, lineVariantOf } from '../../db/variants.js';
import {
  addToLine,
  deleteAllLines,
  deleteLine,
  findOwnLine,
  findProductForCart,
  quantitiesInCart,
  saveGiftChoice,
  selectCartLines,
  setLineQuantity,
  type CartGiftRow,
  type CartLineRow,
} from './queries.js';

/**
 * The cart's rules.
 *
 * Quantity limits: a line holds 1 to 10, and when the product tracks stock (`stock` not null)
 * the user's lines of that product together hold at most the stock. A request that would go
 * beyond either limit is refused as a whole with 409 and a `quantity` message naming how many
 * can still be added; it is never capped silently, so what the customer sees in the cart is
 * always exactly what they asked for or an explanation. Twenty concurrent adds of one item thus
 * leave one line of 10 and ten refusals.
 *
 * Prices always come from the products table; the client only names a product, a text and a
 * quantity.
 */

/** Unit price × quantity, as pricing computes it (ADR 0058). */
function lineTotal(row: CartLineRow): Money {
  return grossOf(row);
}

function toItem(row: CartLineRow, language: Language): CartItem {
  return {
    id: row.id,
    quantity: row.quantity,
    personalization: row.personalization,
    withdrawal_right: hasWithdrawalRight(
      row.personalization,
      row.personalizationRemovesWithdrawal,
      row.photo !== null,
    ),
    photo: linePhotoToApi(row.photo),
    unit_price: moneyToApi(row.unitPrice),
    line_total: moneyToApi(lineTotal(row)),
    gift_card_recipient: row.giftCardRecipient,
    variant: row.variant ? lineVariantOf(row.variant, language) : null,
    product: {
      id: row.productId,
      slug: row.slug,
      name: row.name,
      price: moneyToApi(row.unitPrice),
      main_image_url: mediaUrl(row.mainImagePath),
      is_available: row.isAvailable,
      personalization: {
        mode: row.personalizationMode,
        label: row.personalizationLabel,
        max_length: row.personalizationMaxLength,
      },
    },
  };
}

const NO_CODES: CartCodes = { discount: null, cards: [], refused: [] };

/** Whose cart: the account, and the sign-in its access token belongs to. */
export interface CartAccount {
  id: number;
  sessionId: string;
}

/**
 * The account's cart; null when there is no such account (deleted since its token was made)
 * or its sign-in has ended.
 */
export async function getCartOfAccount(
  db: Database,
  account: CartAccount,
  language: Language,
): Promise<Cart | null> {
  const cart = await selectCartLines(db, account.id, account.sessionId, language);
  if (!cart) return null;
  const rows = cart.lines;
  const items = rows.map((row) => toItem(row, language));
  const wrapping = wrappingTotal(cart.gift, rows.length > 0);
  const { delivery } = cart;
  const vatCountry = vatCountryOfSale({
    ossEnabled: cart.ossEnabled,
    deliveryCountry: delivery?.country ?? null,
  });
  const today = brusselsDay(new Date());
  const pricingLines = rows.map((row) => pricingLine(row, vatCountry));
  // Every code is checked again: one that expired or ran out since it was added is dropped, so
  // the cart shows only what applies (ADR 0040).
  const codes = cart.hasCodes
    ? await checkCartCodes(db, account.id, pricingLines, { now: new Date(), lock: false })
    : NO_CODES;
  await dropCartCodes(
    db,
    account.id,
    codes.refused.map((refusal) => refusal.code),
  );
  const pricing = priceOrder({
    lines: pricingLines,
    // The wrapping is a service at its own rate (ADR 0037), as the invoice states it.
    wrapping: wrapping > 0 ? { amount: wrapping, rate: wrappingVatRate(vatCountry, today) } : null,
    standardRate: vatRateOn('standard', vatCountry, today),
    discount: codes.discount,
    cards: codes.cards,
    // An empty cart has nothing to deliver.
    delivery: delivery && rows.length > 0 ? delivery.method.rate : null,
  });
  return {
    items,
    ...pricingToApi(pricing),
    item_count: rows.reduce((sum, row) => sum + row.quantity, 0),
    vat_breakdown: pricing.vatBreakdown,
    gift: { is_gift: cart.gift.isGift, message: cart.gift.message, wrapping: cart.gift.wrapping },
    wrapping_total: moneyToApi(wrapping),
    delivery: delivery ? deliveryToApi(delivery, pricing.delivery) : null,
    delivery_total: moneyToApi(pricing.delivery),
    codes: [
      ...(codes.discount
        ? [
            {
              code: codes.discount.code,
              kind: 'discount' as const,
              amount: moneyToApi(pricing.discount),
              balance_after: null,
            },
          ]
        : []),
      ...pricing.cardPayments.map((payment) => ({
        code: displayCode(payment.code, 'gift_card'),
        kind: 'gift_card' as const,
        amount: moneyToApi(payment.amount),
        balance_after: moneyToApi(payment.balanceAfter),
      })),
    ],
  };
}

function deliveryToApi(delivery: ChosenDelivery, charged: Money): CartDelivery {
  return {
    method: delivery.method.code,
    kind: delivery.method.kind,
    name: delivery.method.name,
    country: delivery.country,
    price: moneyToApi(charged),
    pickup_point: delivery.pickupPoint,
  };
}

/** Looks a carrier's pick-up point up by id in a country (the carrier seam); null: not on its list. */
export type PickupPointLookup = (
  country: string,
  id: string,
) => Promise<DeliveryPickupPointSnapshot | null>;

/**
 * The cart's delivery choice (PUT /api/cart/delivery/): a method offered in a delivered country
 * and, for a pick-up point method, a point from the carrier's list; else a 400 per field.
 */
export async function setDeliveryChoice(
  db: Database,
  account: CartAccount,
  language: Language,
  request: { method: string; country: string; pickupPointId: string | undefined },
  context: { shippingCountries: readonly string[]; findPickupPoint: PickupPointLookup },
): Promise<Cart> {
  const refuse = (field: string, key: Parameters<typeof serverText>[1]) => {
    const message = serverText(language, key);
    return AppError.validation({ [field]: [message] }, message);
  };
  if (!context.shippingCountries.includes(request.country)) {
    throw refuse('country', 'delivery.countryNotDelivered');
  }
  const method = await findOfferedMethod(db, request.method, request.country, language);
  if (!method) throw refuse('method', 'delivery.methodNotOffered');
  let pickupPoint: DeliveryPickupPointSnapshot | null = null;
  if (method.kind === 'pickup_point') {
    if (request.pickupPointId === undefined) {
      throw refuse('pickup_point_id', 'delivery.pickupPointRequired');
    }
    pickupPoint = await context.findPickupPoint(request.country, request.pickupPointId);
    if (!pickupPoint) throw refuse('pickup_point_id', 'delivery.pickupPointUnknown');
  }
  await saveDeliveryChoice(db, account.id, {
    methodCode: method.code,
    country: request.country,
    pickupPoint,
  });
  return getCart(db, account, language);
}

/** A cart line as pricing sees it, at the rate of the country whose VAT the sale owes (ADR 0093). */
function pricingLine(row: CartLineRow, vatCountry: VatCountry): PricingLine {
  return {
    unitPrice: row.unitPrice,
    quantity: row.quantity,
    rate: vatRateOn(row.vatCategory, vatCountry, brusselsDay(new Date())),
    // A money gift card is never discounted and is a multi-purpose voucher: outside VAT's scope (ADR 0044).
    isGiftCard: row.isGiftCard,
  };
}

/** A refused code as a 400 saying why, in the customer's language. */
function codeRefusalError(language: Language, refusal: CodeRefusal): AppError {
  // The answer's own `code` is the error's code, so the message is the `detail` (and `error`).
  return AppError.withErrorText('validation_error', codeRefusalText(language, refusal));
}

/**
 * Puts a gift card or discount code on the cart (POST /api/cart/codes/): 400 with the reason
 * when it cannot be used.
 */
export async function addCode(
  db: Database,
  account: CartAccount,
  language: Language,
  typedCode: string,
): Promise<Cart> {
  const cart = await selectCartLines(db, account.id, account.sessionId, language);
  if (!cart) throw new AppError('not_authenticated', { key: 'errors.accessTokenInvalid' });
  try {
    // A code's rules weigh the lines' prices, never their VAT: the shop country's rates serve.
    const lines = cart.lines.map((row) => pricingLine(row, SHOP_COUNTRY));
    await addCartCode(db, account.id, typedCode, lines, new Date());
  } catch (error) {
    if (error instanceof CodeRefusal) throw codeRefusalError(language, error);
    throw error;
  }
  return getCart(db, account, language);
}

/** Takes a code off the cart (DELETE /api/cart/codes/{code}/); 404 when it is not on it. */
export async function removeCode(
  db: Database,
  account: CartAccount,
  language: Language,
  typedCode: string,
): Promise<Cart> {
  if (!(await removeCartCode(db, account.id, typedCode))) {
    throw AppError.notFound(serverText(language, 'cart.codes.notOnCart'));
  }
  return getCart(db, account, language);
}

/** Wrapping is charged once per cart, only when there is something to wrap. */
function wrappingTotal(gift: CartGiftRow, hasLines: boolean): Money {
  return gift.isGift && gift.wrapping && hasLines ? gift.wrappingPrice : ZERO;
}

const ZERO = moneyFromCents(0);

/**
 * The cart's gift choice (PUT /api/cart/gift/). The message is cleaned by the request schema
 * (ADR 0018); not a gift keeps neither a message nor wrapping, so nothing hidden is charged or
 * printed later.
 */
export async function setGiftChoice(
  db: Database,
  account: CartAccount,
  language: Language,
  request: { isGift: boolean; message: string; wrapping: boolean },
): Promise<Cart> {
  await saveGiftChoice(
    db,
    account.id,
    request.isGift ? request : { isGift: false, message: '', wrapping: false },
  );
  return getCart(db, account, language);
}

/** The cart of a user the request has just authenticated. */
async function getCart(db: Database, account: CartAccount, language: Language): Promise<Cart> {
  const cart = await getCartOfAccount(db, account, language);
  if (!cart) throw new AppError('not_authenticated', { key: 'errors.accessTokenInvalid' });
  return cart;
}

/** The text to store for a product's personalisation mode, or a 400 naming the field. */
function checkPersonalization(
  language: Language,
  product: { personalizationMode: PersonalizationMode; personalizationMaxLength: number },
  text: string,
): string {
  const fail = (message: string) => AppError.validation({ personalization: [message] }, message);
  if (product.personalizationMode === 'none') {
    if (text !== '') throw fail(serverText(language, 'cart.personalizationNotOffered'));
    return '';
  }
  if (product.personalizationMode === 'required' && text === '') {
    throw fail(serverText(language, 'cart.personalizationRequired'));
  }
  // Something that shows only marks or nothing cannot be engraved or printed.
  if (text !== '' && !hasVisibleCharacter(text)) {
    throw fail(serverText(language, 'validation.textNothingVisible'));
  }
  // Counted as the storefront's counter counts: characters as people see them.
  if (graphemeLength(text) > product.personalizationMaxLength) {
    throw fail(
      serverText(language, 'cart.personalizationTooLong', {
        max: product.personalizationMaxLength,
      }),
    );
  }
  return text;
}

function limitExceeded(language: Language, allowed: number, limit: number): AppError {
  const message =
    allowed > 0
      ? serverText(language, 'cart.tooMany', { allowed })
      : serverText(language, 'cart.noMore', { limit });
  return new AppError('conflict', message, { quantity: [message] });
}

export async function addItem(
  db: Database,
  account: CartAccount,
  language: Language,
  request: {
    productId: number;
    quantity: number;
    personalization: string;
    giftCardRecipient: GiftCardRecipient | null;
    /** How long a card issued now is valid (config): a recipient's day may not pass it. */
    giftCardValidityMonths: number;
    variantId: number | null;
    photo?: LinePhotoInput | undefined;
  },
): Promise<Cart> {
  const product = await findProductForCart(db, request.productId);
  if (!product) {
    const message = serverText(language, 'cart.productNotFound');
    throw new AppError('not_found', message, { product_id: [message] });
  }
  const variant = await checkVariant(db, language, product.id, request.variantId);
  // A product with options counts stock per variant (ADR 0080).
  const stock = variant ? variant.stock : product.stock;
  if (!product.isAvailable || product.stock === 0) {
    const message = serverText(language, 'cart.unavailable');
    throw new AppError('conflict', message, { product_id: [message] });
  }
  if (variant?.stock === 0) {
    const message = serverText(language, 'cart.variantUnavailable');
    throw new AppError('conflict', message, { variant_id: [message] });
  }
  const personalization = checkPersonalization(language, product, request.personalization);
  const photo = await checkLinePhoto(db, language, account.id, product.id, request.photo);
  const { giftCardRecipient } = request;
  if (giftCardRecipient) {
    if (!product.isGiftCard) {
      throw AppError.validation({
        gift_card_recipient: [serverText(language, 'cart.recipientOnlyForGiftCards')],
      });
    }
    await checkSendOnOfNewCard(db, giftCardRecipient.send_on, request.giftCardValidityMonths);
  }

  const line = await addToLine(db, {
    userId: account.id,
    productId: product.id,
    variantId: variant?.id ?? null,
    personalization,
    quantity: request.quantity,
    giftCardRecipient,
    photo,
  });
  if (!line) {
    const inCart = await quantitiesInCart(
      db,
      account.id,
      product.id,
      variant?.id ?? null,
      personalization,
    );
    const lineRoom = MAX_LINE_QUANTITY - inCart.line;
    const stockRoom = stock === null ? lineRoom : stock - inCart.product;
    const limit = stock === null ? MAX_LINE_QUANTITY : Math.min(MAX_LINE_QUANTITY, stock);
    throw limitExceeded(language, Math.max(0, Math.min(lineRoom, stockRoom)), limit);
  }
  return getCart(db, account, language);
}

/**
 * The variant an add names: required for a product with options, refused for one without, and
 * it must be one of the product's own (400 naming `variant_id` otherwise).
 */
async function checkVariant(
  db: Database,
  language: Language,
  productId: number,
  variantId: number | null,
): Promise<{ id: number; stock: number | null } | null> {
  const fail = (key: TextKey) => {
    const message = serverText(language, key);
    return AppError.validation({ variant_id: [message] }, message);
  };
  if (variantId === null) {
    if (await hasOptions(db, productId)) throw fail('cart.variantRequired');
    return null;
  }
  const variant = await findVariantOfProduct(db, productId, variantId);
  if (variant) return variant;
  throw fail((await hasOptions(db, productId)) ? 'cart.variantNotFound' : 'cart.variantNotOffered');
}

function lineNotFound(language: Language): AppError {
  return AppError.notFound(serverText(language, 'cart.lineNotFound'));
}

/** Sets a line's quantity; 0 or less removes the line (spec §4). */
export async function updateItem(
  db: Database,
  account: CartAccount,
  language: Language,
  itemId: number,
  quantity: number,
): Promise<Cart> {
  if (quantity <= 0) return removeItem(db, account, language, itemId);
  const line = await findOwnLine(db, account.id, itemId);
  if (!line) throw lineNotFound(language);
  if (quantity > line.quantity) {
    // Lowering is always allowed, so a customer can tidy a line whose product left the shop.
    if (!line.isAvailable) {
      const message = serverText(language, 'cart.cannotIncrease');
      throw new AppError('conflict', message, { quantity: [message] });
    }
    if (line.stock !== null && line.otherLinesQuantity + quantity > line.stock) {
      const allowedLine = Math.max(0, line.stock - line.otherLinesQuantity);
      const message = serverText(language, 'cart.lineLimit', { limit: allowedLine });
      throw new AppError('conflict', message, { quantity: [message] });
    }
  }
  if (!(await setLineQuantity(db, account.id, itemId, quantity))) throw lineNotFound(language);
  return getCart(db, account, language);
}

export async function removeItem(
  db: Database,
  account: CartAccount,
  language: Language,
  itemId: number,
): Promise<Cart> {
  if (!(await deleteLine(db, account.id, itemId))) throw lineNotFound(language);
  return getCart(db, account, language);
}

export async function clearCart(
  db: Database,
  account: CartAccount,
  language: Language,
): Promise<Cart> {
  await deleteAllLines(db, account.id);
  return getCart(db, account, language);
}
