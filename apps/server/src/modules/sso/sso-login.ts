import { accountTexts } from '@kundenportal/domain/texts/account';
import { AppError } from '../../lib/app-error';
import type { Sessions } from '../../lib/session/sessions';
import type { SsoRepository } from './repository';
import { type SsoConfig, verifySsoToken } from './sso-token';

export type SsoDeps = { repository: SsoRepository; sessions: Sessions; sso: SsoConfig };

const tokenInvalid = () => new AppError('token_invalid', { userMessage: accountTexts.ssoInvalid });

/** GET /api/sso/:token — logs in the customer named by a valid, unused SSO token. */
export async function ssoLogin(deps: SsoDeps, token: string): Promise<{ token: string }> {
  const claims = await verifySsoToken(deps.sso, token);
  if (!claims) throw tokenInvalid();
  const { repository } = deps;
  const user = await repository.findCustomerByEmail(claims.email);
  if (!user) throw tokenInvalid();
  if (!user.active) throw new AppError('user_not_active');
  return repository.transaction(async (tx) => {
    if (!(await repository.markTokenUsed(tx, claims.jti, new Date(claims.exp * 1000)))) throw tokenInvalid();
    return deps.sessions.start(user.id, tx);
  });
}
