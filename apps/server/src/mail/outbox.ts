import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type pg from 'pg';
import { DELIVER_MAIL_QUEUE, type JobQueue } from '../plugins/jobs.js';
import {
  renderMail,
  type MailLanguage,
  type MailTemplate,
  type MailTemplates,
  type RenderedMail,
} from './templates.js';

/**
 * Every mail is a row in `mail_outbox` first and a `deliver-mail` job second. The row makes a
 * mail at most once (its dedupe key is unique) and keeps what was sent for admins to read;
 * the job retries with backoff, so an SMTP outage delays mail and loses none.
 */

export interface MailRequest<T extends MailTemplate = MailTemplate> {
  /** What the mail is about, e.g. `order-confirmation:42`: the same key never mails twice. */
  dedupeKey: string;
  template: T;
  language: MailLanguage;
  to: string;
  /** Where replies should go (the sender of a contact message); the shop's From otherwise. */
  replyTo?: string;
  data: MailTemplates[T];
  /**
   * Single-use secrets the mail carries (a reset or confirmation token). Once SMTP has taken
   * the mail, the outbox copy keeps REDACTED_SECRET in their place: staff reading the outbox
   * cannot follow the link. Without SMTP the outbox is the mailbox and keeps them.
   */
  secrets?: string[];
}

/** What a delivered mail's stored copy shows where a single-use secret was. */
export const REDACTED_SECRET = 'removed-after-delivery';

export interface MailSender {
  send(mail: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    html: string;
    text: string;
  }): Promise<{ messageId: string }>;
}

export interface MailContext {
  pool: pg.Pool;
  jobs: JobQueue;
  /** Null when MAIL_URL is unset: mails are kept in the outbox. */
  sender: MailSender | null;
  from: string;
  /** Retries the queue allows, so the last attempt can mark the row failed. */
  retryLimit: number;
  log: FastifyBaseLogger;
}

export function smtpSender(url: string): MailSender & { close(): void } {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      const info = (await transport.sendMail(mail)) as { messageId: string };
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/**
 * Renders and records the mail and queues its delivery. Returns the row's id, or null when a
 * mail with this dedupe key already exists (nothing is queued again).
 *
 * With `client`, both happen inside that client's open transaction, so the mail exists exactly
 * when the caller's change commits (a contact message and its mail, a cancelled order and its
 * notice). Await `jobs.ready()` before opening such a transaction (see JobQueue.ready).
 */
export async function enqueueMail<T extends MailTemplate>(
  context: Pick<MailContext, 'pool' | 'jobs'>,
  request: MailRequest<T>,
  client?: pg.PoolClient,
): Promise<number | null> {
  const rendered = renderMail(request.template, request.language, request.data);
  await context.jobs.ready();
  if (client) return recordAndQueue(context.jobs, client, request, rendered);
  const own = await context.pool.connect();
  try {
    await own.query('begin');
    // Same transaction: a recorded mail always has its delivery job, and vice versa.
    const id = await recordAndQueue(context.jobs, own, request, rendered);
    await own.query('commit');
    return id;
  } catch (error) {
    await own.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    own.release();
  }
}

async function recordAndQueue(
  jobs: JobQueue,
  client: pg.PoolClient,
  request: MailRequest,
  rendered: RenderedMail,
): Promise<number | null> {
  const { rows } = await client.query<{ id: number }>(
    `insert into mail_outbox
       (dedupe_key, template, language, to_address, reply_to, subject, html, text, secrets)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (dedupe_key) do nothing
     returning id`,
    [
      request.dedupeKey,
      request.template,
      request.language,
      request.to,
      request.replyTo ?? null,
      rendered.subject,
      rendered.html,
      rendered.text,
      request.secrets?.length ? request.secrets : null,
    ],
  );
  const id = rows[0]?.id ?? null;
  if (id !== null) await jobs.send(DELIVER_MAIL_QUEUE, { mail_id: id }, { client });
  return id;
}

function redact(content: string, secrets: readonly string[]): string {
  return secrets.reduce(
    (redacted, secret) => (secret === '' ? redacted : redacted.replaceAll(secret, REDACTED_SECRET)),
    content,
  );
}

export type Delivery = 'sent' | 'stored' | 'already_done' | 'missing';

/**
 * Delivers one outbox row. Throws when SMTP fails, so pg-boss retries the job; the row keeps
 * the attempts and the last error, and turns `failed` on the last attempt.
 */
export async function deliverMail(context: MailContext, mailId: number): Promise<Delivery> {
  const { rows } = await context.pool.query<{
    to_address: string;
    reply_to: string | null;
    subject: string;
    html: string;
    text: string;
    status: string;
    attempts: number;
    secrets: string[] | null;
  }>(
    'select to_address, reply_to, subject, html, text, status, attempts, secrets from mail_outbox where id = $1',
    [mailId],
  );
  const mail = rows[0];
  if (!mail) return 'missing';
  // A job that runs again after its mail went out (a crash before pg-boss heard) sends nothing.
  if (mail.status === 'sent' || mail.status === 'stored') return 'already_done';

  if (context.sender === null) {
    await context.pool.query(
      `update mail_outbox set status = 'stored', attempts = attempts + 1 where id = $1`,
      [mailId],
    );
    return 'stored';
  }
  try {
    const info = await context.sender.send({
      from: context.from,
      to: mail.to_address,
      ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
    // The recipient has the link now; the stored copy must not be a second way in.
    const secrets = mail.secrets ?? [];
    await context.pool.query(
      `update mail_outbox
          set status = 'sent', attempts = attempts + 1, last_error = null,
              provider_message_id = $2, sent_at = now(),
              html = $3, text = $4, secrets = null
        where id = $1`,
      [mailId, info.messageId, redact(mail.html, secrets), redact(mail.text, secrets)],
    );
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const { rows: updated } = await context.pool.query<{ attempts: number }>(
      `update mail_outbox
          set attempts = attempts + 1, last_error = $2,
              status = case when attempts + 1 > $3 then 'failed' else status end
        where id = $1
        returning attempts`,
      [mailId, message, context.retryLimit],
    );
    context.log.warn(
      { mailId, attempts: updated[0]?.attempts, err: error },
      'mail delivery failed; pg-boss retries it',
    );
    throw error;
  }
}
