import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/app-error';
import { enqueue } from '../../lib/outbox/outbox-repository';
import { isUniqueViolation } from '../../lib/unique-violation';
import { unreachableAddress } from '../../lib/unreachable-address';
import { newAccountCode } from './codes';
import { activationMail, links } from './mails';
import type { AccountRepository } from './repository';
import { SIGNUP_CONFIG } from './sign-up';

/** The inviting agency, as its mails name it. */
export type InvitingAgent = { id: number; vorname: string; name: string; firma: string | null };
/** A new customer's switches: the chosen preset's (ADR 041); without them the sign-up's few. */
export type InvitationSettings = { config: Record<string, unknown>; features: Record<string, unknown> };
export type InvitationDeps = { repository: AccountRepository; publicUrl: string };
export type InvitationInput = {
  email: string;
  firstName: string;
  lastName: string;
  settings?: InvitationSettings;
};
/** Writes of the caller in the invitation's transaction (the workspace's log, an unsent invitation's row). */
export type InvitationAlsoInTx = (tx: Db, created: { userId: number; expiresAt: Date }) => Promise<void>;

const emailTaken = () => new ValidationError([`email=>${workspaceTexts.invitations.emailTaken}`]);
const senderName = (agent: InvitingAgent) => agent.firma ?? `${agent.vorname} ${agent.name}`;

type Invited = { id: number; email: string; firstName: string };

/** A new activation link for the customer and its mail, in `tx`; answers when it stops working. */
async function sendActivation(tx: Db, deps: InvitationDeps, agent: InvitingAgent, customer: Invited) {
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

/** An invitation sent again, in `tx`: the customer's open links die, a new one (7 days) goes out. */
export async function resendActivation(
  tx: Db,
  deps: InvitationDeps,
  agent: InvitingAgent,
  customer: Invited,
) {
  await deps.repository.retireCodes(tx, customer.id, 'activation');
  return sendActivation(tx, deps, agent, customer);
}

/**
 * An adviser-created account: inactive, without password, tied to the agency, with its main person; the
 * activation mail (link valid 7 days) is queued in the same transaction, with `alsoInTx`'s writes. The
 * address must be free (422 `email=>…`, also when a parallel request took it) — but with `unsent` (it has
 * an account elsewhere, ADR 042) the account gets an unreachable address, so the same steps run and the
 * mail goes nowhere.
 */
export async function createInvitation(
  deps: InvitationDeps,
  agent: InvitingAgent,
  input: InvitationInput,
  options: { unsent?: boolean; alsoInTx?: InvitationAlsoInTx } = {},
) {
  const { unsent = false } = options;
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
      await options.alsoInTx?.(tx, { userId: created.id, expiresAt });
      return { userId: created.id, expiresAt };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
