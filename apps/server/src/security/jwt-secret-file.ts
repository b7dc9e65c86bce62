import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, JWT_SECRET_MIN_LENGTH, type Config } from '../config.js';

/**
 * The signing secret when JWT_SECRET is unset (ADR 0020): made once, at the first start, from
 * 48 random bytes, and kept in a file only the server's user can read (0600). Every later
 * start, and every server on the same data folder, reads the same file, so sessions survive
 * restarts and no secret written in the source ever signs a token.
 */

const SECRET_BYTES = 48;
const PRIVATE_FILE_MODE = 0o600;

/** The config with `auth.jwtSecret` filled in: JWT_SECRET as given, or the secret file's. */
export async function withJwtSecret(
  config: Config,
  log: (message: string) => void = () => undefined,
): Promise<Config & { auth: { jwtSecret: string } }> {
  const { jwtSecret, jwtSecretFile } = config.auth;
  if (jwtSecret !== undefined) return { ...config, auth: { ...config.auth, jwtSecret } };
  const { secret, created } = await readOrCreateSecretFile(jwtSecretFile);
  log(
    created
      ? `No JWT_SECRET: made a random signing secret in ${jwtSecretFile} (keep it private).`
      : `No JWT_SECRET: signing tokens with the secret in ${jwtSecretFile}.`,
  );
  return { ...config, auth: { ...config.auth, jwtSecret: secret } };
}

/**
 * The secret in `file`, made first if the file does not exist. A new secret is written to a
 * private temporary file and then hard-linked into place: the link fails when another server
 * got there first, so two first starts agree on one secret and nobody reads half a file.
 */
export async function readOrCreateSecretFile(
  file: string,
): Promise<{ secret: string; created: boolean }> {
  const existing = await readSecretFile(file);
  if (existing !== null) return { secret: existing, created: false };

  // The folder keeps the default mode: it is the data folder, which the embedded PostgreSQL
  // (running as the postgres user) must enter. The file itself is private (0600).
  await mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  const handle = await open(draft, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(`${secret}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(draft, file);
    return { secret, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readSecretFile(file);
    if (winner === null) throw error;
    return { secret: winner, created: false };
  } finally {
    await rm(draft, { force: true });
  }
}

/** The file's secret, null when there is no file; refuses one others can read or a short one. */
async function readSecretFile(file: string): Promise<string | null> {
  let mode: number;
  try {
    mode = (await stat(file)).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if ((mode & 0o077) !== 0) {
    throw new ConfigError(
      `The JWT secret file ${file} can be read by other users (mode ${(mode & 0o777).toString(8)}): run chmod 600 on it, or set JWT_SECRET.`,
    );
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < JWT_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      `The JWT secret file ${file} holds fewer than ${JWT_SECRET_MIN_LENGTH} characters: delete it to make a new one (every sign-in ends), or set JWT_SECRET.`,
    );
  }
  return secret;
}
