import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import type { Invitation, InvitationInput } from '@kundenportal/domain/workspace/invitations';
import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountCodes, agents, unsentInvitations, users } from '../../db/schema';
import { writeAdviserAudit } from '../../lib/adviser-audit';
import { AppError, ValidationError } from '../../lib/app-error';
import { enqueue } from '../../lib/outbox/outbox-repository';
import { unreachableAddress } from '../../lib/unreachable-address';
import { newAccountCode } from './codes';
import { activationMail, links } from './mails';
import { type AccountRepository, isUniqueViolation } from './repository';
import { SIGNUP_CONFIG } from './sign-up';
import {
  claimAddressIfFree,
  hasAccountElsewhere,
  hasUnsentInvitation,
  insertUnsentInvitation,
} from './unsent-invitations';

type Agent = { id: number; vorname: string; name: string; firma: string | null };
type Adviser = { userId: number; agencyId: number };
/** A new customer's switches: the chosen preset's (ADR 041); without them the sign-up's few. */
export type InvitationSettings = { config: Record<string, unknown>; features: Record<string, unknown> };
export type InvitationDeps = { repository: AccountRepository; db: Db; publicUrl: string; now: () => Date };

const emailTaken = () => new ValidationError([`email=>${workspaceTexts.invitations.emailTaken}`]);
const senderName = (agent: Agent) => agent.firma ?? `${agent.vorname} ${agent.name}`;

/** A new activation link for the customer, and its mail, in `tx`; answers when it stops working. */
async function sendActivation(
  tx: Db,
  deps: Pick<InvitationDeps, 'repository' | 'publicUrl'>,
  agent: Agent,
  customer: { id: number; email: string; firstName: string },
) {
  const { code, hash, expiresAt } = newAccountCode('activation');
  await deps.repository.insertCode(tx, {
    userId: customer.id,
    purpose: 'activation',
    codeHash: hash,
    expiresAt,
  });
  await enqueue(tx, {
    channel: 'mail',
    payload: activationMail(customer, senderName(agent), links.activation(deps.publicUrl, code)),
  });
  return expiresAt;
}

/**
 * An adviser-created account: inactive, without password, tied to the agency, with its main person; the
 * activation mail (link valid 7 days) is queued in the same transaction. With `adviser` the agency's audit
 * log records it. The address must be free (422 `email=>…`, also when a parallel request took it) — but
 * with `unsent` (it has an account elsewhere, ADR 042) the account gets an unreachable address and the
 * typed one is kept beside it, so the same steps run and the mail goes nowhere.
 */
