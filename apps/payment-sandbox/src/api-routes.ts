import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STRIPE_API_VERSION } from './api-version.js';
import { decodeForm, FormDecodeError, type FormObject, type RawFormBody } from './form-decoder.js';
import { newId } from './ids.js';
import type { PaymentLedger, RequestContext } from './ledger.js';
import {
  chargeJson,
  couponJson,
  lineItemJson,
  listJson,
  paymentIntentJson,
  refundJson,
  sessionJson,
  type PaymentIntentJson,
  type CheckoutSessionJson,
  type LineItemJson,
} from './objects.js';
import type { SessionRecord } from './records.js';
import {
  parseCreateCoupon,
  parseCreateRefund,
  parseCreateSession,
  parseExpireSession,
  parseListEvents,
  parseListLineItems,
  parseRetrieveObject,
  parseRetrieveSession,
  type RetrieveSessionInput,
  type PageParams,
} from './request-params.js';
import { invalidRequest, StripeApiError, stripeErrors } from './stripe-error.js';

export interface ApiContext {
  ledger: PaymentLedger;
  publicUrl: () => string;
  onChange: () => void;
}

/** Stripe forgets idempotency keys after 24 hours. */
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Stripe's longest idempotency key. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const LINE_ITEMS_PAGE_SIZE = 10;

const requestIds = new WeakMap<FastifyRequest, string>();

/**
 * Stripe's HTTP API, the part the shop uses, under /v1. Register with `{ prefix: '/v1' }`.
 *
 * Every request needs a test secret key; every answer carries a `Request-Id`; POSTs honour
 * `Idempotency-Key` (the SDK sends one with every POST): the same key with the same
 * parameters replays the first answer, with other parameters it is an idempotency_error.
 */
