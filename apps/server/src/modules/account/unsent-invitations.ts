import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unsentInvitations, users } from '../../db/schema';
import { isUnreachableAddress } from '../../lib/unreachable-address';
import { isUniqueViolation } from './repository';

/**
 * Invitations of an address that has an account outside the inviting agency (issue 27, item 34; ADR 042):
 * the invitation is an ordinary pending account of the agency — in every list, with its household page,
 * log, settings, chat and documents — whose account address is unreachable (the outbox drops its mails);
 * `unsent_invitations` keeps the address the adviser typed, which the workspace shows instead.
 */

const lowerEmail = (email: string) => email.trim().toLowerCase();

/** Whether the address has an account, and it is not one of the agency's customers or advisers. */
export async function hasAccountElsewhere(db: Db, email: string, agencyId: number): Promise<boolean> {
  const [row] = await db
    .select({ agentId: users.agentId, agencyId: users.agencyId })
    .from(users)
    .where(sql`lower(${users.email}) = ${lowerEmail(email)}`)
    .limit(1);
  return row !== undefined && row.agentId !== agencyId && row.agencyId !== agencyId;
}

/** Whether the agency has an unsent invitation of the address (then it is taken, as for a real one). */
export async function hasUnsentInvitation(db: Db, agencyId: number, email: string): Promise<boolean> {
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
}

/**
 * Records the typed address of the account `id` in `tx`; a parallel invitation of the same address by
 * the agency fails the unique index (the caller answers it as taken). Rows of migration 0025 without an
 * account (before ADR 042) give way.
 */
export async function insertUnsentInvitation(
  tx: Db,
  row: { id: number; agencyId: number; email: string; firstName: string; lastName: string; expiresAt: Date },
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
}

/**
 * "Erneut senden" of an unsent invitation whose address has no account any more (the person left the
 * other agency's portal): the account takes the address, so this and later mails reach the person.
 * Nothing happens while the address is taken, or when `id` is no unsent invitation of the agency.
 */
export async function claimAddressIfFree(db: Db, agencyId: number, id: number) {
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
}
