import {
  brusselsDay,
  GIFT_WRAPPING_VAT_RATE,
  moneyFromCents,
  multiplyMoney,
  remainingMoney,
  splitMoney,
  subtractMoney,
  sumMoney,
  vatBreakdown,
  vatIncluded,
  vatRateOf,
  type Money,
  type VatBreakdownLine,
  type VatCountry,
  type VatRate,
  type VatTreatment,
  SHOP_COUNTRY,
} from '@shop/contracts';
import { vatRateOn } from './vat-rates.js';

/** A discount code's rule as pricing needs it (its `discount_codes` row): a whole percent, or an amount off. */
export interface DiscountRule {
  /** 'free_delivery' takes nothing off the lines: delivery is free (`deliveryCharge`). */
  kind: 'percent' | 'amount' | 'free_delivery';
  /** The whole percent off, for 'percent'. */
  percentOff: number | null;
  /** The amount off, for 'amount'. */
  amountOff: Money | null;
}

/** A cart or order line as pricing sees it: prices are VAT-inclusive, in the line's rate. */
export interface PricingLine {
  unitPrice: Money;
  quantity: number;
  rate: VatRate;
  /**
   * A money gift card (ADR 0039): never discounted (that would sell money below its value) and,
   * as a multi-purpose voucher, outside the scope of VAT (ADR 0044).
   */
  isGiftCard: boolean;
  /**
   * The line's share of a discount as it was sold (an order's stored `discount_amount`). When
   * every line carries it, pricing keeps these shares; otherwise the discount rule is spread.
   */
  discount?: Money;
}

/** A charge beside the goods at its own rate: the gift wrapping (a service, ADR 0037). */
export interface PricedCharge {
  amount: Money;
  rate: VatRate;
}

export interface CardOnCart {
  id: number;
  code: string;
  balance: Money;
}

/** A line priced: what it cost before and after its share of the discount, and its VAT. */
export interface PricedLine {
  /** The unit price as sold (without Belgian VAT for a reverse-charge buyer, ADR 0094). */
  unitPrice: Money;
  /** Unit price × quantity. */
  gross: Money;
  /** The line's share of the discount (0 for gift card products). */
  discount: Money;
  /** What the line was sold for: gross − discount, VAT included. */
  amount: Money;
  rate: VatRate;
  /** A gift card sold: no taxable amount of any rate. */
  outOfScope: boolean;
  /** The VAT in `amount` on its own (informative: the breakdown rounds once per rate). */
  vat: Money;
}

export interface Pricing {
  lines: PricedLine[];
  /** The lines before the discount. */
  subtotal: Money;
  discount: Money;
  /** Each line's share of the discount, in the lines' order (0 for gift card products). */
  lineDiscounts: Money[];
  /** The gift wrapping's amount (0 without it). */
  wrapping: Money;
  /** What delivery costs (0 when free or not chosen); its VAT follows the goods (ADR 0076). */
  delivery: Money;
  /** The delivery split over the goods' VAT rates in proportion to what they were sold for. */
  deliveryShares: PricedCharge[];
  /** What the order costs: subtotal − discount + wrapping + delivery. */
  due: Money;
  cardPayments: { id: number; code: string; amount: Money; balanceAfter: Money }[];
  giftCardTotal: Money;
  /** What is left to pay after the gift cards. */
  toPay: Money;
  /** The VAT once per rate over the lines as sold and the wrapping (gift cards left out). */
  vatBreakdown: VatBreakdownLine[];
}

/** Stripe's least card payment in euros: what is left to pay is 0 or at least this. */
export const MINIMUM_CHARGE = moneyFromCents(50);

/** The discount a code gives on `base` (the discountable lines): a percent rounds once. */
export function discountOn(base: Money, rule: DiscountRule | null): Money {
  if (!rule || base === 0 || rule.kind === 'free_delivery') return moneyFromCents(0);
  if (rule.kind === 'percent') {
    const percent = BigInt(rule.percentOff ?? 0);
    // Half a cent and above rounds up: (base × percent + 50) / 100 in whole cents.
    const cents = (BigInt(base) * percent + 50n) / 100n;
    return moneyFromCents(Math.min(Number(cents), base));
  }
  const off = rule.amountOff ?? moneyFromCents(0);
  return off > base ? base : off;
}

