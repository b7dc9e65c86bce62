import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The one place that reads the environment. Everything else receives a typed `Config`.
 * Empty values count as unset, so a copied `.env.example` with blanks keeps the defaults.
 */

/** The repository root, from src/ or dist/ alike (both sit two levels below it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce
  .number({ message: 'must be a port number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const directory = z.string().transform((value) => path.resolve(REPO_ROOT, value));

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(8000),
  PUBLIC_URL: z.url({ message: 'must be a URL like https://shop.example.be' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\/.+/,
      'must be a PostgreSQL URL like postgres://user:pass@host:5432/db',
    )
    .optional(),
  EMBEDDED_POSTGRES_DIR: directory.default(path.join(REPO_ROOT, 'data/postgres')),
  EMBEDDED_POSTGRES_PORT: port.default(54329),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  MEDIA_DIR: directory.default(path.join(REPO_ROOT, 'data/media')),
  WEB_DIST_DIR: directory.default(path.join(REPO_ROOT, 'apps/web/dist')),
  SEED_DEMO_DATA: booleanFlag.default(true),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof environmentSchema>) {
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    database: {
      /** Unset: the server runs its own PostgreSQL from the embedded-postgres package. */
      url: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      embedded: { dataDir: env.EMBEDDED_POSTGRES_DIR, port: env.EMBEDDED_POSTGRES_PORT },
    },
    mediaDir: env.MEDIA_DIR,
    webDistDir: env.WEB_DIST_DIR,
    seedDemoData: env.SEED_DEMO_DATA,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError that names each variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const known = Object.keys(environmentSchema.shape);
  const env = Object.fromEntries(
    known.map((name) => [name, source[name] === '' ? undefined : source[name]]),
  );
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = env[name] === undefined ? 'unset' : `got ${JSON.stringify(env[name])}`;
      return `  ${name}: ${issue.message} (${given})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(result.data);
}
