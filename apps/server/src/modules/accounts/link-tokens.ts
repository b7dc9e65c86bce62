import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets in mailed links (password reset, e-mail confirmation): 32 random bytes, and only
 * their SHA-256 is stored, so whoever reads the tables cannot use a link.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a link's token. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