/** Unit price × quantity: what a line costs before any discount. */
export function grossOf(line: { unitPrice: Money; quantity: number }): Money {
  return multiplyMoney(line.unitPrice, line.quantity);
}

/** The discountable part of lines: what a discount and a code's minimum subtotal are measured on. */
export function discountableBase(
  lines: readonly Pick<PricingLine, 'unitPrice' | 'quantity' | 'isGiftCard'>[],
): Money {
  return sumMoney(lines.filter((line) => !line.isGiftCard).map(grossOf));
}

/**
 * A line as sold: unit price × quantity less its share of a discount, with its VAT. The one
 * place "unit price × quantity − discount" is written; an order's stored line reads through it.
 */
export function priceLine(line: PricingLine & { discount: Money }): PricedLine {
  const gross = grossOf(line);
  const amount = subtractMoney(gross, line.discount);
  return {
    unitPrice: line.unitPrice,
    gross,
    discount: line.discount,
    amount,
    rate: line.rate,
    outOfScope: line.isGiftCard,
    vat: line.isGiftCard ? moneyFromCents(0) : vatIncluded(amount, Number(line.rate)).vat,
  };
}

/**
 * The VAT of amounts, once per rate: each rate's amounts are added first and the VAT is taken
 * from that sum (rounded half up once per rate), so taxable plus VAT is the total to the cent.
 * A gift card sold (`outOfScope`) is no taxable amount of any rate and is left out (ADR 0039,
 * 0044), so the breakdown plus such lines make the total.
 */
export function vatPerRate(
  amounts: readonly { amount: Money; rate: VatRate; outOfScope?: boolean }[],
): VatBreakdownLine[] {
  return vatBreakdown(amounts.filter((line) => !line.outOfScope));
}

/**
 * The one price of a cart or order (ADR 0040, 0058), in exact cents: each line's unit price ×
 * quantity; the discount computed on the discountable lines and spread over them by weight
 * (largest remainder, so the shares add up to the discount), or the shares as sold when the
 * lines carry them; the wrapping at its own rate; the gift cards paying up to what is due in the
 * order they were added; and the VAT per line and once per rate.
 */
