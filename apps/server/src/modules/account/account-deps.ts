import { isCommonPassword } from '@kundenportal/domain/account/common-passwords';
import { passwordTexts } from '@kundenportal/domain/texts/password';
import type { RateLimits } from '../../config';
import { ValidationError } from '../../lib/app-error';
import type { LoginThrottle } from '../../lib/login-throttle';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Sessions } from '../../lib/session/sessions';
import type { AccountRepository, Executor } from './repository';

/** What the account use cases need; built once in plugin.ts (and admin.ts). */
export type AccountDeps = {
  repository: AccountRepository;
  /** Sessions, started like a login does (in the caller's transaction). */
  sessions: Sessions;
  limiter: RateLimiter;
  limits: RateLimits;
  /** Wrong current passwords (password and e-mail change) count as failed logins of the account. */
  loginThrottle: LoginThrottle;
  scryptLogN: number;
  publicUrl: string;
  /** Server secret that keys the SMS code hashes. */
  smsSecret: string;
  /** Asks the outbox to send soon what a committed transaction enqueued. */
  kickOutbox: () => void;
};

/** Starts a session like a login does, but writes its row in the caller's transaction. */
export function startSession(deps: Pick<AccountDeps, 'sessions'>, tx: Executor, userId: number) {
  return deps.sessions.start(userId, tx);
}

/** The server's part of the password policy: the common-password list is too big for the browser. */
export async function assertNotCommonPassword(field: string, password: string): Promise<void> {
  if (await isCommonPassword(password)) throw new ValidationError([`${field}=>${passwordTexts.tooCommon}`]);
}

/** A limit of the account flows on `key`, within the configured window. */
export function limit(deps: AccountDeps, key: string, max: number) {
  return { key, max, windowSeconds: deps.limits.windowSeconds };
}
