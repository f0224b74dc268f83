import type { RateLimiter, RateRule } from './rate-limiter';

type Limits = { failuresPerAccount: number; failuresPerIp: number; windowSeconds: number };

/**
 * Failed logins per account and per client address, counted by the shared rate limiter (so every
 * process sees them). Password and passkey logins, and a wrong current password on account changes,
 * all count here.
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

  return {
    isBlocked: (email: string, ip: string) => limiter.isLimited([account(email), address(ip)]),
    isAddressBlocked: (ip: string) => limiter.isLimited([address(ip)]),
    recordFailure: (email: string, ip: string) => limiter.record([account(email), address(ip)]),
    recordAddressFailure: (ip: string) => limiter.record([address(ip)]),
    recordSuccess: (email: string) => limiter.clear(account(email).key),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
