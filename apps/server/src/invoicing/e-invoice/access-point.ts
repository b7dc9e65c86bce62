import type { Config } from '../../config.js';

/**
 * The Peppol access point seam (ADR 0087): hands a UBL document to the Peppol network. One
 * adapter, Billit's API (a Belgian access point); without one configured the shop hands in
 * nothing and the e-invoices wait in the admin for staff or the accountant.
 */
export interface PeppolAccessPoint {
  /** Hands the document in; answers the access point's reference, or throws why it refused. */
  send(document: { number: string; xml: string }): Promise<{ reference: string }>;
}

export class AccessPointRefusal extends Error {
  override name = 'AccessPointRefusal';
}

/** The time one hand-in may take before it counts as failed (it is tried again later). */
const SEND_TIMEOUT_MS = 15_000;

/**
 * Billit's "Send UBL to Peppol" (POST /v1/peppol/sendxml, docs.billit.be): the UBL in the JSON
 * body's `XML`, the API key and the company's party ID in the headers, and the document's number
 * as the idempotency key, so a retry after a lost answer never sends it twice. Billit checks the
 * Peppol rules itself and refuses a document that breaks them.
 */
export function billitAccessPoint(settings: {
  apiUrl: string;
  apiKey: string;
  partyId: string;
}): PeppolAccessPoint {
  return {
    async send({ number, xml }) {
      const response = await fetch(new URL('/v1/peppol/sendxml', settings.apiUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ApiKey: settings.apiKey,
          PartyID: settings.partyId,
          'Idempotent-Key': `e-invoice-${number}`,
        },
        body: JSON.stringify({ XML: xml }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) {
        throw new AccessPointRefusal(`Billit answered ${response.status}: ${text.slice(0, 500)}`);
      }
      return { reference: text.slice(0, 200) || String(response.status) };
    },
  };
}

/** The configured access point, or null: the e-invoices wait to be handed in by hand. */
export function configuredAccessPoint(peppol: Config['peppol']): PeppolAccessPoint | null {
  return peppol ? billitAccessPoint(peppol) : null;
}
