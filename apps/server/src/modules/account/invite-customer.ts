import { isValidEmail } from '@kundenportal/domain/validation/email';
import { enqueue } from '../../lib/outbox/outbox-repository';
import { newAccountCode } from './codes';
import { activationMail, links } from './mails';
import type { AccountRepository } from './repository';
import { SIGNUP_CONFIG } from './sign-up';

export class InviteError extends Error {}

/**
 * An adviser-created account (admin command `invite`): inactive, without password, tied to the adviser,
 * with its main person; the activation mail (link valid 7 days) is queued in the same transaction.
 */
export async function inviteCustomer(
  deps: { repository: AccountRepository; publicUrl: string },
  input: { email: string; agent: string; firstName?: string; lastName?: string },
) {
  const email = input.email.trim();
  if (!isValidEmail(email)) throw new InviteError(`Keine gültige E-Mail-Adresse: ${email}`);
  const agent = await deps.repository.findAgent(input.agent.trim());
  if (!agent) throw new InviteError(`Kein Berater mit Id oder Registrierungscode "${input.agent}"`);
  if (await deps.repository.emailTaken(email))
    throw new InviteError(`Die E-Mail-Adresse ${email} ist schon vergeben`);

  const firstName = input.firstName?.trim() ?? '';
  const lastName = input.lastName?.trim() ?? '';
  const adviser = agent.firma ?? `${agent.vorname} ${agent.name}`;
  const { code, hash, expiresAt } = newAccountCode('activation');
  const user = await deps.repository.transaction(async (tx) => {
    const created = await deps.repository.insertCustomer(tx, {
      agentId: agent.id,
      email,
      passwordHash: null,
      firstName,
      lastName,
      active: false,
      registeredPlatform: 'invite',
      config: SIGNUP_CONFIG,
    });
    await deps.repository.insertCode(tx, {
      userId: created.id,
      purpose: 'activation',
      codeHash: hash,
      expiresAt,
    });
    await enqueue(tx, {
      channel: 'mail',
      payload: activationMail({ email, firstName }, adviser, links.activation(deps.publicUrl, code)),
    });
    return created;
  });
  return { userId: user.id, agentId: agent.id, email, expiresAt };
}
