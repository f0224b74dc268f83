import { type Betreuung, isBetreuung } from '@kundenportal/domain/bestandsuebertragung/betreuung';
import {
  MANDATE_FORM_KEYS,
  MANDATE_LEVELS,
  type MandateLevel,
} from '@kundenportal/domain/bestandsuebertragung/mandate';
import type { TransferStep } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contracts,
  bestandsuebertragungVertraege as entries,
  formTemplates,
  persons,
  signedForms,
  bestandsuebertragungVerlauf as steps,
  bestandsuebertragungen as transfers,
} from '../../db/schema';
import { grouped } from './grouped-transfers';

export type TransferRow = typeof transfers.$inferSelect;
export type EntryRow = typeof entries.$inferSelect;
export type StepRow = typeof steps.$inferSelect;
/** A transfer with its contracts and each contract's steps (oldest first). */
export type StoredTransfer = TransferRow & { entries: (EntryRow & { steps: StepRow[] })[] };

/** A contract of the household as a request sees it. */
export type RequestableContract = {
  id: number;
  /** The policyholder: the household's person the contract belongs to. */
  personId: number;
  gesellschaft: string;
  nummer: string | null;
  sparte: string;
  betreuung: Betreuung;
};

/** A new contract entry of a transfer: the snapshot and its first state. */
export type NewEntry = Pick<EntryRow, 'contractId' | 'versicherer' | 'nummer' | 'sparte' | 'datum'>;

/**
 * SQL of the customer's Bestandsübertragungen (issue 29); every query is scoped by the session's user id.
 * The workspace's side reads and writes the same tables with repositories of its own (ADR 156).
 */
