import type { Language } from './i18n.js';

/**
 * Money: an amount of euros as a whole, non-negative number of cents (ADR 0021).
 *
 * A branded number, so it serialises and compares like one, while a plain number (a quantity,
 * a float of euros) cannot be passed where money is expected. Every way in checks that the
 * amount is an exact, safe integer of cents; every operation keeps it so or throws
 * `MoneyError`. Amounts never go through floating point: decimal strings are read digit by
 * digit, and products and quotients that could pass 2^53 are computed with BigInt.
 */
export type Money = number & { readonly __unit: 'euro cents' };

/** A value that is not an exact amount of cents, or an operation that would leave one. */
export class MoneyError extends RangeError {
  override name = 'MoneyError';
}

export const ZERO_MONEY = 0 as Money;

/** Money from a whole number of cents (Stripe's `amount`, a database integer). */
export function moneyFromCents(cents: number): Money {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new MoneyError(`Not a whole, non-negative number of cents: ${String(cents)}`);
  }
  // Normalises -0, which would otherwise print as "-0.00" in some formatters.
  return (cents + 0) as Money;
}

/** "49.90", "49.9", "49" (euros, as the API and PostgreSQL's numeric write them). */
const API_AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Money from the API's decimal string. Refuses anything that is not an exact cent amount
 * ("49.999", "4.9e1", " 49", "-1.00", "") rather than rounding it.
 */
export function parseMoney(text: string): Money {
  const match = API_AMOUNT.exec(text);
  if (!match) throw new MoneyError(`Not an amount of euros with at most two decimals: "${text}"`);
  return fromDigits(match[1] ?? '0', match[2] ?? '');
}

/**
 * The cents of a signed figure in the API's form ("-12.50"): a sales figure net of refunds
 * can be below zero, which an amount of `Money` never is. For arithmetic on reports only.
 */
export function signedCents(text: string): number {
  const negative = text.startsWith('-');
  const cents = parseMoney(negative ? text.slice(1) : text);
  return negative ? -cents : cents;
}

/** A signed number of cents in the API's form ("-12.50"): the inverse of `signedCents`. */
export function signedCentsToApi(cents: number): string {
  const text = moneyToApi(moneyFromCents(Math.abs(cents)));
  return cents < 0 ? `-${text}` : text;
}

/** Like `parseMoney`, but null instead of an error (for validating input). */
export function tryParseMoney(text: string): Money | null {
  try {
    return parseMoney(text);
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

function fromDigits(euros: string, fraction: string): Money {
  const cents = BigInt(euros) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new MoneyError('The amount is too large.');
  return Number(cents) as Money;
}

/** The API's form: euros with exactly two decimals, "49.90". */
export function moneyToApi(amount: Money): string {
  const cents = BigInt(amount);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/**
 * The locale whose digits and separators each language borrows (a Belgian shop). English
 * takes the British grouping ("1,234.50").
 */
export const MONEY_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  nl: 'nl-BE',
  fr: 'fr-BE',
};

/**
 * Where each language puts the euro sign (ADR 0072): English before the amount without a
 * space ("€49.90"), Dutch and French after it with a no-break space ("49,90 €"), the same on
 * every surface. Written here rather than taken from Intl's currency style, whose Dutch
 * ("€ 49,90") and whose versions differ between ICU releases.
 */
const EURO_SIGN_BEFORE: Record<Language, boolean> = { en: true, nl: false, fr: false };

/**
 * The separators of each language's amounts, as Intl writes them for MONEY_LOCALES (CLDR: a
 * comma and a point in British English, the reverse in Belgian Dutch, a narrow no-break space
 * and a comma in Belgian French; grouping from four digits on). Written here rather than
 * asked of Intl: a page's first `Intl.NumberFormat` loads ICU's number data, 12–40 ms of main
 * thread on this machine and four times that on Lighthouse's phone, inside the take-over of
 * every page with a price (ADR 0104). A property test holds these to what Intl writes.
 */
const AMOUNT_SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  nl: { group: '.', decimal: ',' },
  fr: { group: '\u202f', decimal: ',' },
};

/**
 * Money with the euro sign, the one form of every surface (storefront, mails, PDFs, admin):
 * "€49.90" in English, "49,90 €" in Dutch and French (ADR 0072). The no-break space keeps
 * the sign on the amount's line.
 */
export function formatMoney(amount: Money, language: Language): string {
  const number = formatMoneyAmount(amount, language);
  return EURO_SIGN_BEFORE[language] ? `€${number}` : `${number}\u00a0€`;
}

/**
 * The number alone with two decimals in the language's style: "1,234.50", "1.234,50",
 * "1 234,50" (for a field where the euro sign is the label's). From the exact decimal
 * string, never a float.
 */
export function formatMoneyAmount(amount: Money, language: Language): string {
  const { group, decimal } = AMOUNT_SEPARATORS[language];
  const [euros = '0', cents = '00'] = moneyToApi(amount).split('.');
  return `${euros.replace(/\B(?=(\d{3})+$)/g, group)}${decimal}${cents}`;
}

/** Separators each language writes and accepts; spaces of any kind group French thousands. */
const SEPARATORS: Record<Language, { group: RegExp; decimal: string }> = {
  en: { group: /,/g, decimal: '.' },
  nl: { group: /\./g, decimal: ',' },
  fr: { group: /[\s\u00a0\u202f.]/g, decimal: ',' },
};

/**
 * Money from an amount as a person of that language writes it, with or without the euro
 * sign: "€ 1.234,50", "1 234,50 €", "49,9", "€49.90". What `formatMoney` and
 * `formatMoneyAmount` print reads back to the same amount. Refuses more than two decimals,
 * misplaced group separators and anything else that is not an exact amount.
 */
export function parseLocalizedMoney(text: string, language: Language): Money {
  const { group, decimal } = SEPARATORS[language];
  const bare = text
    .trim()
    .replace(/^€[\s\u00a0\u202f]*|[\s\u00a0\u202f]*€$/u, '')
    .trim();
  const decimalAt = bare.lastIndexOf(decimal);
  const whole = decimalAt === -1 ? bare : bare.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : bare.slice(decimalAt + 1);
  const groups = whole.split(group);
  const wellGrouped =
    groups.length === 1 ||
    (/^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((part) => /^\d{3}$/.test(part)));
  const digits = groups.join('');
  if (!wellGrouped || !/^\d+$/.test(digits) || !/^\d{0,2}$/.test(fraction)) {
    throw new MoneyError(`Not an amount of euros: "${text}"`);
  }
  if (decimalAt !== -1 && fraction === '')
    throw new MoneyError(`Not an amount of euros: "${text}"`);
  return fromDigits(digits, fraction);
}

/** The sum of any number of amounts (zero for none). */
export function sumMoney(amounts: Iterable<Money>): Money {
  let total = 0;
  for (const amount of amounts) total += amount;
  return checked(total);
}

export function addMoney(...amounts: Money[]): Money {
  return sumMoney(amounts);
}

/** A unit price times a whole quantity (a line total). */
export function multiplyMoney(amount: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new MoneyError(`A quantity is a whole number of 0 or more: ${String(quantity)}`);
  }
  return checked(Number(BigInt(amount) * BigInt(quantity)));
}

