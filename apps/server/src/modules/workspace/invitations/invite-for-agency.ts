import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import type { InvitationInput } from '@kundenportal/domain/workspace/invitations';
import { writeAdviserAudit } from '../../../lib/adviser-audit';
import { AppError, ValidationError } from '../../../lib/app-error';
import { type InvitationsDeps, listInvitations } from './list-invitations';

type Adviser = { userId: number; agencyId: number };
type Settings = { config: Record<string, unknown>; features: Record<string, unknown> };

const emailTaken = () => new ValidationError([`email=>${workspaceTexts.invitations.emailTaken}`]);

/**
 * Invites for the adviser's agency (POST /api/berater/einladungen): the account module makes the account
 * and its activation mail; the agency's log records it in that transaction. An address with an account
 * outside the agency is answered and shown as a new one, and nobody is mailed or told (ADR 042): its
 * account gets an unreachable address and the typed one is kept beside it.
 */
export async function inviteForAgency(
  deps: InvitationsDeps,
  adviser: Adviser,
  input: InvitationInput & { settings: Settings },
) {
  const { repository } = deps;
  const agent = await repository.agency(adviser.agencyId);
  if (!agent) throw new AppError('user_not_found');
  if (await repository.hasUnsentInvitation(adviser.agencyId, input.email)) throw emailTaken();
  const unsent = await repository.hasAccountElsewhere(input.email, adviser.agencyId);
  const { email, firstName, lastName } = input;
  const { userId } = await deps.accounts.create(agent, input, {
    unsent,
    alsoInTx: async (tx, created) => {
      if (unsent)
        await repository.insertUnsentInvitation(tx, {
          id: created.userId,
          agencyId: agent.id,
          email,
          firstName,
          lastName,
          expiresAt: created.expiresAt,
        });
      await writeAdviserAudit(tx, adviser, created.userId, 'invited', [
        { key: 'email', before: null, after: email },
      ]);
    },
  });
  const [invitation] = await listInvitations(deps, adviser.agencyId, userId);
  if (!invitation) throw new Error('invitation not found after insert');
  return invitation;
}
