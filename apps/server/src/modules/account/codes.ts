import { createHmac, randomInt } from 'node:crypto';
import { newSecretToken, secretTokenHash } from '../../lib/secret-token';

/** Purposes of the single-use codes in `account_codes`, with how long each lives. */
export const codeLifetimes = {
  activation: 7 * 24 * 3600,
  password_reset: 60 * 60,
  email_change: 24 * 3600,
} as const;

export type CodePurpose = keyof typeof codeLifetimes;

export const SMS_CODE_SECONDS = 10 * 60;
export const SMS_MAX_ATTEMPTS = 5;

/** A code for a mail link (lib/secret-token.ts): only its hash is stored. */
export function newAccountCode(purpose: CodePurpose, now = Date.now()) {
  const code = newSecretToken();
  return { code, hash: hashAccountCode(code), expiresAt: new Date(now + codeLifetimes[purpose] * 1000) };
}

export function hashAccountCode(code: string): string {
  return secretTokenHash(code);
}

/**
 * A 6-digit SMS code. A million values are quick to try against a plain hash, so the stored hash is an
 * HMAC with a server secret and bound to the phone number.
 */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashSmsCode(secret: string, phoneDigits: string, code: string): string {
  return createHmac('sha256', secret).update(`sms:${phoneDigits}:${code}`).digest('hex');
}
