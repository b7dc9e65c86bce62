import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeForm, type FormObject, type RawFormBody } from '../form-decoder.js';
import type { PaymentLedger } from '../ledger.js';
import type { SessionRecord } from '../records.js';
import { messagesFor, pageLanguage, type Language } from './i18n.js';
import { IDEAL_BANKS } from '../test-payment-methods.js';
import { sessionTotal } from '../objects.js';
import { formatMoney, messagesFor as textsFor } from './i18n.js';
import {
  renderAuthorizationPage,
  renderMessagePage,
  renderPaymentPage,
  STYLESHEET_PATH,
} from './render.js';
import { CHECKOUT_CSS } from './styles.js';
import { readSubmission, type FieldErrors, type FormValues } from './submission.js';

export interface HostedPageContext {
  ledger: PaymentLedger;
  now: () => number;
}

export const PAYMENT_PAGE_PREFIX = '/c/pay/';
export const AUTHORIZATION_PAGE_PREFIX = '/c/authorize/';

/**
 * The hosted payment page at a session's `url`: GET shows it, POST pays. A payment that
 * goes through redirects (303) to the session's `success_url`; anything wrong shows the form
 * again with the problems next to their fields.
 */
export async function hostedPageRoutes(
  app: FastifyInstance,
  context: HostedPageContext,
): Promise<void> {
  const { ledger } = context;

  app.get(STYLESHEET_PATH, async (_request, reply) =>
    reply
      .header('Content-Type', 'text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(CHECKOUT_CSS),
  );

  app.get<{ Params: { id: string } }>(`${PAYMENT_PAGE_PREFIX}:id`, async (request, reply) => {
    const session = ledger.findSession(request.params.id);
    const language = pageLanguage(session?.locale ?? null, request.headers['accept-language']);
    if (!session) return sendNotFound(reply, language);
    if (session.status !== 'open') return sendClosed(reply, session, language, 200);
    // Back from a bank that did not authorise: Stripe's page says so and asks for another try.
    const intent = session.paymentIntentId
      ? ledger.state.paymentIntents.get(session.paymentIntentId)
      : undefined;
    const failed = intent?.lastPaymentError?.code === 'payment_intent_authentication_failure';
    const errors: FieldErrors = failed
      ? { payment_method: messagesFor(language).redirectFailed }
      : {};
    const values: FormValues = failed
      ? { payment_method: intent?.lastPaymentError?.paymentMethodType ?? '' }
      : {};
    return sendPaymentPage(reply, request, session, language, { values, errors }, 200);
  });

  app.get<{ Params: { id: string } }>(`${AUTHORIZATION_PAGE_PREFIX}:id`, async (request, reply) => {
    const found = ledger.findRedirect(request.params.id);
    if (!found?.session || found.session.status !== 'open') {
      return sendNotFound(reply, pageLanguage(null, request.headers['accept-language']));
    }
    const { intent, session } = found;
    const method = intent.redirect!.method;
    const t = textsFor('en');
    const page = renderAuthorizationPage({
      methodName: method.type === 'ideal' ? t.ideal : t.bancontact,
      bankName: method.type === 'ideal' ? (IDEAL_BANKS[method.bank]?.name ?? null) : null,
      amount: formatMoney(sessionTotal(session), session.currency, 'en'),
      formAction: `${AUTHORIZATION_PAGE_PREFIX}${intent.id}`,
    });
    return sendHtml(reply, 200, page, [session.successUrl]);
  });

  app.post<{ Params: { id: string } }>(
    `${AUTHORIZATION_PAGE_PREFIX}:id`,
    async (request, reply) => {
      const found = ledger.findRedirect(request.params.id);
      const language = pageLanguage(null, request.headers['accept-language']);
      if (!found?.session) return sendNotFound(reply, language);
      const { intent, session } = found;
      if (session.status !== 'open') return sendClosed(reply, session, language, 409);
      if (formOf(request).outcome === 'authorize') {
        ledger.authorizeBankRedirect(intent, session);
        return redirectToSuccess(reply, session);
      }
      ledger.failBankRedirect(intent);
      return reply.code(303).header('Location', `${PAYMENT_PAGE_PREFIX}${session.id}`).send();
    },
  );

  app.post<{ Params: { id: string } }>(`${PAYMENT_PAGE_PREFIX}:id`, async (request, reply) => {
    const session = ledger.findSession(request.params.id);
    const language = pageLanguage(session?.locale ?? null, request.headers['accept-language']);
    if (!session) return sendNotFound(reply, language);
    // Paying twice, or after the deadline, is refused as Stripe's page refuses it.
    if (session.status !== 'open') return sendClosed(reply, session, language, 409);

    const messages = messagesFor(language);
    const body = formOf(request);
    const submission = readSubmission(body, session, messages, context.now());
    if (submission.kind === 'invalid') {
      const form = { values: submission.values, errors: submission.errors };
      return sendPaymentPage(reply, request, session, language, form, 422);
    }
    if (submission.kind === 'bank_redirect') {
      const intent = ledger.startBankRedirect(session, submission.payer, submission.method);
      return reply.code(303).header('Location', `${AUTHORIZATION_PAGE_PREFIX}${intent.id}`).send();
    }
    if (submission.kind === 'sepa_debit') {
      ledger.payBySepa(session, submission.payment);
      return redirectToSuccess(reply, session);
    }
    const result = ledger.payByCard(session, submission.payment, submission.outcome);
    if (!result.paid) {
      const errors: FieldErrors = { card_number: messages.declines[result.reason] };
      return sendPaymentPage(
        reply,
        request,
        session,
        language,
        { values: submission.values, errors },
        402,
      );
    }
    return redirectToSuccess(reply, session);
  });
}

function formOf(request: FastifyRequest): FormObject {
  const text = (request.body as RawFormBody | undefined)?.formText ?? '';
  try {
    return decodeForm(text);
  } catch {
    // A browser form never sends bracketed names; a mangled body is read as an empty form,
    // which then asks for every field.
    return {};
  }
}

function sendPaymentPage(
  reply: FastifyReply,
  request: FastifyRequest,
  session: SessionRecord,
  language: Language,
  form: { values: FormValues; errors: FieldErrors },
  statusCode: number,
) {
  const page = renderPaymentPage({
    language,
    messages: messagesFor(language),
    session,
    formAction: `${PAYMENT_PAGE_PREFIX}${session.id}`,
    values: form.values,
    errors: form.errors,
  });
  return sendHtml(reply, statusCode, page, [session.successUrl]);
}

function sendClosed(
  reply: FastifyReply,
  session: SessionRecord,
  language: Language,
  statusCode: number,
) {
  const t = messagesFor(language);
  if (session.status === 'expired') {
    const link = session.cancelUrl ? { href: session.cancelUrl, label: t.backToShop } : null;
    return sendHtml(
      reply,
      statusCode,
      renderMessagePage(language, t.expiredTitle, t.expiredText, link, t.testMode),
    );
  }
  const title = session.paymentStatus === 'paid' ? t.completeTitle : t.completePendingTitle;
  const link = { href: successUrlOf(session), label: t.continueToShop };
  return sendHtml(
    reply,
    statusCode,
    renderMessagePage(language, title, t.completeText, link, t.testMode),
  );
}

function sendNotFound(reply: FastifyReply, language: Language) {
  const t = messagesFor(language);
  return sendHtml(
    reply,
    404,
    renderMessagePage(language, t.notFoundTitle, t.notFoundText, null, t.testMode),
  );
}

function successUrlOf(session: SessionRecord): string {
  return session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function redirectToSuccess(reply: FastifyReply, session: SessionRecord) {
  return reply.code(303).header('Location', successUrlOf(session)).send();
}

/**
 * Pages load nothing but the sandbox's own stylesheet. `form-action` must also allow the
 * success URL's origin, because browsers apply it to the redirect that follows the POST.
 */
function sendHtml(
  reply: FastifyReply,
  statusCode: number,
  page: string,
  formTargets: string[] = [],
) {
  const origins = formTargets.map(
    (target) => new URL(target.replaceAll('{CHECKOUT_SESSION_ID}', 'x')).origin,
  );
  const policy = [
    "default-src 'none'",
    "style-src 'self'",
    `form-action 'self' ${origins.join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return reply
    .code(statusCode)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', policy)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .send(page);
}
