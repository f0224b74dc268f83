import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImportedFields } from '@kundenportal/domain/portfolio-import/contract-changes';
import type { MatchPerson } from '@kundenportal/domain/portfolio-import/customer-match';
import type { ImportKind } from '@kundenportal/domain/portfolio-import/import-api';
import type { KnownContract } from '@kundenportal/domain/portfolio-import/plan-row';
import { PENSION_SPARTEN } from '@kundenportal/domain/vorsorgestatus/pension-status';
import { and, asc, count, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { agents, contracts, persons, portfolioImportRows, portfolioImports, users } from '../../../db/schema';
import { type AuditChange, writeAdviserAudit } from '../../../lib/adviser-audit';
import { knownColumns, OURS, READ_PAGE } from './known-contracts-repository';

export type ImportCounts = {
  neu: number;
  geaendert: number;
  unveraendert: number;
  ohneKunde: number;
  abgelehnt: number;
};
/** The file a preview was made of, as the agency's log names it (kept with the counts). */
export type ImportFile = { datei: string; format: 'CSV' | 'GDV' | null };
export type StoredRow = { pos: number; art: ImportKind; zeile: number; data: Record<string, unknown> };
type Adviser = { userId: number; agencyId: number };

/** A new contract of an import: the customer's account and person and the file's fields. */
export type NewContract = ImportedFields & {
  userId: number;
  personId: number;
  gesellschaft: string;
  nummer: string;
};

const NO_COUNTS: ImportCounts = { neu: 0, geaendert: 0, unveraendert: 0, ohneKunde: 0, abgelehnt: 0 };

/** The columns and rows of an insert into portfolio_import_rows, from one JSON parameter. */
const rowsFrom = (importId: string, rows: StoredRow[]) => sql`(import_id, pos, art, zeile, data)
  select ${importId}::uuid, v.pos, v.art, v.zeile, v.data
  from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(pos integer, art text, zeile integer, data jsonb)`;

/** A new contract under its column names, as jsonb_to_recordset reads it. */
const recordOf = (row: NewContract) => ({
  user_id: row.userId,
  person_id: row.personId,
  gesellschaft: row.gesellschaft,
  nummer: row.nummer,
  sparte: row.sparte,
  name: row.name,
  beitrag: row.beitrag,
  zahlungsweise: row.zahlungsweise,
  beginn: row.beginn,
  ablauf: row.ablauf,
  versicherungssumme: row.versicherungssumme,
  status: row.status,
  v_ende_am: row.v_ende_am,
});

const ofAgency = (agencyId: number) => and(eq(users.agentId, agencyId), eq(users.role, 'customer'));

/**
 * SQL of the agency's portfolio import (issue 31, ADR 208). Every query names the adviser's own agency:
 * its customers (users.agent_id), their contracts and the agency's previews; no other agency's row is read.
 */
export function createPortfolioImportRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** Every person of the agency's customers' households, for the matcher. */
    persons(agencyId: number, ex: Db = db): Promise<MatchPerson[]> {
      return ex
        .select({
          userId: users.id,
          personId: persons.id,
          isMain: persons.isMain,
          accountEmail: users.email,
          email: persons.email,
          firstname: persons.firstname,
          lastname: persons.lastname,
          geburtsdatum: persons.geburtsdatum,
        })
        .from(persons)
        .innerJoin(users, eq(users.id, persons.userId))
        .where(ofAgency(agencyId));
    },

    /**
     * The agency's customers' contracts with a number, with the fields an import compares; read
     * READ_PAGE at a time with a turn of the event loop between (one read of 50,000 held it too long).
     */
    async contracts(
      agencyId: number,
      ex: Db = db,
    ): Promise<(KnownContract & { gesellschaft: string; nummer: string })[]> {
      const all: (KnownContract & { gesellschaft: string; nummer: string })[] = [];
      for (let after = 0; ; ) {
        const page = await ex
          .select(knownColumns)
          .from(contracts)
          .innerJoin(users, eq(users.id, contracts.userId))
          .where(and(ofAgency(agencyId), isNotNull(contracts.nummer), gt(contracts.id, after)))
          .orderBy(asc(contracts.id))
          .limit(READ_PAGE);
        all.push(...page);
        const last = page[page.length - 1];
        if (page.length < READ_PAGE || !last) return all;
        after = last.id;
        await nextTurn();
      }
    },

    /** Removes the agency's expired previews and starts a new one (its counts follow once it is read). */
    async startPreview(adviser: Adviser, now: Date, expiresAt: Date): Promise<string> {
      const result = (await db.execute(sql`
        with expired as (
          delete from portfolio_imports where agency_id = ${adviser.agencyId} and expires_at < ${now.toISOString()}
        )
        insert into portfolio_imports (agency_id, adviser_id, counts, expires_at)
        values (${adviser.agencyId}, ${adviser.userId}, ${JSON.stringify(NO_COUNTS)}::jsonb, ${expiresAt.toISOString()})
        returning id`)) as unknown as { rows: { id: string }[] };
      const id = result.rows[0]?.id;
      if (!id) throw new Error('preview not created');
      return id;
    },

    /** Adds rows to a preview in one statement (one JSON parameter). */
    async addRows(importId: string, rows: StoredRow[]): Promise<void> {
      if (rows.length) await db.execute(sql`insert into portfolio_import_rows ${rowsFrom(importId, rows)}`);
    },

    /** Adds the last rows and sets the preview's counts, in one statement. */
    async finishPreview(
      importId: string,
      rows: StoredRow[],
      counts: ImportCounts & Partial<ImportFile>,
    ): Promise<void> {
      await db.execute(sql`
        with counted as (
          update portfolio_imports set counts = ${JSON.stringify(counts)}::jsonb where id = ${importId}::uuid
        )
        insert into portfolio_import_rows ${rowsFrom(importId, rows)}`);
    },

    async dropPreview(importId: string): Promise<void> {
      await db.delete(portfolioImports).where(eq(portfolioImports.id, importId));
    },

    /** The agency's preview of this id while it has not expired, or null. */
    async preview(agencyId: number, id: string, now: Date, ex: Db = db, lock = false) {
      const query = ex
        .select({
          id: portfolioImports.id,
          counts: portfolioImports.counts,
          appliedAt: portfolioImports.appliedAt,
        })
        .from(portfolioImports)
        .where(
          and(
            eq(portfolioImports.id, id),
            eq(portfolioImports.agencyId, agencyId),
            gt(portfolioImports.expiresAt, now),
          ),
        );
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    /** One page of a preview's rows of one kind, in file order. */
    async rows(importId: string, art: ImportKind, offset: number, limit: number): Promise<StoredRow[]> {
      return (await db
        .select({
          pos: portfolioImportRows.pos,
          art: portfolioImportRows.art,
          zeile: portfolioImportRows.zeile,
          data: portfolioImportRows.data,
        })
        .from(portfolioImportRows)
        .where(and(eq(portfolioImportRows.importId, importId), eq(portfolioImportRows.art, art)))
        .orderBy(asc(portfolioImportRows.pos))
        .offset(offset)
        .limit(limit)) as StoredRow[];
    },

    async rowCount(importId: string, art: ImportKind): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(portfolioImportRows)
        .where(and(eq(portfolioImportRows.importId, importId), eq(portfolioImportRows.art, art)));
      return row?.n ?? 0;
    },

    /** The rows after `pos` that apply (new, changed, unchanged), `limit` at a time, in file order. */
    async applyRows(tx: Db, importId: string, afterPos: number, limit: number): Promise<StoredRow[]> {
      return (await tx
        .select({
          pos: portfolioImportRows.pos,
          art: portfolioImportRows.art,
          zeile: portfolioImportRows.zeile,
          data: portfolioImportRows.data,
        })
        .from(portfolioImportRows)
        .where(
          and(
            eq(portfolioImportRows.importId, importId),
            gt(portfolioImportRows.pos, afterPos),
            inArray(portfolioImportRows.art, ['neu', 'geaendert', 'unveraendert']),
          ),
        )
        .orderBy(asc(portfolioImportRows.pos))
        .limit(limit)) as StoredRow[];
    },

    /** Holds the agency's imports one after the other (two applied at once would both insert a contract). */
    async lockAgency(tx: Db, agencyId: number): Promise<void> {
      await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, agencyId)).for('update');
    },

    /** Inserts the contracts in one statement (the broker's own portfolio: betreuung `makler`) (one JSON parameter: no placeholder per column and row). */
    async insertContracts(tx: Db, agencyId: number, rows: NewContract[], now: Date): Promise<void> {
      if (!rows.length) return;
      await tx.execute(sql`
        insert into contracts (user_id, person_id, gesellschaft, nummer, sparte, name, beitrag, zahlungsweise,
          beginn, ablauf, versicherungssumme, status, v_ende_am, betreuung, provided_by_agency_id, provided_at)
        select v.user_id, v.person_id, v.gesellschaft, v.nummer, v.sparte, v.name, v.beitrag, v.zahlungsweise,
          v.beginn, v.ablauf, v.versicherungssumme, coalesce(v.status, 'A'), v.v_ende_am, ${OURS}, ${agencyId},
          ${now.toISOString()}
        from jsonb_to_recordset(${JSON.stringify(rows.map(recordOf))}::jsonb) as v(user_id integer,
          person_id integer, gesellschaft text, nummer text, sparte text, name text, beitrag numeric,
          zahlungsweise integer, beginn date, ablauf date, versicherungssumme numeric, status text,
          v_ende_am date)`);
    },

    /**
     * Sets the imported fields of the agency's contracts (and betreuung `makler`: the broker's portfolio lists
     * it), one statement per call (ids from `contracts`); a
     * contract that is no pension contract any more loses its pensions (as a save stores null for them).
     */
    async updateContracts(tx: Db, agencyId: number, rows: (ImportedFields & { id: number })[], now: Date) {
      if (!rows.length) return;
      const records = rows.map((row) => ({
        ...row,
        pension: (PENSION_SPARTEN as readonly string[]).includes(row.sparte),
      }));
      await tx.execute(sql`
        update contracts c set sparte = v.sparte, name = v.name, beitrag = v.beitrag,
          zahlungsweise = v.zahlungsweise, beginn = v.beginn, ablauf = v.ablauf,
          versicherungssumme = v.versicherungssumme, status = coalesce(v.status, c.status),
          v_ende_am = v.v_ende_am, betreuung = ${OURS},
          rente_garantiert_mtl = case when v.pension then c.rente_garantiert_mtl end,
          rente_prognose_mtl = case when v.pension then c.rente_prognose_mtl end,
          provided_by_agency_id = ${agencyId}, provided_at = ${now.toISOString()}, provided_seen_at = null,
          updated_at = ${now.toISOString()}
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(id integer, sparte text, name text,
          beitrag numeric, zahlungsweise integer, beginn date, ablauf date, versicherungssumme numeric,
          status text, v_ende_am date, pension boolean)
        where c.id = v.id`);
    },

    /** The broker's own (betreuung `makler`): contracts the file lists unchanged, one statement per call. */
    async markOurs(tx: Db, ids: number[]): Promise<void> {
      if (!ids.length) return;
      await tx
        .update(contracts)
        .set({ betreuung: OURS })
        .where(and(inArray(contracts.id, ids), ne(contracts.betreuung, OURS)));
    },

    async markApplied(tx: Db, importId: string, now: Date): Promise<void> {
      await tx.update(portfolioImports).set({ appliedAt: now }).where(eq(portfolioImports.id, importId));
    },

    audit(tx: Db, adviser: Adviser, changes: AuditChange[]) {
      return writeAdviserAudit(tx, adviser, null, 'portfolio_imported', changes);
    },
  };
}

export type PortfolioImportRepository = ReturnType<typeof createPortfolioImportRepository>;
