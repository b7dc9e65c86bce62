import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageSchema,
  contactResponseSchema,
  isTextMessageKey,
  type ContactMessage,
  type Language,
} from '@shop/contracts';
import { contactMessages } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, type FieldErrors } from '../../errors.js';
import { validationMessage } from '../../plugins/errors.js';
import { enforceRateLimits } from '../../plugins/rate-limit.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { serverText } from '../../i18n/texts.js';

const TAGS = ['contact'];

/**
 * The contact form goes to our own server (issue 8, beyond the spec's third-party form
 * service): the message is kept in `contact_messages` and mailed to the shop's address in the
 * same transaction, so a stored message always has its mail and none is lost to an SMTP outage.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact/',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Send a message to the shop',
        description: [
          'Kept and mailed to the shop. Field errors come back per field in the language of',
          '`lang` or Accept-Language. At most RATE_LIMIT_CONTACT_PER_IP messages (5 by default)',
          'per address and hour (then 429).',
          '`website` is a honeypot for bots: when filled in, the answer is the same and nothing',
          'is kept or sent.',
        ].join(' '),
        body: contactMessageSchema,
        response: { 201: contactResponseSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const fieldErrors = contactFieldErrors(request, language);
      if (fieldErrors) {
        throw AppError.validation(fieldErrors, serverText(language, 'forms.invalidFields'));
      }
      // Counted after validation: a form with a typo is corrected, not a message sent.
      await enforceRateLimits(
        app,
        reply,
        [
          {
            key: `contact:ip:${request.ip}`,
            rule: {
              limit: app.config.rateLimits.contact.perIp,
              windowSeconds: app.config.rateLimits.contact.windowSeconds,
            },
          },
        ],
        (seconds) => tooManyMessages(seconds, language),
      );
      const answer = { detail: serverText(language, 'contact.sent') };
      // A bot filled in the field people never see: it gets the usual answer and nothing else.
      if (request.body.website?.trim()) {
        request.log.info({ ip: request.ip }, 'contact message dropped by the honeypot');
        return reply.status(201).send(answer);
      }
      const id = await storeAndMail(request.body, language);
      request.log.info({ contactMessageId: id }, 'contact message received');
      return reply.status(201).send(answer);
    },
  );

  async function storeAndMail(message: ContactMessage, language: Language): Promise<number> {
    const sender = {
      firstName: message.first_name,
      lastName: message.last_name,
      email: message.email,
      phone: message.phone ?? '',
      subject: message.subject,
      message: message.message,
    };
    return inTransaction({ pool: app.database.pool, jobs: app.jobs }, async (tx) => {
      const [stored] = await tx.db
        .insert(contactMessages)
        .values({ ...sender, language })
        .returning({ id: contactMessages.id });
      const id = stored!.id;
      // The shop's staff read the three languages; the mail is in English like the order alert.
      await app.mail.enqueue(
        {
          dedupeKey: `contact:${id}`,
          template: 'contact-message',
          language: 'en',
          to: app.config.mail.shopEmail,
          replyTo: message.email,
          data: { messageId: id, ...sender, senderLanguage: language },
        },
        tx.client,
      );
      return id;
    });
  }
};

function tooManyMessages(retryAfterSeconds: number, language: Language): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return serverText(language, 'contact.tooMany', { count: minutes });
}

/**
 * The validation failure as one readable message per field in the request's language (zod's
 * own messages are English and technical).
 */
function contactFieldErrors(request: FastifyRequest, language: Language): FieldErrors | null {
  const failure = request.validationError;
  if (!failure) return null;
  const fields: FieldErrors = {};
  for (const issue of failure.validation ?? []) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    const params = issue.params as { maximum?: unknown; input?: unknown; format?: unknown };
    let text: string;
    if (isTextMessageKey(issue.message)) {
      text = validationMessage(issue, language);
    } else if (issue.keyword === 'too_big' && typeof params.maximum === 'number') {
      text = serverText(language, 'forms.tooLong', { max: params.maximum });
    } else if (
      issue.keyword === 'too_small' ||
      (issue.keyword === 'invalid_type' && params.input === undefined)
    ) {
      text = serverText(language, 'forms.required');
    } else if (name === 'email') {
      text = serverText(language, 'forms.emailInvalid');
    } else {
      text = serverText(language, 'forms.invalid');
    }
    const list = (fields[name] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return fields;
}
