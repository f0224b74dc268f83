import { adminTexts } from '@kundenportal/domain/texts/admin';
import { isValidEmail } from '@kundenportal/domain/validation/email';
import { OperatorError } from '../../lib/operator-error';
import { createInvitation } from './create-invitation';
import type { AccountRepository } from './repository';

/**
 * The admin command `invite` (automation; a person uses the workspace's Einladungen): an inactive account
 * tied to the adviser named by id or sign-up code, and its activation mail (createInvitation).
 */
export async function inviteCustomer(
  deps: { repository: AccountRepository; publicUrl: string },
  input: { email: string; agent: string; firstName?: string; lastName?: string },
) {
  const email = input.email.trim();
  if (!isValidEmail(email)) throw new OperatorError(adminTexts.emailInvalid(email));
  const agent = await deps.repository.findAgent(input.agent.trim());
  if (!agent) throw new OperatorError(adminTexts.inviteAgentUnknown(input.agent));
  if (await deps.repository.emailTaken(email)) throw new OperatorError(adminTexts.emailTaken(email));
  const { userId, expiresAt } = await createInvitation(deps, agent, {
    email,
    firstName: input.firstName?.trim() ?? '',
    lastName: input.lastName?.trim() ?? '',
  });
  return { userId, agentId: agent.id, email, expiresAt };
}
