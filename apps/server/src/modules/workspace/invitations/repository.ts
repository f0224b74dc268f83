import type { Invitation } from '@kundenportal/domain/workspace/invitations';
import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accountCodes, agents, unsentInvitations, users } from '../../../db/schema';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { isUnreachableAddress } from '../../../lib/unreachable-address';

/** An invitation's row, before the answer's times are made from it. */
export type InvitationRow = Omit<Invitation, 'invitedAt' | 'expiresAt' | 'expired'> & {
  invitedAt: Date;
  expiresAt: Date | string | null;
};

const lowerEmail = (email: string) => email.trim().toLowerCase();

/** An invitation of the agency not yet activated: an inactive customer account without password. */
const pending = (agencyId: number) =>
  and(
    eq(users.agentId, agencyId),
    eq(users.role, 'customer'),
    eq(users.active, false),
    eq(users.registeredPlatform, 'invite'),
    isNull(users.passwordHash),
  );

/**
 * SQL of the workspace's invitations (issue 14), every query scoped to the adviser's agency; with the
 * unsent invitations of ADR 042 (an address with an account elsewhere: `unsent_invitations` keeps the
 * typed address beside the account's unreachable one).
 */
export function createInvitationsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** The agency's name for the mails, or null. */
    async agency(agencyId: number) {
      const [agent] = await db
        .select({ id: agents.id, vorname: agents.vorname, name: agents.name, firma: agents.firma })
        .from(agents)
        .where(eq(agents.id, agencyId));
      return agent ?? null;
    },

    /** The agency's invitations not yet activated (or the one `id`), newest first, with their newest link's expiry. */
    async list(agencyId: number, id?: number): Promise<InvitationRow[]> {
      return db
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
    },

    /** The pending invitation `customerId` of the agency, locked in `tx`; null when it is none. */
    async lockPending(tx: Db, agencyId: number, customerId: number) {
      const [customer] = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(and(pending(agencyId), eq(users.id, customerId)))
        .for('update');
      return customer ?? null;
    },

    /** Whether the address has an account, and it is not one of the agency's customers or advisers. */
    async hasAccountElsewhere(email: string, agencyId: number): Promise<boolean> {
      const [row] = await db
        .select({ agentId: users.agentId, agencyId: users.agencyId })
        .from(users)
        .where(sql`lower(${users.email}) = ${lowerEmail(email)}`)
        .limit(1);
      return row !== undefined && row.agentId !== agencyId && row.agencyId !== agencyId;
    },

    /** Whether the agency has an unsent invitation of the address (then it is taken, as for a real one). */
    async hasUnsentInvitation(agencyId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: unsentInvitations.id })
        .from(unsentInvitations)
        .innerJoin(users, eq(users.id, unsentInvitations.id))
        .where(
          and(
            eq(unsentInvitations.agencyId, agencyId),
            sql`lower(${unsentInvitations.email}) = ${lowerEmail(email)}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Records the typed address of the account `id` in `tx`; a parallel invitation of the same address by
     * the agency fails the unique index (the caller answers it as taken). Rows of migration 0025 without an
     * account (before ADR 042) give way.
     */
    async insertUnsentInvitation(
      tx: Db,
      row: {
        id: number;
        agencyId: number;
        email: string;
        firstName: string;
        lastName: string;
        expiresAt: Date;
      },
    ) {
      await tx
        .delete(unsentInvitations)
        .where(
          and(
            eq(unsentInvitations.agencyId, row.agencyId),
            sql`lower(${unsentInvitations.email}) = ${lowerEmail(row.email)}`,
            sql`not exists (select 1 from users where users.id = ${unsentInvitations.id})`,
          ),
        );
      await tx.insert(unsentInvitations).values(row);
    },

    /**
     * "Erneut senden" of an unsent invitation whose address has no account any more (the person left the
     * other agency's portal): the account takes the address, so this and later mails reach the person.
     * Nothing happens while the address is taken, or when `id` is no unsent invitation of the agency.
     */
    async claimAddressIfFree(agencyId: number, id: number) {
      const [unsent] = await db
        .select({ email: unsentInvitations.email, current: users.email })
        .from(unsentInvitations)
        .innerJoin(users, eq(users.id, unsentInvitations.id))
        .where(and(eq(unsentInvitations.agencyId, agencyId), eq(unsentInvitations.id, id)));
      if (!unsent || !isUnreachableAddress(unsent.current)) return;
      try {
        await db.transaction(async (tx) => {
          await tx.update(users).set({ email: unsent.email }).where(eq(users.id, id));
          await tx.delete(unsentInvitations).where(eq(unsentInvitations.id, id));
        });
      } catch (error) {
        // Taken meanwhile (the unique address index): it stays unsent.
        if (!isUniqueViolation(error)) throw error;
      }
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
