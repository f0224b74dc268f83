import { legalInsurerName } from '../contracts/insurer-names';
import { sparteLabel } from '../contracts/sparten';
import { bestandsuebertragungTexts } from '../texts/bestandsuebertragung';
import { formatDateDe } from '../validation/date-bounds';
import type { MandateLevel } from './mandate';

const texts = bestandsuebertragungTexts.letter;

/**
 * The letter to one insurer (issue 29): what it says, in the order of a DIN 5008 business letter — the
 * renderer (server, PDF) lays it out and appends the signed Vollmacht's pages; it decides no wording.
 * Only the contracts at this insurer are listed: a letter never names another insurer's contract.
 */
export type LetterInput = {
  level: MandateLevel;
  /** The letter's day, 'YYYY-MM-DD'. */
  datum: string;
  agency: {
    name: string;
    /** Street line, postcode and town line. */
    address: readonly string[];
    /** The intermediary register number (§ 34d GewO), null if the agency has none entered. */
    registernummer: string | null;
    /** Phone, e-mail: lines of the information block. */
    contact: readonly string[];
  };
  /** The agency's intermediary number at this insurer, null if not entered. */
  vermittlernummer: string | null;
  insurer: { name: string; address: readonly string[] };
  /**
   * The policyholder as the signed Vollmacht names them (ADR 183): what the insurer compares with its
   * records and with the Vollmacht appended. `geburtsdatum` 'YYYY-MM-DD', null where none is known.
   */
  customer: { name: string; geburtsdatum: string | null; address: readonly string[] };
  contracts: readonly { versicherer: string; nummer: string; sparte: string | null }[];
};

export type LetterContent = {
  /** DIN 5008's return line above the recipient: the sender in one line. */
  returnLine: string;
  /** The insurer's legal entity as the insurers list names it (not the short name), then its address. */
  recipient: string[];
  /** The information block: the agency, its contact and register number. */
  sender: string[];
  date: string;
  subject: string;
  /** Whose contracts these are (customer, date of birth, address) and the intermediary number. */
  reference: { label: string; value: string }[];
  salutation: string;
  /** Before the table of contracts. */
  intro: string[];
  table: { head: [string, string]; rows: [string, string][] };
  /** After the table. */
  outro: string[];
  closing: string;
  signature: string;
  attachment: string;
};

export function letterContent(input: LetterInput): LetterContent {
  const full = input.level === 'maklermandat';
  const birthDate = input.customer.geburtsdatum ? formatDateDe(input.customer.geburtsdatum) : null;
  const address = input.customer.address.join(', ');
  const number = input.vermittlernummer?.trim() || null;
  const contracts = input.contracts.filter((contract) => contract.versicherer === input.insurer.name);
  return {
    returnLine: [input.agency.name, ...input.agency.address].join(' · '),
    recipient: [legalInsurerName(input.insurer.name), ...input.insurer.address],
    sender: [
      input.agency.name,
      ...input.agency.address,
      ...input.agency.contact,
      ...(input.agency.registernummer ? [`${texts.registerNumber}: ${input.agency.registernummer}`] : []),
    ],
    date: formatDateDe(input.datum),
    subject: texts.subject[input.level],
    reference: [
      { label: texts.customer, value: input.customer.name },
      ...(birthDate ? [{ label: texts.birthDate, value: birthDate }] : []),
      ...(address ? [{ label: texts.address, value: address }] : []),
      ...(number ? [{ label: texts.intermediaryNumber, value: number }] : []),
    ],
    salutation: texts.salutation,
    intro: full
      ? [texts.mandate(input.customer.name, birthDate), texts.request]
      : [texts.dataMandate(input.customer.name, birthDate), texts.dataRequest],
    table: {
      head: [texts.contractNumber, texts.sparte],
      rows: contracts.map((contract) => [
        contract.nummer,
        contract.sparte ? sparteLabel(contract.sparte) : '',
      ]),
    },
    outro: [
      full ? (number ? texts.confirmation(number) : texts.confirmationWithoutNumber) : texts.dataOnly,
      texts.questions,
    ],
    closing: texts.closing,
    signature: input.agency.name,
    attachment: texts.attachment,
  };
}