export async function apiRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  const { ledger } = context;

  app.addHook('onRequest', async (request, reply) => {
    const requestId = newId.request();
    requestIds.set(request, requestId);
    reply.header('Request-Id', requestId).header('Stripe-Version', STRIPE_API_VERSION);
    authenticate(request);
    const version = request.headers['stripe-version'];
    if (typeof version === 'string' && version !== STRIPE_API_VERSION) {
      throw invalidRequest(
        `The local payment sandbox speaks only Stripe API version ${STRIPE_API_VERSION}, but this request asked for ${version}. Its objects would have the wrong shape for that version.`,
      );
    }
  });

  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = errorAnswer(error, request);
    if (statusCode === 401) reply.header('WWW-Authenticate', 'Basic realm="Stripe"');
    return reply.code(statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.code(404).send({
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      },
    });
  });

  /**
   * A POST in Stripe's two phases. `validate` reads the parameters: a request refused there
   * never began, so nothing is kept for its key and it may be retried with corrected
   * parameters. `execute` does the work: its answer, success or error (a 500 included), is
   * saved for the key and replayed for every retry with it, as Stripe documents for API v1.
   */
  const idempotent =
    <Input>(
      validate: (body: FormObject, request: FastifyRequest) => Input,
      execute: (input: Input, request: FastifyRequest, context: RequestContext) => unknown,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const key = headerValue(request, 'idempotency-key');
      if (key !== null && (key.length < 1 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH)) {
        throw invalidRequest(
          `Idempotent key length is ${key.length}, which is outside accepted lengths. Idempotent Keys must be 1-${MAX_IDEMPOTENCY_KEY_LENGTH} characters long. If you're looking for a decent generator, try using a UUID defined by IETF RFC 4122.`,
        );
      }
      const body = decodeForm((request.body as RawFormBody | undefined)?.formText ?? '');
      const requestId = requestIds.get(request) ?? newId.request();
      const path = request.url.split('?')[0] ?? request.url;
      const parameters = canonicalJson(body);
      if (key !== null) {
        const stored = ledger.state.idempotency.get(key);
        if (stored && Date.now() - stored.storedAt < IDEMPOTENCY_KEY_LIFETIME_MS) {
          if (stored.method !== request.method || stored.path !== path) {
            throw new StripeApiError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${stored.method} ${stored.path}' vs '${request.method} ${path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
            );
          }
          if (stored.parameters !== parameters) {
            throw new StripeApiError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            );
          }
          return reply
            .header('Idempotent-Replayed', 'true')
            .header('Original-Request', stored.requestId)
            .code(stored.statusCode)
            .send(stored.body);
        }
      }
      const input = validate(body, request);
      let answer: { statusCode: number; body: unknown };
      try {
        answer = {
          statusCode: 200,
          body: execute(input, request, { requestId, idempotencyKey: key }),
        };
      } catch (error) {
        answer = errorAnswer(error, request);
      }
      if (key !== null) {
        ledger.state.idempotency.set(key, {
          key,
          method: request.method,
          path,
          parameters,
          statusCode: answer.statusCode,
          body: answer.body,
          requestId,
          storedAt: Date.now(),
        });
        forgetOldKeys(ledger);
        context.onChange();
      }
      return reply.code(answer.statusCode).send(answer.body);
    };

  const intentJson = (intentId: string, withCharge: boolean): PaymentIntentJson => {
    const intent = ledger.requirePaymentIntent(intentId);
    const charge =
      withCharge && intent.latestChargeId ? ledger.state.charges.get(intent.latestChargeId) : null;
    return paymentIntentJson(
      intent,
      ledger.state.sessions.get(intent.sessionId),
      context.publicUrl(),
      charge ? chargeJson(charge) : null,
    );
  };

  const sessionWithExpansions = (
    session: SessionRecord,
    expand: Omit<RetrieveSessionInput, 'expandPaymentIntent'> &
      Partial<Pick<RetrieveSessionInput, 'expandPaymentIntent'>>,
  ): CheckoutSessionJson => {
    const json = sessionJson(session, context.publicUrl());
    const expandIntent = expand.expandPaymentIntent ?? 'no';
    return {
      ...json,
      ...(expandIntent !== 'no' && session.paymentIntentId
        ? {
            payment_intent: intentJson(
              session.paymentIntentId,
              expandIntent === 'intent_and_charge',
            ),
          }
        : {}),
      ...(expand.expandLineItems
        ? {
            line_items: lineItemsPage(session, {
              limit: LINE_ITEMS_PAGE_SIZE,
              startingAfter: null,
              endingBefore: null,
            }),
          }
        : {}),
    };
  };

  app.post(
    '/checkout/sessions',
    idempotent(
      (body) => parseCreateSession(body, ledger.nowSeconds()),
      (input) => sessionWithExpansions(ledger.createSession(input), input),
    ),
  );

  app.get<{ Params: { id: string } }>('/checkout/sessions/:id', async (request) => {
    const expand = parseRetrieveSession(queryOf(request));
    return sessionWithExpansions(ledger.requireSession(request.params.id), expand);
  });

  app.get<{ Params: { id: string } }>('/payment_intents/:id', async (request) => {
    const expand = parseRetrieveObject(queryOf(request), ['latest_charge']);
    return intentJson(request.params.id, expand.includes('latest_charge'));
  });

  app.get<{ Params: { id: string } }>('/charges/:id', async (request) => {
    parseRetrieveObject(queryOf(request), []);
    return chargeJson(ledger.requireCharge(request.params.id));
  });

  app.get<{ Params: { id: string } }>('/checkout/sessions/:id/line_items', async (request) => {
    const page = parseListLineItems(queryOf(request));
    return lineItemsPage(ledger.requireSession(request.params.id), page);
  });

  app.post<{ Params: { id: string } }>(
    '/checkout/sessions/:id/expire',
    idempotent(
      (body) => parseExpireSession(body),
      (_input, request, requestContext) => {
        const { id } = request.params as { id: string };
        return sessionJson(ledger.expireSession(id, requestContext), context.publicUrl());
      },
    ),
  );

  app.post(
    '/coupons',
    idempotent(
      (body) => parseCreateCoupon(body),
      (input) => couponJson(ledger.createCoupon(input)),
    ),
  );

  app.get<{ Params: { id: string } }>('/coupons/:id', async (request) =>
    couponJson(ledger.requireCoupon(request.params.id)),
  );

  app.post(
    '/refunds',
    idempotent(
      (body) => parseCreateRefund(body),
      (input, _request, requestContext) => refundJson(ledger.refund(input, requestContext)),
    ),
  );

  app.get('/events', async (request) => {
    const { data, hasMore } = ledger.listEvents(parseListEvents(queryOf(request)));
    return listJson(data, hasMore, '/v1/events');
  });

  app.get<{ Params: { id: string } }>('/events/:id', async (request) =>
    ledger.findEvent(request.params.id),
  );
}

