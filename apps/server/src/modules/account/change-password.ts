import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { passwordTexts } from '@kundenportal/domain/texts/password';
import { AppError, ValidationError } from '../../lib/app-error';
import { enqueue } from '../../lib/outbox/outbox-repository';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import { tooManyRequests } from '../../lib/rate-limiter';
import type { SessionContext } from '../../plugins/session';
import { type AccountDeps, assertNotCommonPassword } from './account-deps';
import { adviserPasswordChangedMail, passwordChangedMail } from './mails';

/** The logged-in user re-proves who they are; wrong passwords count as failed logins of the account. */
export async function verifyCurrentPassword(
  deps: AccountDeps,
  user: { email: string; passwordHash: string | null },
  password: string,
  ip: string,
) {
  const attempt = await deps.loginThrottle.begin(user.email, ip, tooManyRequests);
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    throw new ValidationError([`password=>${passwordTexts.wrongCurrent}`]);
  }
  await attempt.release();
}

/**
 * POST /api/password/change (a customer, with config change_passwort) and /api/berater/passwort/aendern
 * (an adviser: no flag, the workspace's notice): checks the current password, sets the new one, ends the
 * user's other sessions and sends a notice.
 */
export async function changePassword(
  deps: AccountDeps,
  session: SessionContext,
  input: { password: string; neues_passwort: string },
  ip: string,
  role: 'customer' | 'adviser' = 'customer',
) {
  const user = await deps.repository.findUser(session.userId);
  if (!user || user.role !== role) throw new AppError('user_not_found');
  if (role === 'customer' && !resolveConfig(user.config).change_passwort) throw new AppError('not_permitted');
  await verifyCurrentPassword(deps, user, input.password, ip);
  await assertNotCommonPassword('neues_passwort', input.neues_passwort);
  const passwordHash = await hashPassword(input.neues_passwort, deps.scryptLogN);
  await deps.repository.transaction(async (tx) => {
    await deps.repository.setPassword(tx, user.id, passwordHash);
    await deps.repository.endSessions(tx, user.id, session.sessionId);
    await deps.repository.retireCodes(tx, user.id, 'password_reset');
    const notice =
      role === 'adviser'
        ? adviserPasswordChangedMail(user, deps.publicUrl)
        : passwordChangedMail(user, deps.publicUrl);
    await enqueue(tx, { channel: 'mail', payload: notice });
  });
  deps.kickOutbox();
  return { success: true as const, message: accountTexts.changesSaved };
}
