import { addDays, isoDateIn } from '../validation/date-bounds';
import { type ContractTransferStatus, isFinalStatus, type TransferStatus } from './status-machine';

/**
 * The workspace board's view of a transfer (issue 29, ADR 153): open, waiting for an answer, overdue, done —
 * derived from the transfer and its contracts at `now`, never stored.
 */

/** Insurers give the previous intermediary about six weeks; no answer after that is overdue. */
export const OVERDUE_AFTER_WEEKS = 6;
/** The answer period in calendar days (weeks of the calendar, §§ 187, 188 BGB; no business days). */
export const ANSWER_PERIOD_DAYS = OVERDUE_AFTER_WEEKS * 7;

export const BOARD_STATES = ['offen', 'wartet', 'ueberfaellig', 'erledigt'] as const;
export type BoardState = (typeof BOARD_STATES)[number];

/** A contract as the board reads it: its status and the Berlin day it was (last) sent to the insurer. */
export type BoardContract = {
  status: ContractTransferStatus;
  /** 'YYYY-MM-DD'; null until sent. */
  gesendetAm: string | null;
};

/**
 * The last day of the insurer's answer period for a letter sent on `sentOn`: the six weeks start the day
 * after sending and end with the same weekday six weeks on (§ 187 (1), § 188 (2) BGB): sent on a Monday,
 * the answer is due by the Monday six weeks later, whole.
 */
export function answerDueBy(sentOn: string): string {
  return addDays(sentOn, ANSWER_PERIOD_DAYS);
}

/** The first overdue day (the day the agency's reminder goes out): the day after `answerDueBy`. */
export function overdueSince(sentOn: string): string {
  return addDays(answerDueBy(sentOn), 1);
}

/**
 * Sent and unanswered once the answer period has passed: from 00:00 Europe/Berlin on `overdueSince`.
 * A Rückfrage is an answer (the broker's turn), a final status the end.
 */
export function isOverdue(contract: BoardContract, now: Date): boolean {
  if (contract.status !== 'gesendet' || contract.gesendetAm === null) return false;
  return isoDateIn(now) >= overdueSince(contract.gesendetAm);
}

/** What the broker must do next for this contract: send the letter, or answer the insurer's query. */
function awaitsBroker(status: ContractTransferStatus): boolean {
  return status === 'beantragt' || status === 'rueckfrage';
}

/**
 * The board's column: overdue if any contract is (the most urgent wins); open while the mandate is
 * unsigned or a contract waits for the broker; waiting while a letter is out; done when every insurer
 * has decided — and for a withdrawn transfer, which leaves nothing to do.
 */
export function overallState(
  transfer: { status: TransferStatus; contracts: readonly BoardContract[] },
  now: Date,
): BoardState {
  if (transfer.status === 'zurueckgezogen') return 'erledigt';
  if (transfer.status === 'zu_unterschreiben') return 'offen';
  if (transfer.contracts.some((contract) => isOverdue(contract, now))) return 'ueberfaellig';
  if (transfer.contracts.some((contract) => awaitsBroker(contract.status))) return 'offen';
  if (transfer.contracts.some((contract) => !isFinalStatus(contract.status))) return 'wartet';
  return 'erledigt';
}

/** The contracts of a transfer by insurer, in the order the insurers first appear: one letter each. */
export function contractsByInsurer<C extends { versicherer: string }>(
  contracts: readonly C[],
): { versicherer: string; contracts: C[] }[] {
  const groups = new Map<string, C[]>();
  for (const contract of contracts) {
    const group = groups.get(contract.versicherer);
    if (group) group.push(contract);
    else groups.set(contract.versicherer, [contract]);
  }
  return [...groups].map(([versicherer, list]) => ({ versicherer, contracts: list }));
}

/** Whether the board's insurer filter shows the transfer: one of its contracts is at that insurer. */
export function involvesInsurer(
  transfer: { contracts: readonly { versicherer: string }[] },
  versicherer: string,
) {
  return transfer.contracts.some((contract) => contract.versicherer === versicherer);
}

/** The insurers of the agency's transfers, sorted (de), for the board's filter. */
export function insurersOf(
  transfers: readonly { contracts: readonly { versicherer: string }[] }[],
): string[] {
  const names = new Set(
    transfers.flatMap((transfer) => transfer.contracts.map((contract) => contract.versicherer)),
  );
  return [...names].sort((a, b) => a.localeCompare(b, 'de'));
}
