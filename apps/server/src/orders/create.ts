import { and, asc, eq } from 'drizzle-orm';
import {
  hasWithdrawalRight,
  sumMoney,
  type CompanyInvoice,
  type VatNumberCheck,
  type GiftCardRecipient,
  type DeliveryKind,
  type DeliveryPickupPointSnapshot,
  type Language,
  type Money,
  type VatCountry,
  type VatRate,
  type VatTreatment,
  brusselsDay,
  ZERO_MONEY,
  SHOP_COUNTRY,
} from '@shop/contracts';
import {
  cartGiftOptions,
  cartItems,
  orderItems,
  orders,
  products,
  type LinePhotoRef,
} from '../db/schema.js';
import { keepOrderedPhotos } from './photos.js';
import { readShopSettings } from '../db/shop-settings.js';
import { chargedPrice, localisedProductName, productIsOffered } from '../db/catalog-rules.js';
import { redeemGiftCards } from '../gift-cards/index.js';
import {
  grossOf,
  variantPrices,
  vatRateOn,
  wrappingVatRate,
  type Pricing,
} from '../pricing/index.js';
import { nameWithVariant, readVariants, type StoredVariant } from '../db/variants.js';
import type { AnyDatabase } from '../db/transaction.js';
import { recordHistory } from './states.js';

export interface CartLine {
  productId: number;
  /** The chosen combination of a product with options (ADR 0080); its stock is the variant's. */
  variant: StoredVariant | null;
  name: string;
  /** The catalogue's price, "12.50". */
  price: Money;
  quantity: number;
  personalization: string;
  isAvailable: boolean;
  /** The rate of the product's VAT category today; the order keeps it as sold. */
  vatRate: VatRate;
  /** Units on hand when read; null: made to order. */
  stock: number | null;
  /** A money gift card (ADR 0039): never discounted. */
  isGiftCard: boolean;
  /** A text makes the goods to specification: the line has no right of withdrawal (ADR 0046). */
  personalizationRemovesWithdrawal: boolean;
  /** A gift card line's recipient chosen when adding it (issue 31), kept on the order's line. */
  giftCardRecipient: GiftCardRecipient | null;
  /** The customer's photo on the gift and its placement (issue 29); null: none. */
  photo: LinePhotoRef | null;
}

/** The customer's cart with names in `language` and prices from the catalogue, oldest line first. */
export async function readCart(
  db: AnyDatabase,
  userId: number,
  language: Language,
  /** Whose VAT the sale owes (ADR 0093): each line's rate is that country's for its category. */
  vatCountry: VatCountry,
): Promise<CartLine[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      name: localisedProductName(language),
      price: chargedPrice,
      regularPrice: products.price,
      quantity: cartItems.quantity,
      personalization: cartItems.personalization,
      isAvailable: productIsOffered,
      vatCategory: products.vatCategory,
      stock: products.stock,
      isGiftCard: products.isGiftCard,
      personalizationRemovesWithdrawal: products.personalizationRemovesWithdrawal,
      giftCardRecipient: cartItems.giftCardRecipient,
      photo: cartItems.photo,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const variants = await readVariants(
    db,
    rows.flatMap((row) => (row.variantId === null ? [] : [row.variantId])),
  );
  const today = brusselsDay(new Date());
  return rows.map(({ variantId, regularPrice, vatCategory, ...row }) => {
    const variant = variantId === null ? null : (variants.get(variantId) ?? null);
    return {
      ...row,
      name: nameWithVariant(row.name, variant?.options ?? null, language),
      variant,
      // A variant's own price gets the product's sale as pricing says (ADR 0080).
      price: variant
        ? variantPrices({ regular: regularPrice, charged: row.price }, variant.price).charged
        : row.price,
      stock: variant ? variant.stock : row.stock,
      vatRate: vatRateOn(vatCategory, vatCountry, today),
    };
  });
}

/** What the lines cost together: each unit price times its quantity, in exact cents. */
export function orderTotal(lines: readonly { price: Money; quantity: number }[]): Money {
  return sumMoney(lines.map((line) => grossOf({ unitPrice: line.price, quantity: line.quantity })));
}

/** The cart's gift choice, priced: what the order keeps (ADR 0037). */
export interface GiftChoice {
  isGift: boolean;
  /** Empty when there is none. */
  message: string;
  /** What wrapping costs now (VAT included); null when the gift is not wrapped. */
  wrappingPrice: Money | null;
}

export const NO_GIFT: GiftChoice = { isGift: false, message: '', wrappingPrice: null };

/** The customer's gift choice with wrapping priced from the shop's settings, never the client. */
export async function readGiftChoice(db: AnyDatabase, userId: number): Promise<GiftChoice> {
  const [choice] = await db
    .select({
      isGift: cartGiftOptions.isGift,
      message: cartGiftOptions.message,
      wrapping: cartGiftOptions.wrapping,
    })
    .from(cartGiftOptions)
    .where(eq(cartGiftOptions.userId, userId));
  if (!choice?.isGift) return NO_GIFT;
  const wrappingPrice = choice.wrapping ? (await readShopSettings(db)).giftWrappingPrice : null;
  return { isGift: true, message: choice.message, wrappingPrice };
}

/** The lines and, when the gift is wrapped, the wrapping, in exact cents. */
export function orderTotalWithGift(
  lines: readonly { price: Money; quantity: number }[],
  gift: GiftChoice,
): Money {
  const lineTotal = orderTotal(lines);
  return gift.wrappingPrice === null ? lineTotal : sumMoney([lineTotal, gift.wrappingPrice]);
}

