import type { ResetCodeCheck } from '@kundenportal/domain/account/account-schemas';
import { type AccountDeps, limit } from './account-deps';
import { hashAccountCode } from './codes';

/**
 * POST /api/password/forgot_check (customers), /api/berater/passwort/pruefen (advisers): whether a reset
 * code would still be taken, asked when the reset page opens (issue 27, ADR 040). The code stays usable;
 * the reset itself checks again. Unknown, used, expired and the other side's codes answer the same
 * `false`, and the checks of a client address are limited, so the answer is no oracle for guessing.
 */
export async function checkResetCode(
  deps: AccountDeps,
  code: string,
  ip: string,
  role: 'customer' | 'adviser' = 'customer',
): Promise<ResetCodeCheck> {
  await deps.limiter.consume([limit(deps, `reset_check:ip:${ip}`, deps.limits.resetChecksPerIp)]);
  const found = await deps.repository.findUsableCode('password_reset', hashAccountCode(code));
  return { valid: found?.active === true && found.role === role };
}
