import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
// The same parser as the API tests' SMTP server: one reading of what nodemailer writes.
import { parseMessage } from '../../apps/server/src/test/mime.js';

/**
 * A real SMTP server on loopback for the browser tests. The test shop delivers its mails to it
 * over SMTP (MAIL_URL), exactly as it would to a real mail provider, and every message lands
 * as one JSON file in a folder: the tests, in other processes than the one running this
 * server, read what arrived from there.
 */

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface MailCatcher {
  port: number;
  /** The shop's MAIL_URL for this catcher. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The folder of one test run's mails, named after the shop's port so suites running side by
 * side (each with its own E2E_PORT) keep their mails apart.
 */
export function mailFolder(shopPort: number): string {
  return path.join(os.tmpdir(), `shop-e2e-mail-${shopPort}`);
}

export async function startMailCatcher(folder: string): Promise<MailCatcher> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    // Plain SMTP without TLS or sign-in, as the server's own tests use: loopback only.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        sequence += 1;
        const mail: CaughtMail = {
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          receivedAt: new Date().toISOString(),
        };
        // Written under a temporary name, then renamed: readers only look at *.json, so
        // they never see half a message.
        const file = path.join(folder, String(sequence).padStart(5, '0'));
        writeFile(`${file}.tmp`, JSON.stringify(mail, null, 2))
          .then(() => rename(`${file}.tmp`, `${file}.json`))
          .then(
            () => callback(),
            (error: Error) => callback(error),
          );
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('The mail catcher has no port.'));
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Every mail caught so far, oldest first. */
export async function caughtMails(folder: string): Promise<CaughtMail[]> {
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const mails: CaughtMail[] = [];
  for (const name of names) {
    mails.push(JSON.parse(await readFile(path.join(folder, name), 'utf8')) as CaughtMail);
  }
  return mails;
}

/**
 * Waits for the first mail to `to` whose subject or text passes `matches` (mails go out
 * through the shop's job queue, so they arrive a moment after the request that caused them).
 */
export async function waitForMail(
  folder: string,
  to: string,
  matches: (mail: CaughtMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await caughtMails(folder)).find(
      (mail) =>
        mail.to.some((address) => address.toLowerCase() === to.toLowerCase()) && matches(mail),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = (await caughtMails(folder)).map(
        (mail) => `${mail.to.join(',')}: ${mail.subject}`,
      );
      throw new Error(`No mail to ${to} within ${timeoutMs} ms. Caught: ${JSON.stringify(seen)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in a mail's plain text whose path starts with `pathPrefix`. */
export function linkInMail(mail: CaughtMail, pathPrefix: string): URL {
  for (const match of `${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`No link to ${pathPrefix}… in the mail "${mail.subject}":\n${mail.text}`);
}
