import { sparteLabel } from '../contracts/sparten';
import { bestandsuebertragungTexts as texts } from '../texts/bestandsuebertragung';
import { formatDateDe } from '../validation/date-bounds';
import type { BoardState } from './board-state';
import type { MandateLevel } from './mandate';
import type { ContractTransferStatus, SettableContractStatus, TransferStatus } from './status-machine';

/** The German names of the statuses, columns and levels (texts/bestandsuebertragung.ts), one place each. */
export const transferStatusLabel = (status: TransferStatus): string => texts.transferStatus[status];
export const contractStatusLabel = (status: ContractTransferStatus): string => texts.contractStatus[status];
export const boardStateLabel = (state: BoardState): string => texts.workspace.columns[state];
export const levelLabel = (level: MandateLevel): string => texts.levels[level].label;

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
