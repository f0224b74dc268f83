import { agentDisplayName } from '@kundenportal/domain/account/user';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { AppError, ValidationError } from '../../lib/app-error';
import type { UsersRepository } from './repository';

/**
 * A customer without an adviser connects to the adviser whose sign-up code this is (case-insensitive). The
 * update only takes a customer who still has none, so two tabs never connect two advisers; a customer with an
 * adviser gets 403 — changing the adviser is the agency's business, not a code's. The route's schema
 * checked the code's form.
 */
export async function connectAdviser(repository: UsersRepository, userId: number, input: { code: string }) {
  const agent = await repository.findAgentBySignupCode(input.code);
  if (!agent) throw new ValidationError([`code=>${accountTexts.adviserCodeUnknown}`]);
  if (!(await repository.connectAdviser(userId, agent.id)))
    throw new AppError('not_permitted', { userMessage: accountTexts.adviserAlreadyConnected });
  return { success: true as const, message: accountTexts.adviserConnected(agentDisplayName(agent)) };
}
