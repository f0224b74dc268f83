import { writeAdviserAudit } from '../../../lib/adviser-audit';
import { AppError } from '../../../lib/app-error';
import { type InvitationsDeps, listInvitations } from './list-invitations';

/**
 * Sends a pending invitation again: the open links die, a new one (7 days) goes out, the log records it.
 * 404 for anything that is not a pending invitation of the agency (activated meanwhile, another agency's).
 */
export async function resendInvitation(
  deps: InvitationsDeps,
  adviser: { userId: number; agencyId: number },
  customerId: number,
) {
  const { repository } = deps;
  const agent = await repository.agency(adviser.agencyId);
  if (!agent) throw new AppError('user_not_found');
  await repository.claimAddressIfFree(adviser.agencyId, customerId);
  await repository.transaction(async (tx) => {
    const customer = await repository.lockPending(tx, adviser.agencyId, customerId);
    if (!customer) throw new AppError('could_not_find_invitation');
    await deps.accounts.resend(tx, agent, customer);
    await writeAdviserAudit(tx, adviser, customer.id, 'invitation_resent', []);
  });
  const [invitation] = await listInvitations(deps, adviser.agencyId, customerId);
  if (!invitation) throw new AppError('could_not_find_invitation');
  return invitation;
}
