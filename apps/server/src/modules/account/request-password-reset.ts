import { type AccountDeps, limit } from './account-deps';
import { newAccountCode } from './codes';
import { adviserPasswordResetMail, links, passwordResetMail } from './mails';

/**
 * POST /api/password/forgot_request (customers) and /api/berater/passwort/vergessen (advisers): mails a
 * single-use reset link (60 minutes) to an active account of that side, leading to that side's page.
 * The answer is the same whether or not the address has an account, and so is the work: one statement
 * that writes the code and the mail only when it does (no enumeration by text or timing).
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  ip: string,
  role: 'customer' | 'adviser' = 'customer',
) {
  await deps.limiter.consume([
    limit(deps, `forgot:email:${email.trim().toLowerCase()}`, deps.limits.forgotPerEmail),
    limit(deps, `forgot:ip:${ip}`, deps.limits.forgotPerIp),
  ]);
  const { code, hash, expiresAt } = newAccountCode('password_reset');
  await deps.repository.createResetCodeIfAccount({
    email,
    codeHash: hash,
    expiresAt,
    role,
    mail:
      role === 'adviser'
        ? adviserPasswordResetMail(links.adviserPasswordReset(deps.publicUrl, code))
        : passwordResetMail(links.passwordReset(deps.publicUrl, code)),
  });
  deps.kickOutbox();
  return { send: true as const };
}