export function priceOrder(input: {
  lines: readonly PricingLine[];
  /** The wrapping as charged; null without wrapping (it then has no row in the breakdown). */
  wrapping: PricedCharge | null;
  discount: DiscountRule | null;
  cards: readonly CardOnCart[];
  /** The chosen delivery's rate (an order's: its price as charged); absent or null: none. */
  delivery?: DeliveryRate | null;
  /**
   * The standard rate of the country whose VAT the sale owes (ADR 0093): delivery of nothing
   * taxable is taxed at it. Absent: Belgium's.
   */
  standardRate?: VatRate;
  /**
   * A company supplied under reverse charge (ADR 0094): it pays the shown prices less the
   * Belgian VAT in them (the lines', the wrapping's and the delivery's at the rates it follows)
   * and every amount is at 0 %.
   */
  reverseCharge?: boolean;
}): Pricing {
  const reverseCharge = input.reverseCharge === true;
  const inputLines = reverseCharge ? input.lines.map(withoutVatOfLine) : input.lines;
  const subtotal = sumMoney(inputLines.map(grossOf));
  const asSold = inputLines.length > 0 && inputLines.every((line) => line.discount !== undefined);
  let lineDiscounts: Money[];
  if (asSold) {
    lineDiscounts = inputLines.map((line) => line.discount!);
  } else {
    const weights = inputLines.map((line) => (line.isGiftCard ? 0 : grossOf(line)));
    const discount = discountOn(sumMoney(weights as Money[]), input.discount);
    lineDiscounts =
      discount > 0 ? splitMoney(discount, weights) : inputLines.map(() => moneyFromCents(0));
  }
  const discount = sumMoney(lineDiscounts);
  const pricedLines = inputLines.map((line, index) =>
    priceLine({ ...line, discount: lineDiscounts[index]! }),
  );
  const wrappingCharged =
    input.wrapping && reverseCharge ? withoutVatOfCharge(input.wrapping) : input.wrapping;
  const wrapping = wrappingCharged?.amount ?? moneyFromCents(0);
  const deliveryCharged = input.delivery
    ? deliveryCharge(
        input.delivery,
        subtractMoney(subtotal, discount),
        input.discount?.kind === 'free_delivery',
      )
    : moneyFromCents(0);
  const sharesCharged = deliveryVatShares(
    deliveryCharged,
    pricedLines,
    input.standardRate ?? BELGIAN_STANDARD_RATE,
  );
  // Delivery follows the goods (ADR 0076): under reverse charge each share loses the VAT of
  // the rate it follows, and the lines theirs, all then at 0 %.
  const deliveryShares = reverseCharge
    ? atZeroRate(sharesCharged.map(withoutVatOfCharge))
    : sharesCharged;
  const delivery = reverseCharge
    ? sumMoney(deliveryShares.map((share) => share.amount))
    : deliveryCharged;
  const lines = reverseCharge ? pricedLines.map(lineAtZeroRate) : pricedLines;
  const due = sumMoney([subtractMoney(subtotal, discount), wrapping, delivery]);
  let left = due;
  const amounts = input.cards.map((card) => {
    const amount = card.balance < left ? card.balance : left;
    left = subtractMoney(left, amount);
    return amount;
  });
  // A card payment below the provider's minimum cannot be made: the cards then leave exactly
  // the minimum to pay (the last card added pays less), never a few cents.
  if (left > 0 && left < MINIMUM_CHARGE) {
    for (let index = amounts.length - 1; index >= 0 && left < MINIMUM_CHARGE; index--) {
      const giveBack = Math.min(amounts[index]!, MINIMUM_CHARGE - left) as Money;
      amounts[index] = subtractMoney(amounts[index]!, giveBack);
      left = sumMoney([left, giveBack]);
    }
  }
  const cardPayments: Pricing['cardPayments'] = input.cards.map((card, index) => ({
    id: card.id,
    code: card.code,
    amount: amounts[index]!,
    balanceAfter: remainingMoney(card.balance, amounts[index]!),
  }));
  return {
    lines,
    subtotal,
    discount,
    lineDiscounts,
    wrapping,
    delivery,
    deliveryShares,
    due,
    cardPayments,
    giftCardTotal: subtractMoney(due, left),
    toPay: left,
    vatBreakdown: vatPerRate([
      ...lines,
      ...(wrappingCharged ? [wrappingCharged] : []),
      ...deliveryShares,
    ]),
  };
}

/** Belgium's standard rate: the sale's when no other country's is said. */
const BELGIAN_STANDARD_RATE = vatRateOf(21);

/** The rate of a supply under reverse charge: the seller charges no VAT (art. 39bis W.btw). */
const REVERSE_CHARGE_RATE = vatRateOf(0);

/**
 * A VAT-inclusive amount less the VAT in it, rounded as the one rounding rule does
 * (`vatIncluded`): what a reverse-charge buyer pays for it (€24.95 at 21 % → €20.62).
 */
function withoutVat(amount: Money, rate: VatRate): Money {
  return vatIncluded(amount, Number(rate)).taxable;
}

/**
 * A line as a reverse-charge buyer is charged for it: its unit price less the Belgian VAT in
 * it. A gift card is money, outside VAT's scope: it costs its value. Already at 0 % (an order
 * read back) it stays as it is.
 */
function withoutVatOfLine<Line extends PricingLine>(line: Line): Line {
  if (line.isGiftCard) return line;
  return { ...line, unitPrice: withoutVat(line.unitPrice, line.rate) };
}

function withoutVatOfCharge(charge: PricedCharge): PricedCharge {
  return { amount: withoutVat(charge.amount, charge.rate), rate: REVERSE_CHARGE_RATE };
}

