import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import {
  addresses,
  agents,
  bestandsuebertragungen,
  bestandsuebertragungVertraege,
  persons,
  signedForms,
  users,
} from '../../../../db/schema';

export type LetterTransfer = Pick<
  typeof bestandsuebertragungen.$inferSelect,
  'id' | 'userId' | 'agencyId' | 'personId' | 'level' | 'status' | 'signedFormId'
>;
export type LetterContractRow = typeof bestandsuebertragungVertraege.$inferSelect;
export type LetterAgency = Pick<
  typeof agents.$inferSelect,
  | 'vorname'
  | 'name'
  | 'firma'
  | 'email'
  | 'phone'
  | 'address'
  | 'addressnumber'
  | 'streetcode'
  | 'city'
  | 'registernummer'
>;
/** The transfer's person as stored (else the account's name) with its main address: where the Vollmacht is silent. */
export type LetterPerson = {
  name: string;
  geburtsdatum: string | null;
  address: Pick<typeof addresses.$inferSelect, 'address' | 'addressnumber' | 'streetcode' | 'city'> | null;
};

const transferColumns = {
  id: bestandsuebertragungen.id,
  userId: bestandsuebertragungen.userId,
  agencyId: bestandsuebertragungen.agencyId,
  personId: bestandsuebertragungen.personId,
  level: bestandsuebertragungen.level,
  status: bestandsuebertragungen.status,
  signedFormId: bestandsuebertragungen.signedFormId,
};

/**
 * The reads and writes of the letters to the insurers (issue 29): every query names the adviser's agency
 * (the transfer's `agency_id`), so another agency's transfer, settings or Vollmacht are never read.
 */
export function createLetterRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The agency's transfer `id` (locked in `tx` when given), or null. */
    async transfer(agencyId: number, id: number, tx?: Db): Promise<LetterTransfer | null> {
      const query = (tx ?? db)
        .select(transferColumns)
        .from(bestandsuebertragungen)
        .where(and(eq(bestandsuebertragungen.id, id), eq(bestandsuebertragungen.agencyId, agencyId)));
      const [row] = tx ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The transfer's contracts at `versicherer` (locked in `tx` when given), by id. */
    contractsAt(transferId: number, versicherer: string, tx?: Db): Promise<LetterContractRow[]> {
      const query = (tx ?? db)
        .select()
        .from(bestandsuebertragungVertraege)
        .where(
          and(
            eq(bestandsuebertragungVertraege.transferId, transferId),
            eq(bestandsuebertragungVertraege.versicherer, versicherer),
          ),
        )
        .orderBy(asc(bestandsuebertragungVertraege.id));
      return tx ? query.for('update') : query;
    },

    async agency(agencyId: number): Promise<LetterAgency | null> {
      const [row] = await db
        .select({
          vorname: agents.vorname,
          name: agents.name,
          firma: agents.firma,
          email: agents.email,
          phone: agents.phone,
          address: agents.address,
          addressnumber: agents.addressnumber,
          streetcode: agents.streetcode,
          city: agents.city,
          registernummer: agents.registernummer,
        })
        .from(agents)
        .where(eq(agents.id, agencyId));
      return row ?? null;
    },

    /** The transfer's person (the main person for a transfer without one), or null for an unknown account. */
    async person(userId: number, personId: number | null): Promise<LetterPerson | null> {
      const [row] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          personFirst: persons.firstname,
          personLast: persons.lastname,
          geburtsdatum: persons.geburtsdatum,
          personId: persons.id,
        })
        .from(users)
        .leftJoin(
          persons,
          and(
            eq(persons.userId, users.id),
            personId === null ? eq(persons.isMain, true) : eq(persons.id, personId),
          ),
        )
        .where(eq(users.id, userId));
      if (!row) return null;
      const [address] = row.personId
        ? await db
            .select({
              address: addresses.address,
              addressnumber: addresses.addressnumber,
              streetcode: addresses.streetcode,
              city: addresses.city,
            })
            .from(addresses)
            .where(and(eq(addresses.personId, row.personId), eq(addresses.isMain, true)))
        : [];
      const person = [row.personFirst, row.personLast].filter(Boolean).join(' ');
      return {
        name: person || `${row.firstName} ${row.lastName}`.trim(),
        geburtsdatum: row.geburtsdatum ?? null,
        address: address ?? null,
      };
    },

    /**
     * The signed Vollmacht of the agency's record: its PDF's blob key (the audit's own copy) and the values
     * signed (the policyholder the letter names, ADR 183), or null.
     */
    async signedMandate(
      agencyId: number,
      signedFormId: string,
    ): Promise<{ key: string; values: Record<string, unknown> } | null> {
      const [row] = await db
        .select({ key: signedForms.pdfBlobKey, values: signedForms.values })
        .from(signedForms)
        .where(and(eq(signedForms.id, signedFormId), eq(signedForms.agentId, agencyId)));
      return row ?? null;
    },
  };
}

export type LetterRepository = ReturnType<typeof createLetterRepository>;
