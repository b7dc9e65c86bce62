import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vatNumberCheckAllowsReverseCharge } from '@shop/contracts';
import {
  createViesSandbox,
  viesCheckAnswer,
  viesErrorAnswer,
  type ViesErrorCode,
  type ViesSandbox,
} from '../vies-sandbox/index.js';
import { askVies, type ViesConnection } from './vies.js';

/**
 * ADR 0098: the VIES adapter's request and its reading of VIES's answers, against a local HTTP
 * server that answers as VIES's REST API does (answers recorded from its documentation and
 * clients), then against the stand-in the shop starts without VIES_API_URL.
 */

interface Received {
  method: string;
  url: string;
  body: unknown;
}

let received: Received[] = [];
let answer: (response: ServerResponse) => void = () => {};
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    received.push({ method: request.method!, url: request.url!, body: JSON.parse(text || 'null') });
    answer(response);
  });
});
let connection: ViesConnection;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  connection = {
    apiUrl: `http://127.0.0.1:${port}/taxation_customs/vies/rest-api`,
    timeoutMs: 500,
    requesterVatNumber: 'BE0123456749',
  };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

function json(status: number, body: unknown) {
  return (response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

/** VIES's answer for a registered number (POST /check-vat-number), as it writes it. */
const REGISTERED = viesCheckAnswer({
  countryCode: 'NL',
  vatNumber: '004495445B01',
  requestDate: '2026-11-27T06:58:12.123Z',
  valid: true,
  requestIdentifier: 'WAPIAAAAaDxc__Zb',
  name: 'HEINEKEN NEDERLAND B.V.',
  address: '\nTWEE MARKTEN 2\n2382AA ZOETERWOUDE\n',
});

describe('the VIES adapter (POST /check-vat-number)', () => {
  it('asks with the country code apart and the shop as requester, and keeps the proof', async () => {
    answer = json(200, REGISTERED);
    const check = await askVies(connection, 'NL004495445B01');
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/taxation_customs/vies/rest-api/check-vat-number',
        body: {
          countryCode: 'NL',
          vatNumber: '004495445B01',
          requesterMemberStateCode: 'BE',
          requesterNumber: '0123456749',
        },
      },
    ]);
    expect(check).toEqual({
      vat_number: 'NL004495445B01',
      status: 'valid',
      name: 'HEINEKEN NEDERLAND B.V.',
      address: 'TWEE MARKTEN 2\n2382AA ZOETERWOUDE',
      checked_at: '2026-11-27T06:58:12.123Z',
      request_identifier: 'WAPIAAAAaDxc__Zb',
      unverified_reason: null,
    });
    expect(vatNumberCheckAllowsReverseCharge(check)).toBe(true);
  });

  it('asks about a Greek number with its prefix EL, as VIES knows Greece', async () => {
    answer = json(200, { ...REGISTERED, countryCode: 'EL', vatNumber: '094014201' });
    const check = await askVies(connection, 'EL094014201');
    expect(received[0]!.body).toMatchObject({ countryCode: 'EL', vatNumber: '094014201' });
    expect(check).toMatchObject({ vat_number: 'EL094014201', status: 'valid' });
  });

  it('a number VIES does not hold is invalid, and allows no reverse charge', async () => {
    answer = json(200, {
      ...REGISTERED,
      countryCode: 'DE',
      vatNumber: '999999995',
      valid: false,
      name: '---',
      address: '---',
    });
    const check = await askVies(connection, 'DE999999995');
    expect(check).toMatchObject({ status: 'invalid', name: null, address: null });
    expect(vatNumberCheckAllowsReverseCharge(check)).toBe(false);
    // VIES's own refusal of the number as input says the same.
    answer = json(400, viesErrorAnswer('INVALID_INPUT'));
    expect(await askVies(connection, 'DE999999995')).toMatchObject({ status: 'invalid' });
  });

  it('"---" for a name or address a member state does not give is no name', async () => {
    answer = json(200, { ...REGISTERED, name: '---', address: '---', requestIdentifier: '' });
    expect(await askVies(connection, 'NL004495445B01')).toMatchObject({
      status: 'valid',
      name: null,
      address: null,
      request_identifier: null,
    });
  });

  it.each<ViesErrorCode>([
    'MS_UNAVAILABLE',
    'TIMEOUT',
    'SERVICE_UNAVAILABLE',
    'MS_MAX_CONCURRENT_REQ',
  ])('VIES’s error %s leaves the number unverified, never invalid', async (error) => {
    // VIES reports these with HTTP 200 or a 5xx; the body decides.
    answer = json(
      error === 'SERVICE_UNAVAILABLE' ? 500 : 200,
      viesErrorAnswer(error, 'The application at the Member State is not replying'),
    );
    const check = await askVies(connection, 'FR40303265045');
    expect(check).toMatchObject({
      vat_number: 'FR40303265045',
      status: 'unverified',
      request_identifier: null,
      unverified_reason: error,
    });
    expect(Date.parse(check.checked_at)).not.toBeNaN();
    expect(vatNumberCheckAllowsReverseCharge(check)).toBe(true);
  });

  it('an answer that is not VIES’s JSON, a hang past the timeout or no server is unverified', async () => {
    answer = (response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    };
    expect(await askVies(connection, 'LU26375245')).toMatchObject({
      status: 'unverified',
      unverified_reason: 'UNREACHABLE',
    });
    answer = json(200, { something: 'else' });
    expect(await askVies(connection, 'LU26375245')).toMatchObject({
      status: 'unverified',
      unverified_reason: 'UNREADABLE_ANSWER',
    });
    answer = () => {}; // never answers
    expect(await askVies(connection, 'LU26375245')).toMatchObject({
      status: 'unverified',
      unverified_reason: 'TIMEOUT',
    });
    expect(
      await askVies({ ...connection, apiUrl: 'http://127.0.0.1:9/rest-api' }, 'LU26375245'),
    ).toMatchObject({ status: 'unverified', unverified_reason: 'UNREACHABLE' });
  });
});

