import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A secret a link or ticket carries: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored
 * (`secretTokenHash`), so a copy of the database opens nothing; 256 bits need no pepper or slow hash.
 */
export const newSecretToken = () => randomBytes(32).toString('base64url');

export const secretTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Compares digests, so neither the content nor the length of a shared secret leaks through timing. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
