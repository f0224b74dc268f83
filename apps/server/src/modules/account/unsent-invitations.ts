import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unsentInvitations, users } from '../../db/schema';
import { isUniqueViolation } from './repository';

/**
 * Invitations of an address that has an account outside the inviting agency (issue 27, item 34; ADR 030):
 * the adviser's answer, list and "send again" look as for a new address, but nothing is created or sent
 * and nobody is told, so an adviser cannot find out which addresses other agencies' customers use.
 */

type Input = { email: string; firstName: string; lastName: string };
export type UnsentRow = {
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
  invitedAt: Date;
  expiresAt: Date;
};

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

/** Whether the address has an account, and it is not one of the agency's customers or advisers. */
export async function hasAccountElsewhere(db: Db, email: string, agencyId: number): Promise<boolean> {
  const [row] = await db
    .select({ agentId: users.agentId, agencyId: users.agencyId })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  return row !== undefined && row.agentId !== agencyId && row.agencyId !== agencyId;
}

/** Records the invitation; null when the agency has one for this address already (as for a real one). */
export async function insertUnsentInvitation(
  db: Db,
  agencyId: number,
  input: Input,
  expiresAt: Date,
): Promise<number | null> {
  try {
    const [row] = await db
      .insert(unsentInvitations)
      .values({
        id: sql`nextval(pg_get_serial_sequence('users', 'id'))`,
        agencyId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        expiresAt,
      })
      .returning({ id: unsentInvitations.id });
    return row?.id ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** The agency's unsent invitations (or the one of `id`), in the list's shape. */
export async function listUnsentInvitations(db: Db, agencyId: number, id?: number): Promise<UnsentRow[]> {
  const ofAgency = eq(unsentInvitations.agencyId, agencyId);
  return db
    .select({
      customerId: unsentInvitations.id,
      email: unsentInvitations.email,
      firstName: unsentInvitations.firstName,
      lastName: unsentInvitations.lastName,
      invitedAt: unsentInvitations.createdAt,
      expiresAt: unsentInvitations.expiresAt,
    })
    .from(unsentInvitations)
    .where(id === undefined ? ofAgency : and(ofAgency, eq(unsentInvitations.id, id)));
}

/** "Send again": a new expiry as a new link would have, nothing sent; false when there is none of `id`. */
export async function renewUnsentInvitation(db: Db, agencyId: number, id: number, expiresAt: Date) {
  const rows = await db
    .update(unsentInvitations)
    .set({ expiresAt })
    .where(and(eq(unsentInvitations.agencyId, agencyId), eq(unsentInvitations.id, id)))
    .returning({ id: unsentInvitations.id });
  return rows.length > 0;
}

/** Forgets the agency's unsent invitations of an address (it can now be invited for real). */
export async function dropUnsentInvitations(db: Db, agencyId: number, email: string) {
  await db
    .delete(unsentInvitations)
    .where(
      and(
        eq(unsentInvitations.agencyId, agencyId),
        sql`lower(${unsentInvitations.email}) = ${email.trim().toLowerCase()}`,
      ),
    );
}