export interface NewOrder {
  userId: number;
  email: string;
  language: Language;
  lines: readonly CartLine[];
  /** The company the invoice is to be made out to; null: the customer. */
  invoiceCompany?: CompanyInvoice | null;
  /** What VIES said of the company's VAT number at this checkout (ADR 0098); null: no company. */
  vatNumberCheck?: VatNumberCheck | null;
  gift: GiftChoice;
  /** The codes' part (ADR 0040): the discount per line, its code, and what gift cards pay. */
  pricing?: { pricing: Pricing; discountCode: { id: number; code: string } | null };
  /** The delivery chosen (issue 27); its price as charged is the pricing's `delivery`. */
  delivery?: OrderDelivery | null;
  /** Whose VAT the order owes (ADR 0093); absent: Belgium's. */
  vatCountry?: VatCountry;
  /**
   * How it is taxed (ADR 0094); absent: as `vatCountry` says. Under reverse charge the lines
   * and the wrapping are the priced ones, without Belgian VAT, at 0 %.
   */
  vatTreatment?: VatTreatment;
}

/** The delivery an order keeps: the method as chosen and, for a pick-up point, its snapshot. */
export interface OrderDelivery {
  method: string;
  kind: DeliveryKind;
  pickupPoint: DeliveryPickupPointSnapshot | null;
}

/**
 * A pending order with a snapshot of its lines (names, prices and VAT rates as sold, and whether
 * each may be withdrawn from), its gift (message, wrapping as priced) and its first history row.
 */
export async function createPendingOrder(
  db: AnyDatabase,
  order: NewOrder,
): Promise<{ id: number; createdAt: Date; total: Money }> {
  const pricing = order.pricing?.pricing ?? null;
  const total = pricing ? pricing.toPay : orderTotalWithGift(order.lines, order.gift);
  const discountCode = order.pricing?.discountCode ?? null;
  const [created] = await db
    .insert(orders)
    .values({
      userId: order.userId,
      status: 'pending',
      totalAmount: total,
      currency: 'eur',
      language: order.language,
      email: order.email,
      invoiceCompany: order.invoiceCompany ?? null,
      vatNumberCheck: order.vatNumberCheck ?? null,
      isGift: order.gift.isGift,
      giftMessage: order.gift.message,
      giftWrappingPrice: order.gift.wrappingPrice,
      giftWrappingVatRate:
        order.gift.wrappingPrice === null
          ? null
          : order.vatTreatment === 'reverse-charge'
            ? 0
            : Number(wrappingVatRate(order.vatCountry ?? SHOP_COUNTRY, brusselsDay(new Date()))),
      vatCountry: order.vatCountry ?? SHOP_COUNTRY,
      vatTreatment:
        order.vatTreatment ??
        ((order.vatCountry ?? SHOP_COUNTRY) === SHOP_COUNTRY ? 'domestic' : 'destination'),
      discountCode: discountCode?.code ?? null,
      discountCodeId: discountCode?.id ?? null,
      discountTotal: pricing?.discount ?? ZERO_MONEY,
      giftCardTotal: pricing?.giftCardTotal ?? ZERO_MONEY,
      ...(order.delivery ? deliveryColumns(order.delivery, pricing?.delivery ?? ZERO_MONEY) : {}),
    })
    .returning({ id: orders.id, createdAt: orders.createdAt });
  const { id, createdAt } = created!;
  if (order.lines.length > 0) {
    await db.insert(orderItems).values(
      order.lines.map((line, index) => ({
        orderId: id,
        productId: line.productId,
        variantId: line.variant?.id ?? null,
        variantSku: line.variant?.sku ?? null,
        variantOptions: line.variant?.options ?? null,
        productName: line.name,
        unitPrice: line.price,
        quantity: line.quantity,
        personalization: line.personalization,
        vatRate: Number(line.vatRate),
        withdrawalRight: hasWithdrawalRight(
          line.personalization,
          line.personalizationRemovesWithdrawal,
          line.photo !== null,
        ),
        discountAmount: pricing?.lineDiscounts[index] ?? ZERO_MONEY,
        giftCardRecipient: line.giftCardRecipient,
        photo: line.photo,
      })),
    );
    await keepOrderedPhotos(db, order.lines);
  }
  if (pricing) await redeemGiftCards(db, id, pricing.cardPayments);
  await recordHistory(db, id, { from: null, to: 'pending', reason: { code: 'checkoutStarted' } });
  return { id, createdAt, total };
}

/**
 * The delivery columns of a new order. A pick-up point's address is the order's delivery address
 * (the packing slip and the label read it); no payment page asks one then.
 */
function deliveryColumns(delivery: OrderDelivery, price: Money) {
  const point = delivery.pickupPoint;
  return {
    deliveryMethod: delivery.method,
    deliveryKind: delivery.kind,
    deliveryPrice: price,
    deliveryPickupPoint: point,
    ...(point
      ? {
          shippingName: point.name,
          shippingAddress1: `${point.street} ${point.house_number}`.trim(),
          shippingPostalCode: point.postal_code,
          shippingCity: point.city,
          shippingCountry: point.country,
        }
      : {}),
  };
}

/**
 * The company a pending order's invoice is to be made out to, as asked at the latest checkout
 * start (an open payment page handed out again takes the newest choice), with what VIES said
 * of its VAT number then; null: the customer.
 */
export async function setInvoiceCompany(
  db: AnyDatabase,
  orderId: number,
  company: CompanyInvoice | null,
  vatNumberCheck: VatNumberCheck | null,
): Promise<void> {
  await db
    .update(orders)
    .set({ invoiceCompany: company, vatNumberCheck: company ? vatNumberCheck : null })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}
