/**
 * VAT numbers: the one seam to VIES, the European Commission's register of EU VAT numbers
 * (ADR 0098). It tells whether a company's VAT number is registered, with the consultation
 * number the tax office accepts as proof; it may use @shop/contracts and nothing else of the
 * server (checkout asks it when a company invoice is asked for).
 *
 * The connection is set once when the app is built (`connectVatNumbers`): VIES itself with
 * VIES_API_URL, or the local stand-in the server starts without it; `checkVatNumber` never
 * learns which.
 */
import type { VatNumberCheck } from '@shop/contracts';
import { askVies, type ViesConnection } from './vies.js';

export type { ViesConnection } from './vies.js';

let connection: ViesConnection | null = null;

/** Points the seam at VIES or its stand-in (buildApp does, from the server's start). */
export function connectVatNumbers(to: ViesConnection): void {
  connection = to;
}

/**
 * What VIES says of a VAT number already checked by its format and check digits (contracts'
 * `euVatNumber`). Never throws and never waits longer than the connection's timeout: an
 * unreachable register is `unverified`, which never blocks a sale.
 */
export function checkVatNumber(vatNumber: string): Promise<VatNumberCheck> {
  if (connection === null) {
    throw new Error('The VAT number seam is not connected (connectVatNumbers).');
  }
  return askVies(connection, vatNumber);
}
