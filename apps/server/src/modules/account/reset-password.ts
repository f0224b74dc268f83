import { accountTexts } from '@kundenportal/domain/texts/account';
import { ValidationError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password-hash';
import { type AccountDeps, assertNotCommonPassword, startSession } from './account-deps';
import { hashAccountCode } from './codes';

const linkInvalid = () => new ValidationError([`code=>${accountTexts.linkInvalid}`]);

/**
 * POST /api/password/forgot (customers), /api/berater/passwort/neu (advisers): sets the new password with a reset code, ends every session of the account
 * and logs in with a new one. A bad, used or expired code is a field error on `code`.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: { code: string; password: string },
  role: 'customer' | 'adviser' = 'customer',
): Promise<{ token: string }> {
  await assertNotCommonPassword('password', input.password);
  const passwordHash = await hashPassword(input.password, deps.scryptLogN);
  const result = await deps.repository.transaction(async (tx) => {
    const used = await deps.repository.consumeCode(tx, 'password_reset', hashAccountCode(input.code));
    if (!used) throw linkInvalid();
    const user = await deps.repository.findUser(used.userId, tx);
    // A code is redeemed on its own side only: a session of the wrong role would open nothing.
    if (!user?.active || user.role !== role) throw linkInvalid();
    await deps.repository.setPassword(tx, user.id, passwordHash);
    await deps.repository.retireCodes(tx, user.id, 'password_reset');
    await deps.repository.endSessions(tx, user.id);
    const session = await startSession(deps, tx, user.id);
    return { ...session, email: user.email };
  });
  // Whoever holds the mailbox proved it: earlier failed logins no longer block the account.
  await deps.loginThrottle.recordSuccess(result.email);
  return { token: result.token };
}
