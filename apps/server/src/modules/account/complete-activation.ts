import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password-hash';
import { type AccountDeps, assertNotCommonPassword, startSession } from './account-deps';
import { hashAccountCode } from './codes';

/**
 * POST /api/complete?token={code}: an account the adviser created sets its password, accepts the terms and
 * the privacy text (their versions and the time are stored, as at sign-up) and becomes active. The code is
 * used up in the same transaction; an unknown, used or expired one is 401 invalid_activation_code.
 */
export async function completeActivation(
  deps: AccountDeps,
  code: string | undefined,
  input: { password: string },
): Promise<{ token: string }> {
  if (!code || code.length > 200) throw new AppError('invalid_activation_code');
  await assertNotCommonPassword('password', input.password);
  const passwordHash = await hashPassword(input.password, deps.scryptLogN);
  return deps.repository.transaction(async (tx) => {
    const used = await deps.repository.consumeCode(tx, 'activation', hashAccountCode(code));
    if (!used) throw new AppError('invalid_activation_code');
    await deps.repository.setPassword(tx, used.userId, passwordHash, { activate: true });
    await deps.repository.acceptLegalTexts(tx, used.userId, new Date());
    await deps.repository.retireCodes(tx, used.userId, 'activation');
    return startSession(deps, tx, used.userId);
  });
}
