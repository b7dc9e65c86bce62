/**
 * Runs the payment sandbox on its own (`npm run dev -w @shop/payment-sandbox`), for trying it
 * with curl or the Stripe SDK without the shop. The shop itself starts it in-process through
 * `createPaymentSandbox`. This file is the standalone program's configuration module: the
 * only place in the package that reads the environment.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createPaymentSandbox } from './sandbox.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The webhook signing secret when none is set. It is public, like the rest of a sandbox that
 * moves no money; give the shop the same value as STRIPE_WEBHOOK_SECRET.
 */
const DEVELOPMENT_WEBHOOK_SECRET = 'whsec_local_payment_sandbox_development_only';

const port = z.coerce
  .number({ message: 'must be a port number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const environmentSchema = z.object({
  PAYMENT_SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  PAYMENT_SANDBOX_PORT: port.default(12111),
  PAYMENT_SANDBOX_PUBLIC_URL: z
    .url({ message: 'must be a URL like http://localhost:12111' })
    .optional(),
  PAYMENT_SANDBOX_WEBHOOK_URL: z
    .url({ message: 'must be a URL like http://localhost:8000/api/checkout/webhook/' })
    .default('http://localhost:8000/api/checkout/webhook/'),
  PAYMENT_SANDBOX_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'must start with whsec_, like a Stripe signing secret')
    .default(DEVELOPMENT_WEBHOOK_SECRET),
  PAYMENT_SANDBOX_DATA_FILE: z
    .string()
    .transform((value) => path.resolve(REPO_ROOT, value))
    .default(path.join(REPO_ROOT, 'data/payment-sandbox.json')),
  PAYMENT_SANDBOX_ASYNC_PAYMENT_DELAY_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must not be negative')
    .default(5000),
  PAYMENT_SANDBOX_RETENTION_DAYS: z.coerce
    .number({ message: 'must be a number of days' })
    .positive('must be more than 0 days')
    .default(30),
});

function loadSettings() {
  // Blank values count as unset, so a copied example file with empty lines keeps the defaults.
  const environment = Object.entries(process.env).filter(([, value]) => value !== '');
  const parsed = environmentSchema.safeParse(Object.fromEntries(environment));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`The payment sandbox's settings are wrong:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

async function main(): Promise<void> {
  const settings = loadSettings();
  const sandbox = await createPaymentSandbox({
    host: settings.PAYMENT_SANDBOX_HOST,
    port: settings.PAYMENT_SANDBOX_PORT,
    ...(settings.PAYMENT_SANDBOX_PUBLIC_URL
      ? { publicUrl: settings.PAYMENT_SANDBOX_PUBLIC_URL }
      : {}),
    webhookUrl: settings.PAYMENT_SANDBOX_WEBHOOK_URL,
    webhookSecret: settings.PAYMENT_SANDBOX_WEBHOOK_SECRET,
    dataFile: settings.PAYMENT_SANDBOX_DATA_FILE,
    asyncPaymentDelayMs: settings.PAYMENT_SANDBOX_ASYNC_PAYMENT_DELAY_MS,
    retentionMs: settings.PAYMENT_SANDBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    log: true,
  });
  console.log(
    [
      `Payment sandbox listening on ${sandbox.url}`,
      `  webhooks go to ${settings.PAYMENT_SANDBOX_WEBHOOK_URL}`,
      `  data file ${settings.PAYMENT_SANDBOX_DATA_FILE}`,
    ].join('\n'),
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await sandbox.close();
      process.exit(0);
    } catch (error) {
      console.error('The payment sandbox did not stop cleanly:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
