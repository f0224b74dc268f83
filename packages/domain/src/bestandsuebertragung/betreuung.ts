import type { FieldOption } from '../forms/field-definition';
import { bestandsuebertragungTexts } from '../texts/bestandsuebertragung';
import { type ContractTransferStatus, isFinalStatus, type TransferStatus } from './status-machine';

/**
 * Who looks after a contract today (issue 29, "Betreuung"): this broker, another intermediary, the insurer
 * directly, or nobody knows. A contract looked after by anyone but this broker is a Fremdvertrag and may be
 * handed over; an insurer's confirmation of a Maklermandat makes it `makler`.
 */
export const BETREUUNG_VALUES = ['makler', 'anderer_vermittler', 'versicherer', 'unbekannt'] as const;
export type Betreuung = (typeof BETREUUNG_VALUES)[number];

/** A contract entered before the field existed, or without an answer: nobody knows. */
export const DEFAULT_BETREUUNG: Betreuung = 'unbekannt';

/**
 * What the customer may choose: `makler` is set by the insurer's confirmation (or the agency), never by the
 * customer's say-so — a contract already `makler` keeps it and shows it read-only.
 */
export const CUSTOMER_BETREUUNG_VALUES = ['anderer_vermittler', 'versicherer', 'unbekannt'] as const;

export function isBetreuung(value: unknown): value is Betreuung {
  return typeof value === 'string' && (BETREUUNG_VALUES as readonly string[]).includes(value);
}

/** The customer's words ('Dein Berater', …); the workspace's are `betreuungWorkspaceLabel`. */
export function betreuungLabel(value: Betreuung): string {
  return bestandsuebertragungTexts.betreuung.options[value];
}

export function betreuungWorkspaceLabel(value: Betreuung): string {
  return bestandsuebertragungTexts.betreuung.workspace[value];
}

/** The options of the contract form's `betreuung` dropdown, all four values (for the catalogue field issue 29's server slice adds). */
export const BETREUUNG_OPTIONS: readonly FieldOption[] = BETREUUNG_VALUES.map((value) => ({
  value,
  label: betreuungLabel(value),
}));

/** The options the customer's form offers: the customer's choices, plus `makler` where it is stored. */
export function betreuungOptionsFor(current: Betreuung | null): readonly FieldOption[] {
  return BETREUUNG_OPTIONS.filter((option) => option.value !== 'makler' || current === 'makler');
}

export function isFremdvertrag(contract: { betreuung: Betreuung }): boolean {
  return contract.betreuung !== 'makler';
}

/** A contract's place in a transfer: the transfer's status and the contract's there. */
export type TransferEntry = { transferStatus: TransferStatus; status: ContractTransferStatus };

/** A transfer entry still running: not withdrawn and without the insurer's last word. */
export function isRunning(entry: TransferEntry): boolean {
  return entry.transferStatus !== 'zurueckgezogen' && !isFinalStatus(entry.status);
}

/** Why a contract cannot be requested (POST's 422 entry for `contractIds.<index>`), or null. */
export type RequestRefusal = 'unknown' | 'already_ours' | 'in_transfer' | 'number_missing';

export function requestRefusal(
  contract: { betreuung: Betreuung; nummer: string | null } | null,
  entries: readonly TransferEntry[],
): RequestRefusal | null {
  if (contract === null) return 'unknown';
  if (!isFremdvertrag(contract)) return 'already_ours';
  if (entries.some(isRunning)) return 'in_transfer';
  return contract.nummer?.trim() ? null : 'number_missing';
}

/** The 422 message of each refusal. */
export const REQUEST_REFUSAL_MESSAGES: Readonly<Record<RequestRefusal, string>> = {
  unknown: bestandsuebertragungTexts.contractUnknown,
  already_ours: bestandsuebertragungTexts.contractAlreadyOurs,
  in_transfer: bestandsuebertragungTexts.contractInTransfer,
  number_missing: bestandsuebertragungTexts.contractNumberMissing,
};
