import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp, type TestAppOptions } from './app.js';
import { parseMessage, type ParsedMail } from './mime.js';

/** A real SMTP server on loopback for the mail tests, keeping every message it receives. */

export interface ReceivedMail extends ParsedMail {
  from: string;
  to: string[];
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