describe('the VIES stand-in answers in VIES’s shapes', () => {
  let sandbox: ViesSandbox;
  beforeAll(async () => {
    sandbox = await createViesSandbox({ port: 0 });
  });
  afterAll(() => sandbox.close());
  const standIn = () => ({ ...connection, apiUrl: sandbox.apiUrl });

  it('knows a number with valid check digits, with a consultation number; not the all-nines', async () => {
    expect(await askVies(standIn(), 'BE0403170701')).toMatchObject({
      status: 'valid',
      name: expect.stringContaining('BE0403170701'),
      address: expect.stringContaining('Brussel'),
      request_identifier: expect.stringMatching(/^WAPI/),
    });
    expect(await askVies(standIn(), 'NL999999990B01')).toMatchObject({ status: 'invalid' });

    const response = await fetch(`${sandbox.apiUrl}/ms/DE/vat/999999995`);
    expect(await response.json()).toMatchObject({ isValid: false, userError: 'INVALID' });
  });

  it('can be told to answer as an unavailable register, or not at all', async () => {
    sandbox.behave({ kind: 'error', error: 'MS_UNAVAILABLE' });
    expect(await askVies(standIn(), 'BE0403170701')).toMatchObject({
      status: 'unverified',
      unverified_reason: 'MS_UNAVAILABLE',
    });
    sandbox.behave({ kind: 'hang' });
    expect(await askVies(standIn(), 'BE0403170701')).toMatchObject({
      status: 'unverified',
      unverified_reason: 'TIMEOUT',
    });
    sandbox.behave({ kind: 'answer' });
    expect(await askVies(standIn(), 'BE0403170701')).toMatchObject({ status: 'valid' });
  });
});
