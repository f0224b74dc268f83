import { sparteLabel } from '../contracts/sparten';
import { bestandsuebertragungTexts as texts } from '../texts/bestandsuebertragung';
import { formatDateDe, isoDateIn } from '../validation/date-bounds';
import type { BoardState } from './board-state';
import type { MandateLevel } from './mandate';
import {
  type ContractTransferStatus,
  type CustomerTransferState,
  customerTransferState,
  type SettableContractStatus,
  type TransferStatus,
} from './status-machine';
import type { AgencyTransfer, Transfer, TransferStep } from './transfer-api';

/** The German names of the statuses, columns and levels (texts/bestandsuebertragung.ts), one place each. */
export const transferStatusLabel = (status: TransferStatus): string => texts.transferStatus[status];
export const contractStatusLabel = (status: ContractTransferStatus): string => texts.contractStatus[status];
export const boardStateLabel = (state: BoardState): string => texts.workspace.columns[state];
export const levelLabel = (level: MandateLevel): string => texts.levels[level].label;

export const customerTransferStateLabel = (state: CustomerTransferState): string =>
  state === 'abgeschlossen' ? texts.transferDone : transferStatusLabel(state);

/**
 * A step's line on the customer's page (the current status and each of its history): 'status am day'.
 * A confirmed Maklermandat's day is the broker's start, which may lie ahead: it says the day the
 * confirmation was recorded and the start (ADR 189).
 */
export function stepLine(
  step: Pick<TransferStep, 'status' | 'datum' | 'erfasstAm'>,
  level: MandateLevel,
): string {
  const status = contractStatusLabel(step.status);
  if (step.status === 'bestaetigt' && level === 'maklermandat')
    return texts.progress.confirmedFrom(status, formatDateDe(step.erfasstAm), formatDateDe(step.datum));
  return texts.progress.statusOn(status, formatDateDe(step.datum));
}

/**
 * The transfer's badge on the customer's page: its state (customerTransferState) with the day it was
 * reached where one is known — withdrawn on the withdrawal's Berlin day, done on the day the last answer
 * was recorded.
 */
export function transferBadge(transfer: Pick<Transfer, 'status' | 'zurueckgezogenAt' | 'contracts'>): {
  state: CustomerTransferState;
  text: string;
} {
  const state = customerTransferState(transfer);
  const label = customerTransferStateLabel(state);
  if (state === 'zurueckgezogen' && transfer.zurueckgezogenAt)
    return {
      state,
      text: texts.progress.statusOn(label, formatDateDe(isoDateIn(new Date(transfer.zurueckgezogenAt)))),
    };
  if (state === 'abgeschlossen') {
    const last = transfer.contracts
      .map((contract) => contract.erfasstAm)
      .sort()
      .at(-1);
    if (last) return { state, text: texts.progress.statusOn(label, formatDateDe(last)) };
  }
  return { state, text: label };
}

/** 'für Maria Muster' where the transfer is another person's than the account holder's, else ''. */
export function personNote(transfer: Pick<AgencyTransfer, 'customer' | 'person'>): string {
  return transfer.person && transfer.person.name !== transfer.customer.name
    ? texts.workspace.forPerson(transfer.person.name)
    : '';
}

/** A contract as a notice names it: 'KH-4711 (Kfz-Versicherung)', or the number alone without a Sparte. */
export function contractName(contract: { nummer: string; sparte: string | null }): string {
  return contract.sparte ? `${contract.nummer} (${sparteLabel(contract.sparte)})` : contract.nummer;
}

/** What happened, in one sentence: a Datenauskunft's answer is data, not a transfer. */
function news(status: SettableContractStatus, level: MandateLevel): (versicherer: string) => string {
  if (level === 'datenauskunft' && (status === 'bestaetigt' || status === 'abgelehnt'))
    return texts.notification.dataNews[status];
  return texts.notification.news[status];
}

/**
 * The customer's mail when contracts at one insurer get a new status (issue 29: a status change notifies the
 * customer, honouring the settings). The sender appends `notificationTexts.mailFooter(settingsLink)` as for
 * every notification mail; one mail per insurer and step, naming all its contracts.
 */
export function statusNotice(
  status: SettableContractStatus,
  input: {
    level: MandateLevel;
    firstName: string;
    versicherer: string;
    contracts: readonly { nummer: string; sparte: string | null }[];
    link: string;
  },
): { subject: string; text: string } {
  return {
    subject: texts.notification.subject(input.versicherer, contractStatusLabel(status)),
    text: texts.notification.text(
      input.firstName,
      news(status, input.level)(input.versicherer),
      input.contracts.map(contractName).join(', '),
      input.link,
    ),
  };
}

/**
 * The tag of that push: one notice per area on the device (a newer one replaces it), and the open page
 * reads its transfers again when a push of this tag arrives (the web's use-refresh-on-push.ts).
 */
export const TRANSFER_PUSH_TAG = 'bestandsuebertragung';

/** The Web Push of the same change (one per insurer and step): the mail's subject and its news. */
export function statusPush(
  status: SettableContractStatus,
  input: { level: MandateLevel; versicherer: string },
): { title: string; body: string } {
  return {
    title: texts.notification.subject(input.versicherer, contractStatusLabel(status)),
    body: news(status, input.level)(input.versicherer),
  };
}

/** The agency's mail when an insurer has not answered a letter within six weeks (the reminder worker's). */
export function overdueReminder(input: {
  customer: string;
  versicherer: string;
  /** 'YYYY-MM-DD' */
  sentOn: string;
  numbers: readonly string[];
  link: string;
}): { subject: string; text: string } {
  return {
    subject: texts.workspace.reminderSubject(input.customer, input.versicherer),
    text: texts.workspace.reminderText(
      input.versicherer,
      formatDateDe(input.sentOn),
      input.customer,
      input.numbers.join(', '),
      input.link,
    ),
  };
}
