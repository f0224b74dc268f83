import type { RateLimiter } from '../../plugins/rate-limit';
import type { CreateSessionDeps } from '../auth/create-session';
import type { LoginThrottle } from '../auth/login-throttle';
import type { RelyingParty } from './relying-party';
import type { PasskeysRepository } from './repository';

export type PasskeyDeps = {
  repository: PasskeysRepository;
  rp: RelyingParty;
  /** What a passkey login needs to start a session, the same as a password login. */
  sessions: CreateSessionDeps;
  /** Failed passkey logins count as failed logins of the client address. */
  throttle: LoginThrottle;
  /** Login options store a challenge each: limited per client address. */
  limiter: RateLimiter;
  optionsPerIp: { max: number; windowSeconds: number };
};
