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
  'id' | 'userId' | 'agencyId' | 'level' | 'status' | 'signedFormId'
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
/** The customer as the letter names them: the main person (else the account's name) and its main address. */
export type LetterCustomer = {
  name: string;
  geburtsdatum: string | null;
  address: Pick<typeof addresses.$inferSelect, 'address' | 'addressnumber' | 'streetcode' | 'city'> | null;
};

const transferColumns = {
  id: bestandsuebertragungen.id,
  userId: bestandsuebertragungen.userId,
  agencyId: bestandsuebertragungen.agencyId,
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

    async customer(userId: number): Promise<LetterCustomer | null> {
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
        .leftJoin(persons, and(eq(persons.userId, users.id), eq(persons.isMain, true)))
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

    /** The blob key of the signed Vollmacht's PDF (the audit's own copy), if the agency's record has one. */
    async signedPdfKey(agencyId: number, signedFormId: string): Promise<string | null> {
      const [row] = await db
        .select({ key: signedForms.pdfBlobKey })
        .from(signedForms)
        .where(and(eq(signedForms.id, signedFormId), eq(signedForms.agentId, agencyId)));
      return row?.key ?? null;
    },
  };
}

export type LetterRepository = ReturnType<typeof createLetterRepository>;
