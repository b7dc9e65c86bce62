import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATOR_SELLER_ENV } from '../../apps/server/src/test/seller.js';
import { freePort } from '../../test-support/free-port.js';

/** The seller an operator would configure (a production start refuses the demo seller). */
export const E2E_SELLER_ENV = OPERATOR_SELLER_ENV;

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ShopServer {
  url: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>;
}

export interface ShopServerOptions {
  port: number;
  /** A scratch folder holding the embedded PostgreSQL's data and the media. */
  dataDir: string;
  env?: Record<string, string>;
}

/** The built server (apps/server/dist), as `npm start` runs it, on a private database. */
export async function startShopServer(options: ShopServerOptions): Promise<ShopServer> {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      // The payment page sends the browser back to PUBLIC_URL: the same origin the tests use,
      // or the signed-in state (kept per origin) would be missing there.
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      EMBEDDED_POSTGRES_DIR: path.join(options.dataDir, 'postgres'),
      // PostgreSQL cannot be told "any port" (0), so this one is reserved ahead.
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      MEDIA_DIR: path.join(options.dataDir, 'media'),
      // Without STRIPE_SECRET_KEY the server starts the payment sandbox: each server its own
      // port and state, as several suites run side by side. The stand-ins take any free port
      // (0) as they listen: a port probed here and released could be taken by another suite's
      // listener before the server, seconds later, got to it (EADDRINUSE in CI, issue 30).
      // Nothing here needs their ports: the shop reaches them, the browser follows its links.
      PAYMENT_SANDBOX_PORT: '0',
      PAYMENT_SANDBOX_DATA_FILE: path.join(options.dataDir, 'payment-sandbox.json'),
      // Without Sendcloud keys the server starts the carrier stand-in: its own port too.
      CARRIER_SANDBOX_PORT: '0',
      // Without VIES_API_URL it starts the VIES stand-in (ADR 0098): its own port as well.
      VIES_SANDBOX_PORT: '0',
      UPLOADS_DIR: path.join(options.dataDir, 'uploads'),
      LOG_LEVEL: 'warn',
      // The suites sign in with the demo logins; production seeds them only when asked.
      SEED_DEMO_DATA: 'true',
      // A secret of its own (without one the server would keep one in the data folder).
      JWT_SECRET: 'e2e-only-jwt-secret-0123456789abcdefghijklmnopqrstuvwxyz',
      // Production refuses the demo seller: the identity an operator would configure.
      ...E2E_SELLER_ENV,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not answer within 90 s:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
