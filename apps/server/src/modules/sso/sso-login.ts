import { accountTexts } from '@kundenportal/domain/texts/account';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Sessions } from '../../lib/session/sessions';
import { findCustomerByEmail, markSsoTokenUsed } from './repository';
import { type SsoConfig, verifySsoToken } from './sso-token';

export type SsoDeps = { db: Db; sessions: Sessions; sso: SsoConfig };

const tokenInvalid = () => new AppError('token_invalid', { userMessage: accountTexts.ssoInvalid });

/** GET /api/sso/:token — logs in the customer named by a valid, unused SSO token. */
export async function ssoLogin(deps: SsoDeps, token: string): Promise<{ token: string }> {
  const claims = await verifySsoToken(deps.sso, token);
  if (!claims) throw tokenInvalid();
  const user = await findCustomerByEmail(deps.db, claims.email);
  if (!user) throw tokenInvalid();
  if (!user.active) throw new AppError('user_not_active');
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await markSsoTokenUsed(tx, claims.jti, new Date(claims.exp * 1000)))) throw tokenInvalid();
    return deps.sessions.start(user.id, tx);
  });
}
