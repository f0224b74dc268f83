import { AppError } from '../../lib/app-error';
import type { AccountDeps } from './account-deps';
import { hashAccountCode } from './codes';

/** GET /api/activate/:code — whom an activation link belongs to, while it is usable. */
export async function getActivation(deps: AccountDeps, code: string) {
  const found =
    code.length <= 200 ? await deps.repository.findUsableCode('activation', hashAccountCode(code)) : null;
  if (!found || found.active) throw new AppError('invalid_activation_code');
  return { email: found.email, first_name: found.firstName };
}
