import type { LoginThrottle } from '../../lib/login-throttle';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Sessions } from '../../lib/session/sessions';
import type { RelyingParty } from './relying-party';
import type { PasskeysRepository } from './repository';

export type PasskeyDeps = {
  repository: PasskeysRepository;
  rp: RelyingParty;
  /** What a passkey login needs to start a session, the same as a password login. */
  sessions: Sessions;
  /** Failed passkey logins count as failed logins of the client address. */
  throttle: LoginThrottle;
  /** Login options store a challenge each: limited per client address. */
  limiter: RateLimiter;
  optionsPerIp: { max: number; windowSeconds: number };
};
