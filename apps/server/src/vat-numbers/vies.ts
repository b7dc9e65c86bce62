import { vatNumberPrefix, type VatNumberCheck } from '@shop/contracts';
import { z } from 'zod';

/**
 * The European Commission's VIES REST API (ADR 0098): `POST <apiUrl>/check-vat-number` with
 * `{countryCode, vatNumber, requesterMemberStateCode, requesterNumber}`. The same code talks to
 * VIES itself and to the local stand-in (src/vies-sandbox): only the base URL differs.
 */
export interface ViesConnection {
  /** https://ec.europa.eu/taxation_customs/vies/rest-api */
  apiUrl: string;
  timeoutMs: number;
  /**
   * The shop's own VAT number: VIES gives a consultation number (requestIdentifier), the proof
   * of the check for the tax office, only to a requester who names theirs.
   */
  requesterVatNumber: string;
}

/** VIES's answer to a check (the fields the shop reads). */
const checkAnswerSchema = z.object({
  valid: z.boolean(),
  requestDate: z.string().optional(),
  requestIdentifier: z.string().nullish(),
  name: z.string().nullish(),
  address: z.string().nullish(),
});

/** VIES's refusal: `{actionSucceed: false, errorWrappers: [{error: "MS_UNAVAILABLE"}]}`. */
const errorAnswerSchema = z.object({
  errorWrappers: z.array(z.object({ error: z.string(), message: z.string().nullish() })).min(1),
});

/**
 * The errors that say VIES does not take the number itself ("INVALID_INPUT": no such number
 * for that country). Every other error (MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE, the
 * concurrency limits, a refused requester) says nothing about the customer's number.
 */
const REFUSALS_OF_THE_NUMBER = new Set(['INVALID_INPUT']);

/** VIES writes "---" where a member state gives no name or address. */
function given(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' || text === '---' ? null : text;
}

function unverified(vatNumber: string, reason: string): VatNumberCheck {
  return {
    vat_number: vatNumber,
    status: 'unverified',
    name: null,
    address: null,
    checked_at: new Date().toISOString(),
    request_identifier: null,
    unverified_reason: reason,
  };
}

/**
 * Asks VIES about a normalised EU VAT number ("NL004495445B01"). Never throws: a network
 * error, a timeout, an unreadable answer or an unavailable register is `unverified`.
 */
export async function askVies(
  connection: ViesConnection,
  vatNumber: string,
): Promise<VatNumberCheck> {
  let body: unknown;
  try {
    const response = await fetch(`${connection.apiUrl}/check-vat-number`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        // The prefix, not the country code: VIES knows Greece as EL (not GR).
        countryCode: vatNumberPrefix(vatNumber),
        vatNumber: vatNumber.slice(2),
        requesterMemberStateCode: vatNumberPrefix(connection.requesterVatNumber),
        requesterNumber: connection.requesterVatNumber.slice(2),
      }),
      // Covers the answer's body too: a register that starts answering and stalls is a timeout.
      signal: AbortSignal.timeout(connection.timeoutMs),
    });
    body = await response.json();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return unverified(vatNumber, timedOut ? 'TIMEOUT' : 'UNREACHABLE');
  }

  const refusal = errorAnswerSchema.safeParse(body);
  if (refusal.success) {
    const code = refusal.data.errorWrappers[0]!.error;
    if (!REFUSALS_OF_THE_NUMBER.has(code)) return unverified(vatNumber, code);
    return { ...unverified(vatNumber, code), status: 'invalid', unverified_reason: null };
  }
  const answer = checkAnswerSchema.safeParse(body);
  if (!answer.success) return unverified(vatNumber, 'UNREADABLE_ANSWER');
  const { valid, requestDate, requestIdentifier, name, address } = answer.data;
  return {
    vat_number: vatNumber,
    status: valid ? 'valid' : 'invalid',
    name: valid ? given(name) : null,
    address: valid ? given(address) : null,
    checked_at:
      requestDate && !Number.isNaN(Date.parse(requestDate))
        ? new Date(requestDate).toISOString()
        : new Date().toISOString(),
    request_identifier: given(requestIdentifier),
    unverified_reason: null,
  };
}
