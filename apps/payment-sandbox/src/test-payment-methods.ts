/**
 * Stripe's documented test card numbers and test IBANs, with the outcome Stripe gives each
 * (https://docs.stripe.com/testing). Like Stripe in test mode, the sandbox refuses numbers that
 * are not test numbers, so nobody types a real card into it.
 */

export type DeclineReason =
  | 'generic_decline'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'not_a_test_card'
  | 'authentication_not_simulated';

export interface TestCard {
  brand: 'visa' | 'mastercard' | 'amex';
  funding: 'credit' | 'debit';
  country: string;
}

export type CardOutcome =
  | { kind: 'approved'; card: TestCard }
  | { kind: 'declined'; reason: DeclineReason; card: TestCard | null };

const visa = (funding: TestCard['funding'], country = 'US'): TestCard => ({
  brand: 'visa',
  funding,
  country,
});

const APPROVED_CARDS: Record<string, TestCard> = {
  '4242424242424242': visa('credit'),
  '4000056655665556': visa('debit'),
  '4000000560000004': visa('credit', 'BE'),
  '4000002500000003': visa('credit', 'FR'),
  '4000005280000002': visa('credit', 'NL'),
  '5555555555554444': { brand: 'mastercard', funding: 'credit', country: 'US' },
  '2223003122003222': { brand: 'mastercard', funding: 'credit', country: 'US' },
  '378282246310005': { brand: 'amex', funding: 'credit', country: 'US' },
};

const DECLINED_CARDS: Record<string, DeclineReason> = {
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  // 3D Secure cards: Stripe would show an authentication challenge, which is not simulated.
  '4000002500003155': 'authentication_not_simulated',
  '4000002760003184': 'authentication_not_simulated',
  '4000000000003220': 'authentication_not_simulated',
};

export function cardBrand(number: string): TestCard['brand'] | null {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return null;
}

export function cardOutcome(number: string): CardOutcome {
  const approved = APPROVED_CARDS[number];
  if (approved) return { kind: 'approved', card: approved };
  const brand = cardBrand(number);
  const card: TestCard | null = brand ? { brand, funding: 'credit', country: 'US' } : null;
  return { kind: 'declined', reason: DECLINED_CARDS[number] ?? 'not_a_test_card', card };
}

/** Luhn's checksum, which every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type SepaOutcome = 'succeeded' | 'failed';

const TEST_IBANS: Record<string, SepaOutcome> = {
  AT611904300234573201: 'succeeded',
  AT861904300235473202: 'failed',
  DE89370400440532013000: 'succeeded',
  DE62370400440532013001: 'failed',
};

export const SUCCEEDING_TEST_IBAN = 'AT611904300234573201';
export const FAILING_TEST_IBAN = 'AT861904300235473202';

export function normaliseIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** ISO 13616: two letters, two check digits, and a remainder of 1 modulo 97. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export function sepaOutcome(iban: string): SepaOutcome | null {
  return TEST_IBANS[iban] ?? null;
}

/** The parts of an IBAN Stripe shows on the charge: bank code and branch code by country. */
export function ibanBankParts(iban: string): { bankCode: string; branchCode: string } {
  const country = iban.slice(0, 2);
  const bban = iban.slice(4);
  if (country === 'AT') return { bankCode: bban.slice(0, 5), branchCode: '' };
  if (country === 'DE') return { bankCode: bban.slice(0, 8), branchCode: '' };
  return { bankCode: bban.slice(0, 3), branchCode: '' };
}

/**
 * The banks Checkout lists for iDEAL | Wero, with the BIC Stripe reports for each
 * (`payment_method_details.ideal.bank` and `.bic`).
 */
export const IDEAL_BANKS: Record<string, { name: string; bic: string }> = {
  abn_amro: { name: 'ABN AMRO', bic: 'ABNANL2A' },
  asn_bank: { name: 'ASN Bank', bic: 'ASNBNL21' },
  bunq: { name: 'bunq', bic: 'BUNQNL2A' },
  ing: { name: 'ING', bic: 'INGBNL2A' },
  knab: { name: 'Knab', bic: 'KNABNL2H' },
  n26: { name: 'N26', bic: 'NTSBDEB1' },
  nn: { name: 'Nationale-Nederlanden', bic: 'NNBANL2G' },
  rabobank: { name: 'Rabobank', bic: 'RABONL2U' },
  regiobank: { name: 'RegioBank', bic: 'RBRBNL21' },
  revolut: { name: 'Revolut', bic: 'REVOLT21' },
  sns_bank: { name: 'SNS', bic: 'SNSBNL2A' },
  triodos_bank: { name: 'Triodos Bank', bic: 'TRIONL2U' },
  van_lanschot: { name: 'Van Lanschot', bic: 'FVLBNL22' },
  yoursafe: { name: 'Yoursafe', bic: 'BITSNL2A' },
};

/**
 * The account behind a test bank redirect, as Stripe's test mode reports it: the same
 * verified name and IBAN ending whatever the customer typed (there is no real bank).
 */
export const TEST_BANK_ACCOUNT = { verifiedName: 'Jenny Rosen', ibanLast4: '7061' } as const;
export const TEST_BANCONTACT_BANK = {
  bankCode: 'VAPE',
  bankName: 'VAN DE PUT & CO',
  bic: 'VAPEBE22',
} as const;
