import type { AuthRepository } from './repository';

type Limits = { failuresPerAccount: number; failuresPerIp: number; windowSeconds: number };

/** Counts failed logins per account and per IP in the database, so every process shares the counts. */
export function createLoginThrottle(repository: AuthRepository, limits: Limits) {
  const keys = (email: string, ip: string) => ({ account: `account:${email.toLowerCase()}`, ip: `ip:${ip}` });
  const since = () => new Date(Date.now() - limits.windowSeconds * 1000);

  return {
    async isBlocked(email: string, ip: string): Promise<boolean> {
      const k = keys(email, ip);
      const [account, byIp] = await Promise.all([
        repository.countFailures(k.account, since()),
        repository.countFailures(k.ip, since()),
      ]);
      return account >= limits.failuresPerAccount || byIp >= limits.failuresPerIp;
    },
    async recordFailure(email: string, ip: string) {
      const k = keys(email, ip);
      await repository.recordFailures([k.account, k.ip]);
    },
    async recordSuccess(email: string) {
      await repository.clearFailures(keys(email, '').account);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
