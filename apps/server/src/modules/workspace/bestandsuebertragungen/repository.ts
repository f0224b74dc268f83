import type { AgencyInsurerSettings } from '@kundenportal/domain/bestandsuebertragung/insurer-contact';
import { insurerKey } from '@kundenportal/domain/contracts/insurer-names';
import { and, asc, desc, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  agencyInsurerSettings,
  bestandsuebertragungen,
  bestandsuebertragungVerlauf,
  bestandsuebertragungVertraege,
  persons,
  users,
} from '../../../db/schema';

/** `person`: the transfer's person (ADR 183) as the household names them now; null once deleted. */
export type TransferRow = typeof bestandsuebertragungen.$inferSelect & {
  customerName: string;
  person: { id: number; name: string } | null;
};
export type TransferContractRow = typeof bestandsuebertragungVertraege.$inferSelect;
export type StepRow = Pick<
  typeof bestandsuebertragungVerlauf.$inferSelect,
  'transferContractId' | 'status' | 'datum' | 'notiz' | 'createdAt'
>;

/** A transfer with its contracts (by id) and their steps (oldest first), as the board maps it. */
export type TransferRows = { transfer: TransferRow; contracts: TransferContractRow[]; steps: StepRow[] };

/** Which of the agency's transfers a read takes. */
export type TransferFilter = { versicherer?: string; kunde?: number; id?: number };

const customerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * The workspace's reads of the agency's Bestandsübertragungen (issue 29). Every query is scoped to the
 * adviser's agency (the transfer's `agency_id`): another agency's transfer is never read, whatever id or
 * filter is asked for. `db` may be a transaction (the answer's save reads its result in it).
 */
export function createTransfersRepository(db: Db) {
  return {
    /** The agency's transfers matching `filter`, newest first, each with its contracts and steps. */
    async agencyTransfers(agencyId: number, filter: TransferFilter = {}, tx: Db = db) {
      const where: SQL[] = [eq(bestandsuebertragungen.agencyId, agencyId)];
      if (filter.id !== undefined) where.push(eq(bestandsuebertragungen.id, filter.id));
      if (filter.kunde !== undefined) where.push(eq(bestandsuebertragungen.userId, filter.kunde));
      if (filter.versicherer !== undefined)
        where.push(
          exists(
            tx
              .select({ one: sql`1` })
              .from(bestandsuebertragungVertraege)
              .where(
                and(
                  eq(bestandsuebertragungVertraege.transferId, bestandsuebertragungen.id),
                  eq(bestandsuebertragungVertraege.versicherer, filter.versicherer),
                ),
              ),
          ),
        );
      const transfers = await tx
        .select({
          transfer: bestandsuebertragungen,
          customerName,
          personId: persons.id,
          firstname: persons.firstname,
          lastname: persons.lastname,
        })
        .from(bestandsuebertragungen)
        .innerJoin(users, eq(users.id, bestandsuebertragungen.userId))
        // The transfer's person of the same account; a transfer stored without one is the main person's.
        .leftJoin(
          persons,
          and(
            eq(persons.userId, bestandsuebertragungen.userId),
            or(
              eq(persons.id, bestandsuebertragungen.personId),
              and(isNull(bestandsuebertragungen.personId), eq(persons.isMain, true)),
            ),
          ),
        )
        .where(and(...where))
        .orderBy(desc(bestandsuebertragungen.createdAt), desc(bestandsuebertragungen.id));
      return withContracts(
        tx,
        transfers.map((row) => ({
          ...row.transfer,
          customerName: row.customerName,
          person:
            row.personId === null
              ? null
              : { id: row.personId, name: `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim() },
        })),
      );
    },

    /** The agency's settings per insurer (bernd's table), by `insurerKey` of the insurer's name (ADR 190). */
    async insurerSettings(agencyId: number, tx: Db = db): Promise<Map<string, AgencyInsurerSettings>> {
      const rows = await tx
        .select({
          versicherer: agencyInsurerSettings.versicherer,
          vermittlernummer: agencyInsurerSettings.vermittlernummer,
          strasse: agencyInsurerSettings.strasse,
          plz: agencyInsurerSettings.plz,
          ort: agencyInsurerSettings.ort,
          email: agencyInsurerSettings.email,
          schadenhotline: agencyInsurerSettings.schadenhotline,
        })
        .from(agencyInsurerSettings)
        .where(eq(agencyInsurerSettings.agencyId, agencyId));
      return new Map(rows.map(({ versicherer, ...settings }) => [insurerKey(versicherer), settings]));
    },
  };
}

async function withContracts(tx: Db, transfers: TransferRow[]): Promise<TransferRows[]> {
  if (transfers.length === 0) return [];
  const contracts = await tx
    .select()
    .from(bestandsuebertragungVertraege)
    .where(
      inArray(
        bestandsuebertragungVertraege.transferId,
        transfers.map((transfer) => transfer.id),
      ),
    )
    .orderBy(asc(bestandsuebertragungVertraege.id));
  const steps = contracts.length
    ? await tx
        .select({
          transferContractId: bestandsuebertragungVerlauf.transferContractId,
          status: bestandsuebertragungVerlauf.status,
          datum: bestandsuebertragungVerlauf.datum,
          notiz: bestandsuebertragungVerlauf.notiz,
          createdAt: bestandsuebertragungVerlauf.createdAt,
        })
        .from(bestandsuebertragungVerlauf)
        .where(
          inArray(
            bestandsuebertragungVerlauf.transferContractId,
            contracts.map((contract) => contract.id),
          ),
        )
        .orderBy(asc(bestandsuebertragungVerlauf.id))
    : [];
  const contractsOf = groupBy(contracts, (contract) => contract.transferId);
  const stepsOf = groupBy(steps, (step) => step.transferContractId);
  return transfers.map((transfer) => {
    const own = contractsOf.get(transfer.id) ?? [];
    return { transfer, contracts: own, steps: own.flatMap((contract) => stepsOf.get(contract.id) ?? []) };
  });
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export type TransfersRepository = ReturnType<typeof createTransfersRepository>;
