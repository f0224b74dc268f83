import { contractsByInsurer, overallState } from '@kundenportal/domain/bestandsuebertragung/board-state';
import {
  type AgencyInsurerSettings,
  letterRecipient,
} from '@kundenportal/domain/bestandsuebertragung/insurer-contact';
import type {
  AgencyTransfer,
  TransferContract,
  TransferLetter,
  TransferStep,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { insurerContact } from '@kundenportal/domain/contracts/insurer-addresses';
import { insurerKey } from '@kundenportal/domain/contracts/insurer-names';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { TransferContractRow, TransferRows } from './repository';

/**
 * Where each insurer's letter of a transfer goes, as the board shows it (issue 29): the agency's own
 * address and e-mail for that insurer over the insurers' table (`letterRecipient`). The one place that
 * maps an insurer to its letter's way; the letter's sending reads the same.
 */
export function transferLetters(
  versicherer: readonly string[],
  /** By `insurerKey` of the insurer's name. */
  settings: ReadonlyMap<string, AgencyInsurerSettings>,
): TransferLetter[] {
  return versicherer.map((name) => {
    const recipient = letterRecipient(insurerContact(name), settings.get(insurerKey(name)) ?? null);
    return { versicherer: name, email: recipient?.email ?? null, addressKnown: recipient !== null };
  });
}

/** `requestedOn`: the Berlin day of the request, the recorded day of a contract without steps yet. */
function toContract(
  row: TransferContractRow,
  verlauf: TransferStep[],
  requestedOn: string,
): TransferContract {
  return {
    contractId: row.contractId,
    versicherer: row.versicherer,
    nummer: row.nummer,
    status: row.status,
    sparte: row.sparte,
    datum: row.datum,
    notiz: row.notiz,
    erfasstAm: verlauf.at(-1)?.erfasstAm ?? requestedOn,
    gesendetAm: row.gesendetAm,
    verlauf,
  };
}

/** A transfer as the workspace answers it: its contracts with their steps, its board column at `now`, its letters. */
export function toAgencyTransfer(
  { transfer, contracts, steps }: TransferRows,
  settings: ReadonlyMap<string, AgencyInsurerSettings>,
  now: Date,
): AgencyTransfer {
  const verlauf = new Map<number, TransferStep[]>();
  for (const { transferContractId, createdAt, ...row } of steps) {
    const step = { ...row, erfasstAm: isoDateIn(createdAt) };
    const list = verlauf.get(transferContractId);
    if (list) list.push(step);
    else verlauf.set(transferContractId, [step]);
  }
  const requestedOn = isoDateIn(transfer.createdAt);
  const mapped = contracts.map((row) => toContract(row, verlauf.get(row.id) ?? [], requestedOn));
  return {
    id: transfer.id,
    status: transfer.status,
    level: transfer.level,
    createdAt: transfer.createdAt.toISOString(),
    beantragtAt: transfer.beantragtAt?.toISOString() ?? null,
    zurueckgezogenAt: transfer.zurueckgezogenAt?.toISOString() ?? null,
    contracts: mapped,
    customer: { id: transfer.userId, name: transfer.customerName },
    person: transfer.person,
    state: overallState({ status: transfer.status, contracts: mapped }, now),
    letters: transferLetters(
      contractsByInsurer(mapped).map((group) => group.versicherer),
      settings,
    ),
  };
}
