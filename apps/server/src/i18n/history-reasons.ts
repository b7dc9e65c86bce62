import { longBrusselsDate, type Language } from '@shop/contracts';
import type { HistoryReasonValues } from '../db/schema.js';
import type en from '../locales/en/translation.json';
import { serverText, type TextKey, type TextValues } from './texts.js';

/**
 * The reasons the shop writes into an order's and a gift card's history (ADR 0069): a code and
 * its values, kept beside the English sentence, so each reader is told them in their own
 * language. Values are names and ids as they are; a value whose name ends in `Cents` is money
 * (said by the texts' `money` format, ADR 0072), one ending in `At` an instant (said as its Brussels day).
 * A few sentences are made of parts: `ways` (the provider's refund and the gift cards' part),
 * `beyond` (wrapping and delivery refunded with the lines) and `restocked`.
 */

type Scope = 'order' | 'giftCard';
export type OrderHistoryCode = keyof typeof en.history.order;
export type GiftCardHistoryCode = keyof typeof en.history.giftCard;
type CodeOf<S extends Scope> = S extends 'order' ? OrderHistoryCode : GiftCardHistoryCode;

export interface HistoryReason<Code extends string> {
  code: Code;
  values?: HistoryReasonValues;
}

/** An order's history reason: the shop's own (a code) or what staff typed (their words). */
export type OrderHistoryReason = HistoryReason<OrderHistoryCode> | string;
export type GiftCardHistoryReason = HistoryReason<GiftCardHistoryCode> | string;

/**
 * The columns a history row keeps of a reason: the sentence in English (what the row said
 * before codes, and what exports and older readers read) and, for the shop's own, the code
 * and values. Staff's own words are kept as typed.
 */
export function historyColumns<S extends Scope>(
  scope: S,
  reason: HistoryReason<CodeOf<S>> | string,
): { reason: string; reasonCode: string | null; reasonValues: HistoryReasonValues | null } {
  if (typeof reason === 'string') return { reason, reasonCode: null, reasonValues: null };
  const values = reason.values ?? {};
  return {
    reason: say('en', scope, reason.code, values),
    reasonCode: reason.code,
    reasonValues: values,
  };
}

/** Lines as a history names them: "2 x Engraved mug, 1 x Card" (names as sold, any language). */
export function linesInWords(lines: readonly { quantity: number; productName: string }[]): string {
  return lines.map((line) => `${line.quantity} x ${line.productName}`).join(', ');
}

/** A history row's reason in `language`: said from its code, or its stored text (older rows). */
export function storedReasonIn(
  language: Language,
  scope: Scope,
  row: { reason: string; reasonCode: string | null; reasonValues: HistoryReasonValues | null },
): string {
  if (row.reasonCode === null) return row.reason;
  return say(language, scope, row.reasonCode, row.reasonValues ?? {});
}

function say(language: Language, scope: Scope, code: string, values: HistoryReasonValues): string {
  const said: TextValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number' && name.endsWith('Cents')) {
      // Cents as they are: the texts say them with `{{amount, money}}`, the one money format.
      said[name.slice(0, -'Cents'.length)] = value;
    } else if (typeof value === 'string' && name.endsWith('At')) {
      said[`${name.slice(0, -'At'.length)}Date`] = longBrusselsDate(language, value);
    } else if (typeof value !== 'boolean') {
      said[name] = value;
    }
  }
  const part = (key: 'refund' | 'cards' | 'beyond' | 'restocked') =>
    serverText(language, `history.parts.${key}`, said);
  const ways = [
    ...(values.refundId ? [part('refund')] : []),
    ...(values.cardsCents ? [part('cards')] : []),
  ];
  return serverText(language, `history.${scope}.${code}` as TextKey, {
    ...said,
    ways: ways.join(', '),
    beyond: values.beyondCents ? part('beyond') : '',
    restocked: values.restocked ? part('restocked') : '',
  });
}
