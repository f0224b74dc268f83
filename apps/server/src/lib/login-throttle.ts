import { AppError } from './app-error';
import type { RateLimiter, RateRule, Taken } from './rate-limiter';

type Limits = { failuresPerAccount: number; failuresPerIp: number; windowSeconds: number };

/** A login attempt already counted as failed; what ends it well gives its count back. */
export type LoginAttempt = {
  /** The password was right: the attempt does not count (nor, with `forgetFailures`, the account's earlier ones). */
  release(options?: { forgetFailures?: boolean }): Promise<void>;
};

/**
 * Failed logins per account and per client address, counted by the shared rate limiter (so every
 * process sees them). Password and passkey logins, and a wrong current password on account changes,
 * all count here.
 *
 * An attempt is counted as failed before the password is checked, in the same atomic step that checks
 * the limit, and given back when it succeeds: so parallel guesses can never check more passwords than
 * the limit allows (issue 27, item 30).
 */
export function createLoginThrottle(limiter: RateLimiter, limits: Limits) {
  const account = (email: string): RateRule => ({
    key: `account:${email.toLowerCase()}`,
    max: limits.failuresPerAccount,
    windowSeconds: limits.windowSeconds,
  });
  const address = (ip: string): RateRule => ({
    key: `ip:${ip}`,
    max: limits.failuresPerIp,
    windowSeconds: limits.windowSeconds,
  });
  const refusal = (retryAfterSeconds: number) => new AppError('too_many_requests', { retryAfterSeconds });

  function attempt(taken: Taken, accountKey: string | null): LoginAttempt {
    return {
      async release(options = {}) {
        await limiter.release(taken);
        if (options.forgetFailures && accountKey) await limiter.clear(accountKey);
      },
    };
  }

  return {
    /** Counts a password attempt of the account from the address, or refuses with 429 and Retry-After. */
    async begin(email: string, ip: string, refuse = refusal): Promise<LoginAttempt> {
      const rule = account(email);
      return attempt(await limiter.take([rule, address(ip)], refuse), rule.key);
    },
    /** The same for an attempt without a known account (a passkey login). */
    async beginForAddress(ip: string): Promise<LoginAttempt> {
      return attempt(await limiter.take([address(ip)], refusal), null);
    },
    /** Refuses with 429 (and Retry-After) while the address has too many failures; counts nothing. */
    async assertAddressOpen(ip: string): Promise<void> {
      const seconds = await limiter.limitedFor([address(ip)]);
      if (seconds > 0) throw refusal(seconds);
    },
    /** After a password reset: the account's failed logins are forgotten. */
    recordSuccess: (email: string) => limiter.clear(account(email).key),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
