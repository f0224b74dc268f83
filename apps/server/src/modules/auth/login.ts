import type { LoginInput } from '@kundenportal/domain/auth/login';
import { AppError } from '../../lib/app-error';
import type { LoginThrottle } from '../../lib/login-throttle';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password-hash';
import type { Role, Sessions } from '../../lib/session/sessions';
import type { AuthRepository } from './repository';

type Deps = {
  repository: AuthRepository;
  sessions: Sessions;
  throttle: LoginThrottle;
  scryptLogN: number;
  /** A hash of a random password, verified for unknown e-mails so timing does not reveal accounts. */
  dummyHash: Promise<string>;
};

/**
 * A password login on one side of the portal: `role` customer at `/api/login`, adviser at
 * `/api/berater/login`. An account of the other side gets the same answer as a wrong password, so
 * neither login tells which e-mails the other side has.
 */
export async function login(
  deps: Deps,
  input: LoginInput,
  ip: string,
  role: Role = 'customer',
): Promise<{ token: string }> {
  // Counted as a failure before the check (atomically with the limit), given back when it succeeds.
  const attempt = await deps.throttle.begin(input.email, ip);

  const user = await deps.repository.findUserByEmail(input.email);
  const hash = user?.passwordHash ?? (await deps.dummyHash);
  const valid = await verifyPassword(input.password, hash);
  if (!user?.passwordHash || !valid || user.role !== role) throw new AppError('invalid_credentials');
  if (!user.active) {
    await attempt.release();
    throw new AppError('user_not_active');
  }

  await attempt.release({ forgetFailures: true });
  if (needsRehash(user.passwordHash, deps.scryptLogN)) {
    await deps.repository.updatePasswordHash(user.id, await hashPassword(input.password, deps.scryptLogN));
  }
  return deps.sessions.start(user.id);
}