/**
 * `amount - deduction`. A deduction larger than the amount (a refund above what was paid, a
 * discount above the price) is a mistake, not a negative amount: it throws. Use
 * `remainingMoney` where "nothing left" is the intended floor.
 */
export function subtractMoney(amount: Money, deduction: Money): Money {
  if (deduction > amount) {
    throw new MoneyError(
      `Cannot take ${moneyToApi(deduction)} from ${moneyToApi(amount)}: the result would be negative.`,
    );
  }
  return (amount - deduction) as Money;
}

/** What is left of `amount` after `used`, never below zero (e.g. a gift card's balance). */
export function remainingMoney(amount: Money, used: Money): Money {
  return (used >= amount ? 0 : amount - used) as Money;
}

export function compareMoney(a: Money, b: Money): number {
  return a - b;
}

function checked(cents: number): Money {
  if (!Number.isSafeInteger(cents)) throw new MoneyError('The amount is too large.');
  return cents as Money;
}

/**
 * Splits `total` over `weights` in proportion, losing no cent (largest-remainder method):
 * each share first gets its rounded-down part, then the cents left over go one each to the
 * shares with the largest remainders; equal remainders go to the earlier share, so the same
 * input always splits the same way. The shares add up to `total` exactly. Weights are whole
 * numbers of 0 or more (cents, quantities), at least one of them above zero.
 */
export function splitMoney(total: Money, weights: readonly number[]): Money[] {
  if (weights.length === 0) throw new MoneyError('Cannot split over no weights.');
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new MoneyError(`A weight is a whole number of 0 or more: ${String(weight)}`);
    }
  }
  const weightSum = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weightSum === 0n) throw new MoneyError('Cannot split over weights that are all zero.');
  const whole = BigInt(total);
  const shares = weights.map((weight, index) => {
    const exact = whole * BigInt(weight);
    return { index, cents: exact / weightSum, remainder: exact % weightSum };
  });
  let left = whole - shares.reduce((sum, share) => sum + share.cents, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.cents += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share.cents) as Money);
}

/** A VAT rate in percent with at most two decimals (21, 12, 6, 0, 5.5). */
function rateInBasisPoints(ratePercent: number): bigint {
  const basisPoints = Math.round(ratePercent * 100);
  if (
    !Number.isFinite(ratePercent) ||
    ratePercent < 0 ||
    ratePercent > 100 ||
    Math.abs(ratePercent * 100 - basisPoints) > 1e-6
  ) {
    throw new MoneyError(`A VAT rate is a percentage of 0 to 100 with at most two decimals.`);
  }
  return BigInt(basisPoints);
}

/**
 * The VAT contained in a VAT-inclusive amount: vat = gross × rate / (100 + rate), rounded
 * half up to the cent, and taxable = gross − vat, so the two always add up to the gross.
 * Apply it to the total per rate (as Belgian invoices state VAT per rate), not per line, so
 * the rounding happens once per rate.
 */
export function vatIncluded(gross: Money, ratePercent: number): { taxable: Money; vat: Money } {
  const rate = rateInBasisPoints(ratePercent);
  const numerator = BigInt(gross) * rate;
  const denominator = 10_000n + rate;
  // Half up for a non-negative quotient: floor((2n + d) / 2d).
  const vat = Number((2n * numerator + denominator) / (2n * denominator)) as Money;
  return { taxable: (gross - vat) as Money, vat };
}

/**
 * A VAT rate as a reader sees it in a language: "5.5" in English, "5,5" in Dutch and French
 * (each language's decimal sign, as its money format, ADR 0072).
 */
export function vatRateInWords(rate: string, language: string): string {
  return language === 'en' ? rate : rate.replace('.', ',');
}
