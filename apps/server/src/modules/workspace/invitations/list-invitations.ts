import type { Invitation } from '@kundenportal/domain/workspace/invitations';
import type { FastifyInstance } from 'fastify';
import type { InvitationsRepository } from './repository';

/** What the invitations' use cases need: the repository, the account module's accounts, the clock. */
export type InvitationsDeps = {
  repository: InvitationsRepository;
  accounts: FastifyInstance['invitationAccounts'];
  now: () => Date;
};

/** The agency's invitations not yet activated (or only `id`), newest first, each with its newest link's expiry. */
export async function listInvitations(
  deps: Pick<InvitationsDeps, 'repository' | 'now'>,
  agencyId: number,
  id?: number,
): Promise<Invitation[]> {
  const rows = await deps.repository.list(agencyId, id);
  const now = deps.now().getTime();
  return rows.map((row) => ({
    ...row,
    invitedAt: row.invitedAt.toISOString(),
    expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
    expired: !row.expiresAt || new Date(row.expiresAt).getTime() <= now,
  }));
}
