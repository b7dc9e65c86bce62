import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { freePort } from '../test-support/free-port.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawning the process to the first 200 of /api/health. */
  startupMs: number;
  /** Everything the server printed so far. */
  output(): string;
  /** The process's peak resident memory so far (VmHWM), in bytes. */
  peakRssBytes(): Promise<number>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

export interface ShopOptions {
  /** Holds the embedded PostgreSQL's data, the media and the sandbox's state. */
  dataDir: string;
  port: number;
  /** Fixed across restarts of one data folder (the cluster remembers nothing of it, though). */
  postgresPort: number;
  env?: Record<string, string>;
  /** Extra node flags for the server process, e.g. ['--cpu-prof'] to profile a run. */
  nodeFlags?: string[];
}

/**
 * The built server as `npm start` runs it (node apps/server/dist/server.js), with its own
 * embedded PostgreSQL in `dataDir` (no DATABASE_URL) and the demo data seeded at start.
 */
export async function startShop(options: ShopOptions): Promise<ShopProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...withoutDatabaseUrl(process.env),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: url,
      EMBEDDED_POSTGRES_DIR: path.join(options.dataDir, 'postgres'),
      EMBEDDED_POSTGRES_PORT: String(options.postgresPort),
      MEDIA_DIR: path.join(options.dataDir, 'media'),
      // The stand-ins on ports of their own, beside a `npm start` on this machine: any free
      // port (0), picked as each listens, since one reserved here could be taken before the
      // shop got to it (issue 30). Nothing here needs their ports.
      PAYMENT_SANDBOX_PORT: '0',
      PAYMENT_SANDBOX_DATA_FILE: path.join(options.dataDir, 'payment-sandbox.json'),
      CARRIER_SANDBOX_PORT: '0',
      // And the VIES stand-in (ADR 0098).
      VIES_SANDBOX_PORT: '0',
      UPLOADS_DIR: path.join(options.dataDir, 'uploads'),
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'benchmark-only-jwt-secret-0123456789abcdefghijklmnopqrstuvwxyz',
      // Production refuses the demo seller (a valid enterprise number: 97 - 01234567 mod 97 = 49).
      SELLER_LEGAL_NAME: 'Benchmark Cadeau BV',
      SELLER_ENTERPRISE_NUMBER: '0123.456.749',
      SELLER_VAT_NUMBER: 'BE0123456749',
      SELLER_STREET: 'Kerkstraat 12',
      SELLER_EMAIL: 'bench@ateliercadeau.be',
      SELLER_PHONE: '+32 9 123 45 67',
      SELLER_LEGAL_FORM: 'BV',
      SELLER_REGISTER_COURT: 'Gent, afdeling Gent',
      SELLER_IBAN: 'BE13 0123 4567 8939',
      SELLER_BIC: 'GEBABEBB',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop exited while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The shop did not answer within 120 s:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = performance.now() - started;

  return {
    url,
    child,
    startupMs,
    output: () => output,
    peakRssBytes: () => peakRssOf(child.pid!),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Until `url` answers 2xx (or anything, with `anyAnswer`), or the process has exited. */
export async function waitForHttp(
  url: string,
  child: ChildProcess,
  what: string,
  output: () => string,
  anyAnswer = false,
) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer within 120 s:\n${output()}`);
    const answered = await fetch(url).then(
      (response) => anyAnswer || response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface SandboxProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * The payment sandbox as a process of its own (apps/payment-sandbox's standalone program), as
 * Stripe is in production: the shop reaches it with a test key and STRIPE_API_URL
 * (`shopEnvForSandbox`), and the shop's process holds the shop's memory alone.
 */
export async function startSandbox(
  dataDir: string,
  shopPort: number,
  webhookSecret: string,
  env: Record<string, string> = {},
): Promise<SandboxProcess> {
  const entry = path.join(REPO_ROOT, 'apps/payment-sandbox/dist/main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run "npm run build" first.`);
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      PAYMENT_SANDBOX_HOST: '127.0.0.1',
      PAYMENT_SANDBOX_PORT: String(port),
      PAYMENT_SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${shopPort}/api/checkout/webhook/`,
      PAYMENT_SANDBOX_WEBHOOK_SECRET: webhookSecret,
      PAYMENT_SANDBOX_DATA_FILE: path.join(dataDir, 'payment-sandbox.json'),
      ...env,
    },
    // It logs every request; nobody reads that here.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Its root answers 404: any answer means it listens.
  await waitForHttp(`${url}/`, child, 'The payment sandbox', () => errors, true);
  return { url, child, exited };
}

/** What the shop needs to talk to a sandbox started by `startSandbox` as it would to Stripe. */
export function shopEnvForSandbox(
  sandbox: SandboxProcess,
  webhookSecret: string,
): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_standalone_sandbox',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: sandbox.url,
  };
}

/** VmHWM of /proc/<pid>/status: the most resident memory the process ever had. */
export async function peakRssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new Error(`No VmHWM in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  return copy;
}

/** The machine, for the record: cores, memory, CPU model, Node version. */
export function machine(): { cores: number; memoryGiB: number; cpu: string; node: string } {
  return {
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
  };
}

/** Replaces what lies between `<!-- name:start -->` and `<!-- name:end -->` in a document. */
export function replaceBetweenMarkers(document: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from === -1 || to === -1 || to < from) {
    return `${document.trimEnd()}\n\n${start}\n${content}\n${end}\n`;
  }
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`;
}

/** Writes `text` formatted as the repository's Prettier set-up wants it (`npm run lint`). */
export async function writeFormatted(file: string, text: string): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await prettier.format(text, { ...options, filepath: file }));
}