export function createTransfersRepository(db: Db) {
  async function withEntries(rows: TransferRow[], ex: Db): Promise<StoredTransfer[]> {
    if (rows.length === 0) return [];
    const entryRows = await ex
      .select()
      .from(entries)
      .where(
        inArray(
          entries.transferId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(entries.id));
    const stepRows = entryRows.length
      ? await ex
          .select()
          .from(steps)
          .where(
            inArray(
              steps.transferContractId,
              entryRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(steps.id))
      : [];
    return rows.map((row) => ({
      ...row,
      entries: entryRows
        .filter((entry) => entry.transferId === row.id)
        .map((entry) => ({
          ...entry,
          steps: stepRows.filter((step) => step.transferContractId === entry.id),
        })),
    }));
  }

  return {
    /** Runs `work` in one transaction; the methods that take `tx` join it. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The customer's transfers, newest first: one statement, the contracts and steps joined (issue 34). */
    async list(userId: number): Promise<StoredTransfer[]> {
      const rows = await db
        .select({ transfer: transfers, entry: entries, step: steps })
        .from(transfers)
        .leftJoin(entries, eq(entries.transferId, transfers.id))
        .leftJoin(steps, eq(steps.transferContractId, entries.id))
        .where(eq(transfers.userId, userId))
        .orderBy(desc(transfers.id), asc(entries.id), asc(steps.id));
      return grouped(rows);
    },

    async find(userId: number, id: number, ex: Db = db): Promise<StoredTransfer | null> {
      const rows = await ex
        .select()
        .from(transfers)
        .where(and(eq(transfers.userId, userId), eq(transfers.id, id)));
      return (await withEntries(rows, ex))[0] ?? null;
    },

    async belongsTo(userId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: transfers.id })
        .from(transfers)
        .where(and(eq(transfers.userId, userId), eq(transfers.id, id)));
      return row !== undefined;
    },

    /** The keys of `keys` the agency publishes a template of. */
    async publishedForms(agencyId: number, keys: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ key: formTemplates.key })
        .from(formTemplates)
        .where(and(eq(formTemplates.agentId, agencyId), inArray(formTemplates.key, [...keys])));
      return new Set(rows.map((row) => row.key));
    },

    /**
     * The mandates the customer's household signed on the agency's templates, newest first, each with the
     * person it was signed for (ADR 183): those a transfer rests on and those signed on the forms page
     * alike; a record from before `person_id` was the main person's.
     */
    async mandates(userId: number, agencyId: number, ex: Db = db) {
      const rows = await ex
        .select({
          signedFormId: signedForms.id,
          formKey: signedForms.formKey,
          personId: sql<number | null>`coalesce(${signedForms.personId}, ${persons.id})`,
          signedAt: signedForms.signedAt,
        })
        .from(signedForms)
        .leftJoin(persons, and(eq(persons.userId, signedForms.userId), eq(persons.isMain, true)))
        .where(
          and(
            eq(signedForms.userId, userId),
            eq(signedForms.agentId, agencyId),
            inArray(signedForms.formKey, Object.values(MANDATE_FORM_KEYS)),
          ),
        )
        .orderBy(desc(signedForms.signedAt));
      // Revoking a mandate is not part of issue 29 (ADR 154): none is revoked yet.
      return rows.flatMap((row) => {
        const level = MANDATE_LEVELS.find((candidate) => MANDATE_FORM_KEYS[candidate] === row.formKey);
        return level && row.personId !== null
          ? [{ ...row, personId: Number(row.personId), level, revokedAt: null as string | null }]
          : [];
      });
    },

    /** The household's contracts of `ids`, locked for the request's transaction. */
    async lockContracts(tx: Db, userId: number, ids: readonly number[]): Promise<RequestableContract[]> {
      const rows = await tx
        .select({
          id: contracts.id,
          personId: contracts.personId,
          gesellschaft: contracts.gesellschaft,
          nummer: contracts.nummer,
          sparte: contracts.sparte,
          betreuung: contracts.betreuung,
        })
        .from(contracts)
        .where(and(eq(contracts.userId, userId), inArray(contracts.id, [...ids])))
        .orderBy(asc(contracts.id))
        .for('update');
      return rows.map((row) => ({
        ...row,
        betreuung: isBetreuung(row.betreuung) ? row.betreuung : 'unbekannt',
      }));
    },

    /** The places of the contracts `ids` in the customer's transfers. */
    placesOf(tx: Db, userId: number, ids: readonly number[]) {
      return tx
        .select({ contractId: entries.contractId, transferStatus: transfers.status, status: entries.status })
        .from(entries)
        .innerJoin(transfers, eq(transfers.id, entries.transferId))
        .where(and(eq(transfers.userId, userId), inArray(entries.contractId, [...ids])));
    },

    /** Stores a new transfer with its contracts (and their first steps once requested); its id. */
    async insert(
      tx: Db,
      transfer: Pick<
        TransferRow,
        'userId' | 'agencyId' | 'personId' | 'level' | 'status' | 'beantragtAt' | 'signedFormId'
      > & {
        createdAt: Date;
      },
      newEntries: readonly NewEntry[],
    ): Promise<number> {
      const [created] = await tx.insert(transfers).values(transfer).returning({ id: transfers.id });
      if (!created) throw new Error('transfer not stored');
      const stored = await tx
        .insert(entries)
        .values(
          newEntries.map((entry) => ({ ...entry, transferId: created.id, status: 'beantragt' as const })),
        )
        .returning({ id: entries.id, datum: entries.datum });
      if (transfer.status === 'beantragt') await insertFirstSteps(tx, stored, transfer.createdAt);
      return created.id;
    },

    /** The customer's transfer `id`, locked. */
    async lock(tx: Db, userId: number, id: number): Promise<StoredTransfer | null> {
      const rows = await tx
        .select()
        .from(transfers)
        .where(and(eq(transfers.userId, userId), eq(transfers.id, id)))
        .for('update');
      return (await withEntries(rows, tx))[0] ?? null;
    },

    async withdraw(tx: Db, id: number, at: Date): Promise<void> {
      await tx
        .update(transfers)
        .set({ status: 'zurueckgezogen', zurueckgezogenAt: at })
        .where(eq(transfers.id, id));
    },

    /** The customer's transfers of the agency for `personId` at `levels` that wait for the signature, locked. */
    waitingForSignature(
      tx: Db,
      userId: number,
      agencyId: number,
      personId: number,
      levels: readonly MandateLevel[],
    ) {
      if (levels.length === 0) return Promise.resolve([]);
      return tx
        .select({ id: transfers.id })
        .from(transfers)
        .where(
          and(
            eq(transfers.userId, userId),
            eq(transfers.agencyId, agencyId),
            eq(transfers.status, 'zu_unterschreiben'),
            eq(transfers.personId, personId),
            inArray(transfers.level, [...levels]),
          ),
        )
        .orderBy(asc(transfers.id))
        .for('update');
    },

    /** The mandate is signed: the transfers are requested and each contract takes its first step (`datum`). */
    async markRequested(
      tx: Db,
      ids: readonly number[],
      signed: { signedFormId: string; at: Date; datum: string },
    ): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(transfers)
        .set({ status: 'beantragt', beantragtAt: signed.at, signedFormId: signed.signedFormId })
        .where(inArray(transfers.id, [...ids]));
      const updated = await tx
        .update(entries)
        .set({ datum: signed.datum })
        .where(inArray(entries.transferId, [...ids]))
        .returning({ id: entries.id, datum: entries.datum });
      await insertFirstSteps(tx, updated, signed.at);
    },
  };
}

/** Each contract's first step, `beantragt` on its day, recorded `at` (the customer's own: no adviser). */
async function insertFirstSteps(tx: Db, stored: readonly { id: number; datum: string }[], at: Date) {
  if (stored.length === 0) return;
  const first: TransferStep['status'] = 'beantragt';
  await tx.insert(steps).values(
    stored.map((entry) => ({
      transferContractId: entry.id,
      status: first,
      datum: entry.datum,
      createdAt: at,
    })),
  );
}

export type TransfersRepository = ReturnType<typeof createTransfersRepository>;
