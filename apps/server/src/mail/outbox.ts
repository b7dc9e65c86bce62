import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type pg from 'pg';
import { drizzleOn, type Database } from '../db/client.js';
import type { MailAttachmentRef } from '../db/document-types.js';
import { mailOutbox } from '../db/schema.js';
import {
  renderWithdrawalFormPdf,
  withdrawalFormFileName,
} from '../documents/withdrawal-form-pdf.js';
import { inTransaction } from '../db/transaction.js';
import { DELIVER_MAIL_QUEUE, type JobQueue } from '../plugins/jobs.js';
import {
  renderMail,
  sellerForMails,
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
  /** Documents to attach, read when the mail is sent (an invoice's PDF is made then if need be). */
  attachments?: MailAttachmentRef[];
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
    attachments?: MailAttachmentFile[];
  }): Promise<{ messageId: string }>;
}

export interface MailContext {
  pool: pg.Pool;
  db: Database;
  jobs: JobQueue;
  /** Null when MAIL_URL is unset: mails are kept in the outbox. */
  sender: MailSender | null;
  from: string;
  /** Retries the queue allows, so the last attempt can mark the row failed. */
  retryLimit: number;
  log: FastifyBaseLogger;
  /** How each kind of attached document is made when its mail is sent. */
  attachments: AttachmentRenderers;
}

/** An attached document as the mail carries it. */
export interface MailAttachmentFile {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for a picture the HTML shows inline (`<img src="cid:…">`) rather than attaches. */
  cid?: string;
}

/**
 * The maker of each kind of attachment, by its reference; null when the document is gone (or, for
 * an e-invoice, when its buyer receives none). The
 * domain that owns a document gives its maker when the app starts (app.ts), so the outbox
 * imports no domain: orders and gift cards queue mails here, and nothing here calls back.
 */
export type AttachmentRenderers = {
  [Kind in MailAttachmentRef['kind']]: (
    db: Database,
    ref: Extract<MailAttachmentRef, { kind: Kind }>,
  ) => Promise<MailAttachmentFile | null>;
};

/** The model withdrawal form (ADR 0046): the mail's own document, made from its reference. */
export async function withdrawalFormAttachment(
  _db: Database,
  ref: Extract<MailAttachmentRef, { kind: 'withdrawal-form' }>,
): Promise<MailAttachmentFile> {
  const form = { ...ref, orderedAt: new Date(ref.orderedAt) };
  return {
    filename: withdrawalFormFileName(form),
    content: await renderWithdrawalFormPdf(form, sellerForMails()),
    contentType: 'application/pdf',
  };
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
  // An erased customer's orders keep no address (ADR 0035): there is nobody to write to.
  if (request.to === '') return null;
  const rendered = renderMail(request.template, request.language, request.data);
  await context.jobs.ready();
  if (client) return recordAndQueue(context.jobs, client, request, rendered);
  // Its own transaction: a recorded mail always has its delivery job, and vice versa.
  return inTransaction(context, (tx) => recordAndQueue(context.jobs, tx.client, request, rendered));
}

async function recordAndQueue(
  jobs: JobQueue,
  client: pg.PoolClient,
  request: MailRequest,
  rendered: RenderedMail,
): Promise<number | null> {
  const [row] = await drizzleOn(client)
    .insert(mailOutbox)
    .values({
      dedupeKey: request.dedupeKey,
      template: request.template,
      language: request.language,
      toAddress: request.to,
      replyTo: request.replyTo ?? null,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      secrets: request.secrets?.length ? request.secrets : null,
      attachments: request.attachments?.length ? request.attachments : null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  const id = row?.id ?? null;
  if (id !== null) await jobs.send(DELIVER_MAIL_QUEUE, { mail_id: id }, { client });
  return id;
}

/** The attached documents as the mail carries them, read (or made once) now. */
async function attachmentsOf(
  renderers: AttachmentRenderers,
  db: Database,
  refs: readonly MailAttachmentRef[],
): Promise<MailAttachmentFile[]> {
  const files = [];
  for (const ref of refs) {
    const file = await renderAttachment(renderers, db, ref);
    if (file) files.push(file);
  }
  return files;
}

function renderAttachment(
  renderers: AttachmentRenderers,
  db: Database,
  ref: MailAttachmentRef,
): Promise<MailAttachmentFile | null> {
  switch (ref.kind) {
    case 'invoice':
      return renderers.invoice(db, ref);
    case 'e-invoice':
      return renderers['e-invoice'](db, ref);
    case 'gift-card':
      return renderers['gift-card'](db, ref);
    case 'withdrawal-form':
      return renderers['withdrawal-form'](db, ref);
    case 'line-photo':
      return renderers['line-photo'](db, ref);
  }
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
  const { db } = context;
  const [mail] = await db
    .select({
      toAddress: mailOutbox.toAddress,
      replyTo: mailOutbox.replyTo,
      subject: mailOutbox.subject,
      html: mailOutbox.html,
      text: mailOutbox.text,
      status: mailOutbox.status,
      secrets: mailOutbox.secrets,
      attachments: mailOutbox.attachments,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, mailId));
  if (!mail) return 'missing';
  // A job that runs again after its mail went out (a crash before pg-boss heard) sends nothing.
  if (mail.status === 'sent' || mail.status === 'stored') return 'already_done';

  if (context.sender === null) {
    await db
      .update(mailOutbox)
      .set({ status: 'stored', attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, mailId));
    return 'stored';
  }
  try {
    const info = await context.sender.send({
      from: context.from,
      to: mail.toAddress,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ...(mail.attachments?.length
        ? { attachments: await attachmentsOf(context.attachments, db, mail.attachments) }
        : {}),
    });
    // The recipient has the link now; the stored copy must not be a second way in.
    const secrets = mail.secrets ?? [];
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: null,
        providerMessageId: info.messageId,
        sentAt: sql`now()`,
        html: redact(mail.html, secrets),
        text: redact(mail.text, secrets),
        secrets: null,
      })
      .where(eq(mailOutbox.id, mailId));
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const updated = await db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: message,
        status: sql`case when ${mailOutbox.attempts} + 1 > ${context.retryLimit} then 'failed' else ${mailOutbox.status} end`,
      })
      .where(eq(mailOutbox.id, mailId))
      .returning({ attempts: mailOutbox.attempts });
    context.log.warn(
      { mailId, attempts: updated[0]?.attempts, err: error },
      'mail delivery failed; pg-boss retries it',
    );
    throw error;
  }
}