/** Charges at one rate merged into one at 0 % (none when nothing is charged). */
function atZeroRate(charges: readonly PricedCharge[]): PricedCharge[] {
  const amount = sumMoney(charges.map((charge) => charge.amount));
  return amount > 0 ? [{ amount, rate: REVERSE_CHARGE_RATE }] : [];
}

function lineAtZeroRate(line: PricedLine): PricedLine {
  if (line.outOfScope) return line;
  return { ...line, rate: REVERSE_CHARGE_RATE, vat: moneyFromCents(0) };
}

/**
 * Delivery follows the VAT of the goods it delivers (ADR 0076): one rate when the goods have
 * one, else split over their rates in proportion to what the goods of each rate were sold for
 * (after discount), losing no cent. Gift cards are outside VAT's scope and weigh nothing; with
 * nothing else in the parcel the delivery is a service at the sale's standard rate.
 */
function deliveryVatShares(
  delivery: Money,
  lines: readonly PricedLine[],
  standardRate: VatRate,
): PricedCharge[] {
  if (delivery === 0) return [];
  const taxable = lines.filter((line) => !line.outOfScope && line.amount > 0);
  const rates = [...new Set(taxable.map((line) => line.rate))];
  if (rates.length === 0) return [{ amount: delivery, rate: standardRate }];
  const weights = rates.map((rate) =>
    sumMoney(taxable.filter((line) => line.rate === rate).map((line) => line.amount)),
  );
  const shares = splitMoney(delivery, weights);
  return rates.map((rate, index) => ({ amount: shares[index]!, rate }));
}

/** A delivery method's price in a country, as `deliveryCharge` reads it. */
export interface DeliveryRate {
  price: Money;
  /** Free from this products' subtotal after discount; null: never free. */
  freeFrom: Money | null;
}

/**
 * What delivery costs a cart: the rate's price, or nothing from its free-delivery threshold on
 * the products' subtotal after discount (gift cards included: they are products bought), or
 * with a "free delivery" code. A discount code never reduces delivery otherwise.
 */
function deliveryCharge(
  rate: DeliveryRate,
  productsAfterDiscount: Money,
  freeDeliveryCode: boolean,
): Money {
  if (freeDeliveryCode) return moneyFromCents(0);
  if (rate.freeFrom !== null && productsAfterDiscount >= rate.freeFrom) return moneyFromCents(0);
  return rate.price;
}

/**
 * A line as an invoice or credit note states it without VAT: the unit price and the amount
 * each without their VAT, and the discount as the difference, so the row adds up to the cent.
 * The unit price's VAT is rounded on one unit, the amount's on the line: when that leaves the
 * amount a cent or so above unit price × quantity (2 × 10.00 at 21 %: 2 × 8.26 = 16.52 against
 * 16.53), there is no discount to state, never a negative one (which threw and left such an
 * order unpaid).
 */
export function lineWithoutVat(line: {
  unitPrice: Money;
  quantity: number;
  amount: Money;
  rate: VatRate;
}): { unitPriceExclVat: Money; amountExclVat: Money; discountExclVat: Money } {
  const unitPriceExclVat = vatIncluded(line.unitPrice, Number(line.rate)).taxable;
  const amountExclVat = vatIncluded(line.amount, Number(line.rate)).taxable;
  return {
    unitPriceExclVat,
    amountExclVat,
    discountExclVat: remainingMoney(
      grossOf({ unitPrice: unitPriceExclVat, quantity: line.quantity }),
      amountExclVat,
    ),
  };
}

/** An order's line as stored when it was sold (the `order_items` row). */
export interface SoldLine {
  unitPrice: Money;
  quantity: number;
  /** The VAT rate as sold, in percent. */
  vatRate: number;
  /** The line's share of the order's discount, as sold. */
  discountAmount: Money;
  /** A money gift card sold (a multi-purpose voucher, outside VAT's scope). */
  isGiftCard: boolean;
}