function lineItemsPage(session: SessionRecord, page: PageParams) {
  const items = session.lineItems;
  let start = 0;
  let end = items.length;
  const indexOf = (id: string, param: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index === -1) throw stripeErrors.noSuch('line item', id, param);
    return index;
  };
  if (page.startingAfter) start = indexOf(page.startingAfter, 'starting_after') + 1;
  if (page.endingBefore) {
    end = indexOf(page.endingBefore, 'ending_before');
    start = Math.max(0, end - page.limit);
  }
  const slice = items.slice(start, Math.min(end, start + page.limit));
  const hasMore = page.endingBefore ? start > 0 : start + page.limit < end;
  return listJson<LineItemJson>(
    slice.map((item) => lineItemJson(session, item)),
    hasMore,
    `/v1/checkout/sessions/${session.id}/line_items`,
  );
}

/** The status and body Stripe answers a failed request with. */
function errorAnswer(
  error: unknown,
  request: FastifyRequest,
): { statusCode: number; body: unknown } {
  if (error instanceof StripeApiError)
    return { statusCode: error.statusCode, body: error.toBody() };
  if (error instanceof FormDecodeError) {
    return { statusCode: 400, body: invalidRequest(error.message, error.param).toBody() };
  }
  const statusCode = (error as { statusCode?: number }).statusCode;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return {
      statusCode,
      body: { error: { type: 'invalid_request_error', message: (error as Error).message } },
    };
  }
  request.log.error(error, 'payment sandbox API request failed');
  return {
    statusCode: 500,
    body: {
      error: {
        type: 'api_error',
        message: 'An unknown error occurred in the local payment sandbox.',
      },
    },
  };
}

function queryOf(request: FastifyRequest): FormObject {
  const queryString = request.url.split('?')[1] ?? '';
  return decodeForm(queryString);
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

const AUTHENTICATION_HELP =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

/** Any test-mode secret key is accepted; there is one account. Live keys are refused. */
function authenticate(request: FastifyRequest): void {
  const header = headerValue(request, 'authorization') ?? '';
  let key = '';
  if (/^Bearer\s+/i.test(header)) {
    key = header.replace(/^Bearer\s+/i, '').trim();
  } else if (/^Basic\s+/i.test(header)) {
    const decoded = Buffer.from(header.replace(/^Basic\s+/i, ''), 'base64').toString('utf8');
    key = decoded.split(':')[0] ?? '';
  }
  if (key === '') throw new StripeApiError(401, 'invalid_request_error', AUTHENTICATION_HELP);
  if (!/^sk_test_\S+$/.test(key)) {
    throw new StripeApiError(
      401,
      'invalid_request_error',
      `Invalid API Key provided: ${redactKey(key)}`,
    );
  }
}

function redactKey(key: string): string {
  if (key.length <= 12) return '*'.repeat(key.length);
  return `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;
}

/** A stable text for comparing the parameters of two requests made with one idempotency key. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function forgetOldKeys(ledger: PaymentLedger): void {
  const cutoff = Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS;
  for (const [key, record] of ledger.state.idempotency) {
    if (record.storedAt < cutoff) ledger.state.idempotency.delete(key);
  }
}
