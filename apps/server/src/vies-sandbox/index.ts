import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { euVatNumber } from '@shop/contracts';

/**
 * The local stand-in for VIES (ADR 0098): the check of the European Commission's REST API the
 * shop calls, answered in VIES's shapes. It knows every number that passes the shop's format
 * and check digits (a demo company at a demo address) except the all-nines numbers listed in
 * UNREGISTERED_DEMO_NUMBERS, which it answers as not registered. The server starts it without
 * VIES_API_URL, as it starts the carrier stand-in without Sendcloud's keys; the shop's seam
 * cannot tell it from VIES. Tests can make it answer as an unavailable register or not at all.
 */
export interface ViesSandbox {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The base URL the shop's seam is given (ViesConnection's apiUrl). */
  apiUrl: string;
  /**
   * How it answers from now on: as VIES does, with an error of VIES's in place of every answer
   * ("MS_UNAVAILABLE", "TIMEOUT"...), or not at all (a register that hangs).
   */
  behave(behaviour: ViesSandboxBehaviour): void;
  close(): Promise<void>;
}

export type ViesSandboxBehaviour =
  { kind: 'answer' } | { kind: 'error'; error: ViesErrorCode } | { kind: 'hang' };

/** VIES's error codes (its REST API's `errorWrappers[].error`). */
export type ViesErrorCode =
  | 'INVALID_INPUT'
  | 'SERVICE_UNAVAILABLE'
  | 'MS_UNAVAILABLE'
  | 'TIMEOUT'
  | 'MS_MAX_CONCURRENT_REQ'
  | 'GLOBAL_MAX_CONCURRENT_REQ';

/** Well-formed numbers with valid check digits that the stand-in's register does not hold. */
export const UNREGISTERED_DEMO_NUMBERS = ['BE0999999922', 'NL999999990B01', 'DE999999995'];

const DEMO_ADDRESSES: Record<string, string> = {
  BE: 'Voorbeeldstraat 1\n1000 Brussel',
  NL: 'Voorbeeldstraat 1\n1011 AB Amsterdam',
  FR: '1 Rue de l’Exemple\n75001 Paris',
  DE: 'Beispielstraße 1\n10115 Berlin',
  LU: '1 Rue de l’Exemple\nL-1111 Luxembourg',
};

/** What VIES says of a number in its answer to a check (POST /check-vat-number). */
export interface ViesCheckFacts {
  countryCode: string;
  vatNumber: string;
  /** ISO 8601, when VIES answered. */
  requestDate: string;
  valid: boolean;
  /** The consultation number; '' when the request named no requester. */
  requestIdentifier: string;
  /** '---' where the member state gives none. */
  name: string;
  address: string;
}

/**
 * VIES's answer to a check as it writes it: the facts and the approximate-match fields the shop
 * does not ask about, which VIES fills with '---' and NOT_PROCESSED.
 */
export function viesCheckAnswer(facts: ViesCheckFacts) {
  return {
    ...facts,
    traderName: '---',
    traderStreet: '---',
    traderPostalCode: '---',
    traderCity: '---',
    traderCompanyType: '---',
    traderNameMatch: 'NOT_PROCESSED',
    traderStreetMatch: 'NOT_PROCESSED',
    traderPostalCodeMatch: 'NOT_PROCESSED',
    traderCityMatch: 'NOT_PROCESSED',
    traderCompanyTypeMatch: 'NOT_PROCESSED',
  };
}

/** VIES's answer when it could not check: one of its error codes and a message. */
export function viesErrorAnswer(error: ViesErrorCode, message: string = error) {
  return { actionSucceed: false, errorWrappers: [{ error, message }] };
}

interface CheckRequest {
  countryCode?: unknown;
  vatNumber?: unknown;
  requesterMemberStateCode?: unknown;
  requesterNumber?: unknown;
}

export async function createViesSandbox(options: {
  port: number;
  host?: string;
}): Promise<ViesSandbox> {
  let behaviour: ViesSandboxBehaviour = { kind: 'answer' };
  /** The requests left hanging, answered when it closes so nothing waits for ever. */
  const hanging = new Set<() => void>();
  const app = Fastify({ logger: false, forceCloseConnections: true });

  /** VIES's answer to a check, or its error: `{valid, name, address, requestIdentifier...}`. */
  const check = async (request: CheckRequest) => {
    if (behaviour.kind === 'hang') {
      await new Promise<void>((resolve) => hanging.add(resolve));
      return viesErrorAnswer('TIMEOUT');
    }
    if (behaviour.kind === 'error') return viesErrorAnswer(behaviour.error);
    const countryCode = typeof request.countryCode === 'string' ? request.countryCode : '';
    const vatNumber = typeof request.vatNumber === 'string' ? request.vatNumber : '';
    if (!/^[A-Z]{2}$/.test(countryCode) || vatNumber === '')
      return viesErrorAnswer('INVALID_INPUT');
    const number = euVatNumber(`${countryCode}${vatNumber}`);
    const valid = number !== null && !UNREGISTERED_DEMO_NUMBERS.includes(number);
    const requester = typeof request.requesterNumber === 'string' && request.requesterNumber !== '';
    return viesCheckAnswer({
      countryCode,
      vatNumber,
      requestDate: new Date().toISOString(),
      valid,
      // VIES gives a consultation number only to a requester who names their own VAT number.
      requestIdentifier: requester ? `WAPI${randomBytes(9).toString('base64url')}` : '',
      name: valid ? `DEMO COMPANY ${countryCode}${vatNumber} (VIES stand-in)` : '---',
      address: valid ? (DEMO_ADDRESSES[countryCode] ?? 'Example street 1') : '---',
    });
  };

  app.post('/taxation_customs/vies/rest-api/check-vat-number', async (request) =>
    check((request.body ?? {}) as CheckRequest),
  );

  // The same check as a GET, as VIES offers it: its answer names validity `isValid`.
  app.get('/taxation_customs/vies/rest-api/ms/:countryCode/vat/:vatNumber', async (request) => {
    const params = request.params as { countryCode: string; vatNumber: string };
    const answer = await check(params);
    if (!('valid' in answer)) return answer;
    const { valid, requestDate, requestIdentifier, name, address } = answer;
    return {
      isValid: valid,
      requestDate,
      userError: valid ? 'VALID' : 'INVALID',
      name,
      address,
      requestIdentifier,
      vatNumber: params.vatNumber,
      viesApproximate: { name: '---', street: '---', postalCode: '---', city: '---' },
    };
  });

  app.addHook('preClose', async () => {
    for (const release of hanging) release();
    hanging.clear();
  });

  const address = await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  // It never keeps a process alive by itself: it serves the shop (or the tests) beside it.
  app.server.unref();
  const base = address.replace('[::1]', 'localhost');
  return {
    url: base,
    apiUrl: `${base}/taxation_customs/vies/rest-api`,
    behave(next) {
      behaviour = next;
      if (next.kind !== 'hang') {
        for (const release of hanging) release();
        hanging.clear();
      }
    },
    close: () => app.close(),
  };
}
