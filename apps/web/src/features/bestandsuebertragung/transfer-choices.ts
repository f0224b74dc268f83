import {
  type Betreuung,
  isFremdvertrag,
  type RequestRefusal,
  requestRefusal,
  type TransferEntry,
} from '@kundenportal/domain/bestandsuebertragung/betreuung';
import { type MandateLevel, mandateCovers } from '@kundenportal/domain/bestandsuebertragung/mandate';
import { isFinalStatus } from '@kundenportal/domain/bestandsuebertragung/status-machine';
import type { Transfer, TransfersAnswer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { formatDayDe } from '@kundenportal/domain/validation/date-bounds';

/**
 * The page's rules (issue 29, customer side) on the domain's: which of the household's contracts are
 * Fremdverträge, which of them may be requested now, and what the summary says about the mandate.
 */

/** A contract of the household as this page needs it (app/pages hands them in from the contracts feature). */
export type HouseholdContract = {
  id: number;
  /** The contract's title in lists (label, product or Sparte). */
  title: string;
  versicherer: string;
  nummer: string | null;
  betreuung: Betreuung;
  /** The policyholder: the household's person the contract belongs to. */
  personId: number;
};

/** A person of the household as the page names them (app/pages hands them in from the persons feature). */
export type HouseholdMember = { id: number; name: string };

/** One person's contracts on offer: a request takes one person's, who signs the Vollmacht (ADR 183). */
export type PersonContracts<T> = { personId: number; name: string; contracts: T[] };

/**
 * The contracts grouped by their person, in the household's order (a person the list does not know, e.g.
 * just deleted, last, named by the fallback), each group keeping the contracts' order.
 */
export function groupByPerson<T extends { personId: number }>(
  contracts: readonly T[],
  persons: readonly HouseholdMember[],
): PersonContracts<T>[] {
  const ids = [...new Set(contracts.map((contract) => contract.personId))];
  const rank = (id: number) => {
    const index = persons.findIndex((person) => person.id === id);
    return index === -1 ? persons.length : index;
  };
  return ids
    .sort((a, b) => rank(a) - rank(b))
    .map((personId) => ({
      personId,
      name: persons.find((person) => person.id === personId)?.name ?? texts.request.unknownPerson,
      contracts: contracts.filter((contract) => contract.personId === personId),
    }));
}

/** The person whose contracts are chosen (the first chosen one's), or null while none is. */
export function chosenPerson(
  contractIds: readonly number[],
  offered: readonly { id: number; personId: number }[],
): number | null {
  for (const id of contractIds) {
    const contract = offered.find((candidate) => candidate.id === id);
    if (contract) return contract.personId;
  }
  return null;
}

/** A Fremdvertrag with why it cannot be requested now (null: it can). */
export type ForeignContract = HouseholdContract & { refusal: RequestRefusal | null };

/** The contract's places in the household's transfers. */
function entriesOf(contractId: number, transfers: readonly Transfer[]): TransferEntry[] {
  return transfers.flatMap((transfer) =>
    transfer.contracts
      .filter((contract) => contract.contractId === contractId)
      .map((contract) => ({ transferStatus: transfer.status, status: contract.status })),
  );
}

/** The household's contracts someone else looks after, each with the domain's refusal (POST's 422). */
export function foreignContracts(
  contracts: readonly HouseholdContract[],
  transfers: readonly Transfer[],
): ForeignContract[] {
  return contracts.filter(isFremdvertrag).map((contract) => ({
    ...contract,
    refusal: requestRefusal(contract, entriesOf(contract.id, transfers)),
  }));
}

/** The contracts a new request offers: Fremdverträge with a number and in no running transfer. */
export function requestableContracts(foreign: readonly ForeignContract[]): ForeignContract[] {
  return foreign.filter((contract) => contract.refusal === null);
}

/** The level a request starts with: the only one offered, else none (the customer chooses). */
export function initialLevel(levels: readonly MandateLevel[]): MandateLevel | null {
  return levels.length === 1 ? (levels[0] ?? null) : null;
}

/**
 * The summary's sentence on the mandate: the person's signed one that covers the level is reused (only
 * theirs, ADR 183), else one is signed.
 */
export function mandateNote(
  mandates: TransfersAnswer['mandates'],
  personId: number | null,
  level: MandateLevel,
): string {
  const mandate = mandates.find((candidate) => candidate.personId === personId);
  return mandate && mandateCovers(mandate.level, level)
    ? texts.request.mandateReused(formatDayDe(mandate.signedAt))
    : texts.request.mandateNeeded;
}

/**
 * Whether news may still come for the household's transfers (a signature awaited, or an insurer's or the
 * broker's next step): only then does the page ask again by itself.
 */
export function awaitsNews(transfers: readonly Transfer[]): boolean {
  return transfers.some(
    (transfer) =>
      transfer.status !== 'zurueckgezogen' &&
      transfer.contracts.some((contract) => !isFinalStatus(contract.status)),
  );
}