export async function createInvitation(
  deps: Pick<InvitationDeps, 'repository' | 'publicUrl'>,
  agent: Agent,
  input: { email: string; firstName: string; lastName: string; settings?: InvitationSettings },
  adviser?: Adviser,
  unsent = false,
) {
  if (!unsent && (await deps.repository.emailTaken(input.email))) throw emailTaken();
  const email = unsent ? unreachableAddress() : input.email;
  try {
    return await deps.repository.transaction(async (tx) => {
      const created = await deps.repository.insertCustomer(tx, {
        agentId: agent.id,
        email,
        person: { email: input.email },
        passwordHash: null,
        firstName: input.firstName,
        lastName: input.lastName,
        active: false,
        registeredPlatform: 'invite',
        config: input.settings?.config ?? SIGNUP_CONFIG,
        features: input.settings?.features ?? {},
      });
      const expiresAt = await sendActivation(tx, deps, agent, { id: created.id, ...input, email });
      if (unsent) {
        const { firstName, lastName } = input;
        const row = {
          id: created.id,
          agencyId: agent.id,
          email: input.email,
          firstName,
          lastName,
          expiresAt,
        };
        await insertUnsentInvitation(tx, row);
      }
      if (adviser)
        await writeAdviserAudit(tx, adviser, created.id, 'invited', [
          { key: 'email', before: null, after: input.email },
        ]);
      return { userId: created.id, expiresAt };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const pending = (agencyId: number) =>
  and(
    eq(users.agentId, agencyId),
    eq(users.role, 'customer'),
    eq(users.active, false),
    eq(users.registeredPlatform, 'invite'),
    isNull(users.passwordHash),
  );

/** The agency's invitations not yet activated, newest first, each with its newest link's expiry. */
export async function listInvitations(
  deps: Pick<InvitationDeps, 'db' | 'now'>,
  agencyId: number,
  id?: number,
) {
  const rows = await deps.db
    .select({
      customerId: users.id,
      email: sql<string>`coalesce(${unsentInvitations.email}, ${users.email})`,
      firstName: users.firstName,
      lastName: users.lastName,
      invitedAt: users.createdAt,
      expiresAt: max(accountCodes.expiresAt),
    })
    .from(users)
    .leftJoin(
      accountCodes,
      and(
        eq(accountCodes.userId, users.id),
        eq(accountCodes.purpose, 'activation'),
        isNull(accountCodes.usedAt),
      ),
    )
    .leftJoin(unsentInvitations, eq(unsentInvitations.id, users.id))
    .where(id === undefined ? pending(agencyId) : and(pending(agencyId), eq(users.id, id)))
    .groupBy(users.id, unsentInvitations.id)
    .orderBy(desc(users.createdAt), desc(users.id));
  const now = deps.now().getTime();
  return rows.map(
    (row): Invitation => ({
      ...row,
      invitedAt: row.invitedAt.toISOString(),
      expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
      expired: !row.expiresAt || new Date(row.expiresAt).getTime() <= now,
    }),
  );
}

/**
 * Invites for the adviser's agency (POST /api/berater/einladungen). An address with an account outside
 * the agency is answered and shown as a new one, and nobody is mailed or told (ADR 042).
 */
export async function inviteForAgency(
  deps: InvitationDeps,
  adviser: Adviser,
  input: InvitationInput & { settings?: InvitationSettings },
) {
  const agent = await agencyOf(deps.db, adviser.agencyId);
  if (await hasUnsentInvitation(deps.db, adviser.agencyId, input.email)) throw emailTaken();
  const unsent = await hasAccountElsewhere(deps.db, input.email, adviser.agencyId);
  const { userId } = await createInvitation(deps, agent, input, adviser, unsent);
  const [invitation] = await listInvitations(deps, adviser.agencyId, userId);
  if (!invitation) throw new Error('invitation not found after insert');
  return invitation;
}

/**
 * Sends a pending invitation again: the open links die, a new one (7 days) goes out, the log records it.
 * 404 for anything that is not a pending invitation of the agency (activated meanwhile, another agency's).
 */
export async function resendInvitation(deps: InvitationDeps, adviser: Adviser, customerId: number) {
  const agent = await agencyOf(deps.db, adviser.agencyId);
  await claimAddressIfFree(deps.db, adviser.agencyId, customerId);
  await deps.repository.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(pending(adviser.agencyId), eq(users.id, customerId)))
      .for('update');
    if (!customer) throw new AppError('could_not_find_invitation');
    await deps.repository.retireCodes(tx, customer.id, 'activation');
    await sendActivation(tx, deps, agent, customer);
    await writeAdviserAudit(tx, adviser, customer.id, 'invitation_resent', []);
  });
  const [invitation] = await listInvitations(deps, adviser.agencyId, customerId);
  if (!invitation) throw new AppError('could_not_find_invitation');
  return invitation;
}

async function agencyOf(db: Db, agencyId: number): Promise<Agent> {
  const [agent] = await db
    .select({ id: agents.id, vorname: agents.vorname, name: agents.name, firma: agents.firma })
    .from(agents)
    .where(eq(agents.id, agencyId));
  if (!agent) throw new AppError('user_not_found');
  return agent;
}
