import { accountTexts } from '@kundenportal/domain/texts/account';
import { ValidationError } from '../../lib/app-error';
import { enqueue } from '../../lib/outbox/outbox-repository';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { AccountDeps } from './account-deps';
import { hashAccountCode } from './codes';
import { emailChangedMail } from './mails';

const linkInvalid = () => new ValidationError([`code=>${accountTexts.linkInvalid}`]);
const emailTaken = () => new ValidationError([`email=>${accountTexts.emailTaken}`]);

/** POST /api/email/confirm: the new address confirmed by its link becomes the login; the old one gets a notice. */
export async function confirmEmailChange(deps: AccountDeps, code: string): Promise<{ email: string }> {
  try {
    const result = await deps.repository.transaction(async (tx) => {
      const used = await deps.repository.consumeCode(tx, 'email_change', hashAccountCode(code));
      const email = used?.data.email;
      if (!used || typeof email !== 'string') throw linkInvalid();
      const user = await deps.repository.findUser(used.userId, tx);
      if (!user?.active) throw linkInvalid();
      if (await deps.repository.emailTaken(email, tx)) throw emailTaken();
      await deps.repository.setEmail(tx, user.id, email);
      await enqueue(tx, { channel: 'mail', payload: emailChangedMail(user, email, deps.publicUrl) });
      return { email };
    });
    deps.kickOutbox();
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