/** A stored line as pricing reads it. */
function asPricingLine(line: SoldLine): PricingLine & { discount: Money } {
  return {
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    rate: vatRateOf(line.vatRate),
    isGiftCard: line.isGiftCard,
    discount: line.discountAmount,
  };
}

/** One stored line priced as it was sold: what every reader of an order line takes its amount from. */
export function priceSoldLine(line: SoldLine): PricedLine {
  return priceLine(asPricingLine(line));
}

/**
 * An order priced as it was sold, from its stored lines (with their discount shares) and its
 * gift wrapping as charged (null: not wrapped). Gift cards that paid it are means of payment
 * and change none of its amounts or VAT (ADR 0039), so they are not asked for here.
 */
export function priceSoldOrder(order: {
  giftWrappingPrice: Money | null;
  giftWrappingVatRate: number | null;
  /** What delivery was charged (issue 27); 0 or absent: none. */
  deliveryPrice?: Money;
  /** Whose VAT the order owes and when it was made (ADR 0093); absent: Belgium's. */
  vatCountry?: VatCountry;
  createdAt?: Date;
  /** How it was taxed: under reverse charge its lines and charges were stored at 0 % (ADR 0094). */
  vatTreatment?: VatTreatment;
  lines: readonly SoldLine[];
}): Pricing {
  const reverseCharge = order.vatTreatment === 'reverse-charge';
  return priceOrder({
    reverseCharge,
    // Stored under reverse charge, a delivery of gift cards only is already without its VAT.
    standardRate: reverseCharge
      ? REVERSE_CHARGE_RATE
      : vatRateOn(
          'standard',
          order.vatCountry ?? SHOP_COUNTRY,
          brusselsDay(order.createdAt ?? new Date()),
        ),
    lines: order.lines.map(asPricingLine),
    wrapping: wrappingCharge(order),
    discount: null,
    cards: [],
    // As charged: its threshold was applied when it was sold.
    delivery: order.deliveryPrice ? { price: order.deliveryPrice, freeFrom: null } : null,
  });
}

/** The gift wrapping an order was charged, at its own rate (ADR 0037); null when not wrapped. */
export function wrappingCharge(order: {
  giftWrappingPrice: Money | null;
  giftWrappingVatRate: number | null;
}): PricedCharge | null {
  if (order.giftWrappingPrice === null) return null;
  return {
    amount: order.giftWrappingPrice,
    rate: vatRateOf(order.giftWrappingVatRate ?? GIFT_WRAPPING_VAT_RATE),
  };
}

/**
 * The price paid for `units` more units of a line sold for `lineTotal`, of which
 * `refundedQuantity` units and `refundedAmount` were refunded before: the last unit takes what
 * is left, so a line refunded unit by unit gives back its total to the cent, and never more.
 * One computation for what a refund gives back and what staff's withdrawal list says it will.
 */
export function priceOfUnits(
  line: { quantity: number; lineTotal: Money; refundedQuantity: number; refundedAmount: Money },
  units: number,
): Money {
  const after = line.refundedQuantity + units;
  const paidFor =
    after >= line.quantity
      ? line.lineTotal
      : moneyFromCents(Math.round((line.lineTotal * after) / line.quantity));
  return paidFor > line.refundedAmount ? subtractMoney(paidFor, line.refundedAmount) : (0 as Money);
}

/**
 * What a withdrawal's units of a line are worth, with the refund's own computation
 * (`priceOfUnits`): the units still owed cost exactly what refunding them now gives back; units
 * already refunded count at their share of what the line was sold for.
 */
export function worthOfWithdrawnUnits(
  line: { quantity: number; lineTotal: Money; refundedQuantity: number; refundedAmount: Money },
  quantity: number,
  refunded: number,
): Money {
  const owed = quantity > refunded ? priceOfUnits(line, quantity - refunded) : moneyFromCents(0);
  const paid = priceOfUnits(
    { ...line, refundedQuantity: 0, refundedAmount: moneyFromCents(0) },
    refunded,
  );
  return sumMoney([owed, paid]);
}
