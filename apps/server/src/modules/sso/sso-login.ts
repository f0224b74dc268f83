import { accountTexts } from '@kundenportal/domain/account/account-texts';
import { AppError } from '../../lib/app-error';
import { type AccountDeps, startSession } from '../account/account-deps';
import { markSsoTokenUsed } from './repository';
import { type SsoConfig, verifySsoToken } from './sso-token';

export type SsoDeps = AccountDeps & { sso: SsoConfig };

const tokenInvalid = () => new AppError('token_invalid', { userMessage: accountTexts.ssoInvalid });

/** GET /api/sso/:token — logs in the customer named by a valid, unused SSO token. */
export async function ssoLogin(deps: SsoDeps, token: string): Promise<{ token: string }> {
  const claims = await verifySsoToken(deps.sso, token);
  if (!claims) throw tokenInvalid();
  const user = await deps.repository.findUserByEmail(claims.email);
  if (!user) throw tokenInvalid();
  if (!user.active) throw new AppError('user_not_active');
  return deps.repository.transaction(async (tx) => {
    if (!(await markSsoTokenUsed(tx, claims.jti, new Date(claims.exp * 1000)))) throw tokenInvalid();
    return startSession(deps, tx, user.id);
  });
}
