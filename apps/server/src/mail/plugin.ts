import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Database } from '../db/client.js';
import { MAIL_RETRY_LIMIT } from './jobs.js';
import {
  deliverMail,
  enqueueMail,
  smtpSender,
  withdrawalFormAttachment,
  type AttachmentRenderers,
  type Delivery,
  type MailContext,
  type MailRequest,
} from './outbox.js';
import { setMailSeller, type MailTemplate } from './templates.js';

/**
 * Mail for every module through `app.mail`: modules never import each other, so they queue
 * mails here and the workers of ./jobs.ts deliver them.
 */

export interface Mail {
  /**
   * Renders, records and queues a mail; null when its dedupe key was already used. With
   * `client`, inside that client's open transaction (await `app.jobs.ready()` before opening it).
   */
  enqueue<T extends MailTemplate>(
    request: MailRequest<T>,
    client?: pg.PoolClient,
  ): Promise<number | null>;
  /** What the `deliver-mail` worker runs; tests call it directly. */
  deliver(mailId: number): Promise<Delivery>;
  /** What the `send-order-confirmation` worker runs; tests call it directly. */
  sendOrderMails(orderId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

export interface MailPluginOptions {
  /** The makers of the domains' documents a mail attaches (the withdrawal form is the mail's own). */
  attachments: Omit<AttachmentRenderers, 'withdrawal-form'>;
  /** The order domain's confirmation mails of a paid order (the `send-order-confirmation` job). */
  sendOrderMails: (
    db: Database,
    enqueue: (request: MailRequest) => Promise<number | null>,
    shopEmail: string,
    orderId: number,
    publicUrl: string,
  ) => Promise<void>;
}

export const mailPlugin = fp<MailPluginOptions>(async (app, options) => {
  setMailSeller(app.config.seller);
  const smtp = app.config.mail.url ? smtpSender(app.config.mail.url) : null;
  const sender = smtp;
  const context: MailContext = {
    pool: app.database.pool,
    db: app.database.db,
    jobs: app.jobs,
    sender,
    from: app.config.mail.from,
    retryLimit: MAIL_RETRY_LIMIT,
    log: app.log,
    attachments: { ...options.attachments, 'withdrawal-form': withdrawalFormAttachment },
  };
  const mail: Mail = {
    enqueue: (request, client) => enqueueMail(context, request, client),
    deliver: (mailId) => deliverMail(context, mailId),
    sendOrderMails: (orderId) =>
      options.sendOrderMails(
        context.db,
        mail.enqueue,
        app.config.mail.shopEmail,
        orderId,
        app.config.publicUrl,
      ),
  };
  app.decorate('mail', mail);

  app.addHook('onReady', async () => {
    if (sender === null) {
      app.log.info(
        'MAIL_URL is unset: mails are kept in the outbox (mail_outbox), readable in the admin panel',
      );
    }
  });
  app.addHook('onClose', async () => smtp?.close());
});
