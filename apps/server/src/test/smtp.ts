import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp, type TestAppOptions } from './app.js';

/** A real SMTP server on loopback for the mail tests, keeping every message it receives. */

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The Reply-To header's address, '' when the mail has none. */
  replyTo: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /**
   * Stops accepting connections (an SMTP outage); `start` listens on the same port again.
   * Both do nothing when already in that state.
   */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let server = create(received);
  let port = await listen(server, 0);
  let listening = true;
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    async stop() {
      if (!listening) return;
      listening = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      if (listening) return;
      server = create(received);
      port = await listen(server, port);
      listening = true;
    },
  };
}

function create(received: ReceivedMail[]): SMTPServer {
  return new SMTPServer({
    // Plain SMTP without TLS or sign-in: loopback only.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        callback();
      });
    },
  });
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** Just enough MIME for what nodemailer writes: a subject and text/html alternatives. */
function parseMessage(raw: string): {
  subject: string;
  replyTo: string;
  text: string;
  html: string;
} {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = parseHeaders(head);
  const body = rest.join('\r\n\r\n');
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const sections = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const section of sections) {
    const [partHead = '', ...partBody] = section.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const partHeaders = parseHeaders(partHead);
    const type = (partHeaders['content-type'] ?? 'text/plain').split(';')[0]!.trim();
    parts[type] = decodeBody(
      partBody.join('\r\n\r\n').replace(/\r?\n$/, ''),
      partHeaders['content-transfer-encoding'] ?? '',
    );
  }
  return {
    subject: decodeWords(headers.subject ?? ''),
    replyTo: /<?([^<>\s]+@[^<>\s]+)>?\s*$/.exec(headers['reply-to'] ?? '')?.[1] ?? '',
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
    default:
      return body;
  }
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(value[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as in non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

/**
 * A test shop that mails over real SMTP to a loopback server of its own. Sign-ups are not
 * rate-limited (mail tests make many customers); `env` adds to or overrides that.
 */
export async function startShopWithMail(
  options: TestAppOptions = {},
): Promise<{ shop: TestApp; smtp: TestSmtpServer }> {
  const smtp = await startSmtpServer();
  const shop = await createTestApp({
    ...options,
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000', MAIL_URL: smtp.url, ...options.env },
  });
  return { shop, smtp };
}
