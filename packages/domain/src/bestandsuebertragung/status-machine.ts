import type { ErrorCode } from '../errors/error-codes';
import type { AuditAction } from '../workspace/audit-log';

/**
 * The status machine of a Bestandsübertragung (issue 29, ADR 153): a transfer asks the insurers of some of
 * the household's contracts to move them into the broker's portfolio; each contract then goes its own way
 * at its insurer. Pure rules: the server checks every step with them, the web app shows what may follow.
 *
 * Transfer:  zu_unterschreiben ─(mandate signed)→ beantragt;  either ─(customer, nothing sent)→ zurueckgezogen
 * Contract:  beantragt → gesendet → bestaetigt | abgelehnt | rueckfrage;  rueckfrage → gesendet | rueckfrage |
 *            bestaetigt | abgelehnt;  gesendet → gesendet (sent again);  bestaetigt and abgelehnt are final.
 */

/** The transfer's own status: waiting for the mandate's signature, requested, or withdrawn by the customer. */
export const TRANSFER_STATUSES = ['zu_unterschreiben', 'beantragt', 'zurueckgezogen'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** A contract's status at its insurer within a transfer. */
export const CONTRACT_TRANSFER_STATUSES = [
  'beantragt',
  'gesendet',
  'bestaetigt',
  'abgelehnt',
  'rueckfrage',
] as const;
export type ContractTransferStatus = (typeof CONTRACT_TRANSFER_STATUSES)[number];

/** The statuses the workspace sets (PUT …/vertraege/{contractId}); `beantragt` is where a contract starts. */
export const SETTABLE_CONTRACT_STATUSES = ['gesendet', 'bestaetigt', 'abgelehnt', 'rueckfrage'] as const;
export type SettableContractStatus = (typeof SETTABLE_CONTRACT_STATUSES)[number];

/** The insurer's last word: nothing follows (a refused contract can be asked for again in a new transfer). */
export const FINAL_CONTRACT_STATUSES = [
  'bestaetigt',
  'abgelehnt',
] as const satisfies ContractTransferStatus[];

const NEXT: Readonly<Record<ContractTransferStatus, readonly SettableContractStatus[]>> = {
  beantragt: ['gesendet'],
  // Sent again (the letter got lost, the insurer wants it by post): the six weeks start again.
  gesendet: ['gesendet', 'bestaetigt', 'abgelehnt', 'rueckfrage'],
  // The broker answered the query (sent again), the insurer asks once more, or it decides.
  rueckfrage: ['gesendet', 'rueckfrage', 'bestaetigt', 'abgelehnt'],
  bestaetigt: [],
  abgelehnt: [],
};

const TRANSFER_NEXT: Readonly<Record<TransferStatus, readonly TransferStatus[]>> = {
  zu_unterschreiben: ['beantragt', 'zurueckgezogen'],
  beantragt: ['zurueckgezogen'],
  zurueckgezogen: [],
};

/** What may follow a transfer's status; a withdrawal also needs `canWithdraw` (nothing sent yet). */
export function nextTransferStatuses(status: TransferStatus): readonly TransferStatus[] {
  return TRANSFER_NEXT[status];
}

export function canTransferTransition(from: TransferStatus, to: TransferStatus): boolean {
  return TRANSFER_NEXT[from].includes(to);
}

export function isContractTransferStatus(value: unknown): value is ContractTransferStatus {
  return typeof value === 'string' && (CONTRACT_TRANSFER_STATUSES as readonly string[]).includes(value);
}

export function isFinalStatus(status: ContractTransferStatus): boolean {
  return (FINAL_CONTRACT_STATUSES as readonly string[]).includes(status);
}

/** What may follow `status` (empty for a final one). */
export function nextStatuses(status: ContractTransferStatus): readonly SettableContractStatus[] {
  return NEXT[status];
}

export function canTransition(from: ContractTransferStatus, to: ContractTransferStatus): boolean {
  return (NEXT[from] as readonly string[]).includes(to);
}

/** Whether the insurer has it: every status but `beantragt` means the letter went out at least once. */
export function wasSent(status: ContractTransferStatus): boolean {
  return status !== 'beantragt';
}

export type TransferState = {
  status: TransferStatus;
  contracts: readonly { status: ContractTransferStatus }[];
};

/**
 * The customer may withdraw a transfer until any of its contracts was sent to an insurer (issue 29;
 * afterwards DELETE answers 409): unsigned or requested, every contract still `beantragt`.
 */
export function canWithdraw(transfer: TransferState): boolean {
  return transfer.status !== 'zurueckgezogen' && !transfer.contracts.some((c) => wasSent(c.status));
}

/** The transfer's state as the customer's page shows it: its own status, or done (see below). */
export type CustomerTransferState = TransferStatus | 'abgeschlossen';

/**
 * A requested transfer is done once every contract is final: nothing follows `bestaetigt` or `abgelehnt`
 * (a refused contract is asked for again in a new transfer), so its own status `beantragt` says no more
 * than that it was requested. Derived, never stored; the board's `erledigt` column (board-state.ts) agrees.
 */
export function customerTransferState(transfer: TransferState): CustomerTransferState {
  if (
    transfer.status === 'beantragt' &&
    transfer.contracts.length > 0 &&
    transfer.contracts.every((contract) => isFinalStatus(contract.status))
  )
    return 'abgeschlossen';
  return transfer.status;
}

/** Why a workspace step on one contract is refused (the server answers 409), or null when it may be taken. */
export type ContractStepRefusal = 'not_signed' | 'withdrawn' | 'final' | 'not_allowed';

export function contractStepRefusal(
  transferStatus: TransferStatus,
  from: ContractTransferStatus,
  to: ContractTransferStatus,
): ContractStepRefusal | null {
  if (transferStatus === 'zu_unterschreiben') return 'not_signed';
  if (transferStatus === 'zurueckgezogen') return 'withdrawn';
  if (isFinalStatus(from)) return 'final';
  return canTransition(from, to) ? null : 'not_allowed';
}

/** The 409 the server answers for each refusal. */
export const STEP_REFUSAL_CODES = {
  not_signed: 'transfer_not_signed',
  withdrawn: 'transfer_withdrawn',
  final: 'transfer_contract_final',
  not_allowed: 'transfer_step_not_allowed',
} as const satisfies Record<ContractStepRefusal, ErrorCode>;

/**
 * The agency's log entry of each workspace step (issue 29: every step is in the audit log). The letter's
 * sending (by e-mail or post) is `transfer_sent`; its download changes nothing and writes nothing (ADR 160);
 * a change of an insurer's address or intermediary number is `transfer_insurer_changed`.
 */
export const STEP_AUDIT_ACTIONS = {
  gesendet: 'transfer_sent',
  bestaetigt: 'transfer_confirmed',
  abgelehnt: 'transfer_refused',
  rueckfrage: 'transfer_query',
} as const satisfies Record<SettableContractStatus, AuditAction>;
