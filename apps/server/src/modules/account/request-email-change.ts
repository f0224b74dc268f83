import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { AppError, ValidationError } from '../../lib/app-error';
import { enqueue } from '../../lib/outbox/outbox-repository';
import type { SessionContext } from '../../plugins/session';
import { type AccountDeps, limit } from './account-deps';
import { verifyCurrentPassword } from './change-password';
import { newAccountCode } from './codes';
import { emailChangeMail, links } from './mails';

/**
 * POST /api/email/change (needs config change_email): re-checks the password and mails a confirmation
 * link (24 hours) to the NEW address. The address changes only when that link is confirmed.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  session: SessionContext,
  input: { email: string; password: string },
  ip: string,
) {
  const user = await deps.repository.findUser(session.userId);
  if (!user) throw new AppError('user_not_found');
  if (!resolveConfig(user.config).change_email) throw new AppError('not_permitted');
  await deps.limiter.consume([limit(deps, `email_change:user:${user.id}`, deps.limits.emailChangePerUser)]);
  await verifyCurrentPassword(deps, user, input.password, ip);
  if (input.email.toLowerCase() === user.email.toLowerCase()) {
    throw new ValidationError([`email=>${accountTexts.emailUnchanged}`]);
  }
  if (await deps.repository.emailTaken(input.email))
    throw new ValidationError([`email=>${accountTexts.emailTaken}`]);

  const { code, hash, expiresAt } = newAccountCode('email_change');
  await deps.repository.transaction(async (tx) => {
    await deps.repository.retireCodes(tx, user.id, 'email_change');
    await deps.repository.insertCode(tx, {
      userId: user.id,
      purpose: 'email_change',
      codeHash: hash,
      expiresAt,
      data: { email: input.email },
    });
    await enqueue(tx, {
      channel: 'mail',
      payload: {
        ...emailChangeMail(
          { email: input.email, firstName: user.firstName },
          links.emailChange(deps.publicUrl, code),
        ),
        // An address not yet the account's: the erasure finds the mail by the account (ADR 242).
        customerId: user.id,
      },
    });
  });
  deps.kickOutbox();
  return { success: true as const, message: accountTexts.emailChangeSent };
}
