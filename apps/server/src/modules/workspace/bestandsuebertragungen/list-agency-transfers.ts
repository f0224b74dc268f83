import type { AgencyTransfersQuery } from '@kundenportal/domain/bestandsuebertragung/board-query';
import type {
  AgencyTransfer,
  AgencyTransfersAnswer,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import type { Db } from '../../../db/client';
import { toAgencyTransfer } from './agency-transfer';
import type { TransfersRepository } from './repository';

/**
 * GET /api/berater/bestandsuebertragungen (issue 29): the agency's transfers, newest first, each with its
 * board column at `now` (Europe/Berlin days) and its letters; narrowed to one insurer or one customer.
 */
export async function listAgencyTransfers(
  repository: TransfersRepository,
  agencyId: number,
  query: AgencyTransfersQuery,
  now: Date,
): Promise<AgencyTransfersAnswer> {
  const [rows, settings] = await Promise.all([
    repository.agencyTransfers(agencyId, { versicherer: query.versicherer, kunde: query.kunde }),
    repository.insurerSettings(agencyId),
  ]);
  return { transfers: rows.map((row) => toAgencyTransfer(row, settings, now)) };
}

/** One transfer of the agency as the board shows it (a step's and a letter's answer), or null. */
export async function agencyTransfer(
  repository: TransfersRepository,
  agencyId: number,
  id: number,
  now: Date,
  tx?: Db,
): Promise<AgencyTransfer | null> {
  const [rows] = await repository.agencyTransfers(agencyId, { id }, tx);
  if (!rows) return null;
  return toAgencyTransfer(rows, await repository.insurerSettings(agencyId, tx), now);
}
