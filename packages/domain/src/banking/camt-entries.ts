import { statementReaderTexts as texts } from '../texts/banking-statements';
import type { StatementEntry } from './statement';
import {
  STATEMENT_MAX_NAME_LENGTH,
  STATEMENT_MAX_PURPOSE_LENGTH,
  STATEMENT_MAX_REFERENCE_LENGTH,
} from './statement-limits';
import { refuse } from './statement-refusal';
import { cleanIban, cleanReference, cleanText, isoDate, xmlAmountCents } from './statement-values';
import { all, at, attribute, firstText, text, type XmlNode } from './xml-node';

/** Where a refusal points: the statement's id and the entry's number in it. */
export type EntryPlace = { statement: string; entry: number; accountCurrency: string | null };

type Amount = { cents: number; currency: string };

function amountAt(node: XmlNode, ...path: string[]): Amount | null {
  const cents = xmlAmountCents(text(node, ...path));
  const currency = attribute(node, 'Ccy', ...path);
  return cents === null || currency === null ? null : { cents, currency: currency.trim().toUpperCase() };
}

function direction(node: XmlNode): 1 | -1 | null {
  const indicator = text(node, 'CdtDbtInd')?.trim();
  return indicator === 'CRDT' ? 1 : indicator === 'DBIT' ? -1 : null;
}

const dateOf = (node: XmlNode, name: string) =>
  isoDate(firstText(node, [name, 'Dt'], [name, 'DtTm'])) ?? null;

/** A party's name: `Nm` (camt.053.001.02) or `Pty/Nm` (.08). */
const partyName = (parties: XmlNode, party: string) =>
  firstText(
    parties,
    [party, 'Nm'],
    [party, 'Pty', 'Nm'],
    [`Ultmt${party}`, 'Nm'],
    [`Ultmt${party}`, 'Pty', 'Nm'],
  );

/** The SEPA creditor identifier: the creditor's private id (DK Anlage 3) or a `CdtrSchmeId`. */
function creditorId(tx: XmlNode): string | null {
  const id = firstText(
    tx,
    ['RltdPties', 'Cdtr', 'Id', 'PrvtId', 'Othr', 'Id'],
    ['RltdPties', 'Cdtr', 'Pty', 'Id', 'PrvtId', 'Othr', 'Id'],
    ['RltdPties', 'CdtrSchmeId', 'Id', 'PrvtId', 'Othr', 'Id'],
    ['CdtrSchmeId', 'Id', 'PrvtId', 'Othr', 'Id'],
  );
  const clean = (id ?? '').replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(clean) ? clean : null;
}

function transactionCode(ntry: XmlNode, tx: XmlNode): string | null {
  for (const node of [tx, ntry]) {
    const domain = [
      text(node, 'BkTxCd', 'Domn', 'Cd'),
      text(node, 'BkTxCd', 'Domn', 'Fmly', 'Cd'),
      text(node, 'BkTxCd', 'Domn', 'Fmly', 'SubFmlyCd'),
    ];
    if (domain.every((part) => part)) return cleanText(domain.join('/'), STATEMENT_MAX_REFERENCE_LENGTH);
    const proprietary = text(node, 'BkTxCd', 'Prtry', 'Cd');
    if (proprietary) return cleanText(proprietary, STATEMENT_MAX_REFERENCE_LENGTH);
  }
  return null;
}

function purpose(ntry: XmlNode, tx: XmlNode): string {
  const lines = all(tx, 'RmtInf', 'Ustrd').map((line) => (typeof line === 'string' ? line : ''));
  const fallback = [text(tx, 'AddtlTxInf'), text(ntry, 'AddtlNtryInf')];
  const joined = lines.join(' ').trim() || fallback.find((line) => line?.trim()) || '';
  return cleanText(joined, STATEMENT_MAX_PURPOSE_LENGTH) ?? '';
}

/** The original amount of a foreign-currency entry (`AmtDtls/InstdAmt`), if it is in another currency. */
function originalAmount(nodes: XmlNode[], currency: string): Amount | null {
  for (const node of nodes) {
    const instructed = amountAt(node, 'AmtDtls', 'InstdAmt', 'Amt');
    if (instructed && instructed.currency !== currency) return instructed;
  }
  return null;
}

/** A transaction's own amount in the account's currency (a batch's part), if the file gives one. */
function ownAmount(tx: XmlNode, currency: string): Amount | null {
  const candidates = [
    amountAt(tx, 'Amt'),
    amountAt(tx, 'AmtDtls', 'TxAmt', 'Amt'),
    amountAt(tx, 'AmtDtls', 'CntrValAmt', 'Amt'),
  ];
  return candidates.find((amount) => amount?.currency === currency) ?? null;
}

type Booking = { amount: Amount; sign: 1 | -1; reference: string | null };

function entryOf(
  ntry: XmlNode,
  tx: XmlNode,
  booking: Booking,
  dates: [string, string | null],
): StatementEntry {
  const reversal = /^(true|1)$/.test(text(ntry, 'RvslInd')?.trim() ?? '');
  // The other side of the original payment: the creditor of a debit (and of a debit's reversal).
  const wasDebit = (booking.sign === -1) !== reversal;
  const parties = at(tx, 'RltdPties');
  const [party, account] = wasDebit ? ['Cdtr', 'CdtrAcct'] : ['Dbtr', 'DbtrAcct'];
  return {
    bookingDate: dates[0],
    valueDate: dates[1],
    amountCents: booking.sign * booking.amount.cents,
    currency: booking.amount.currency,
    originalAmount: originalAmount([tx, ntry], booking.amount.currency),
    counterpartyName: cleanText(partyName(parties, party), STATEMENT_MAX_NAME_LENGTH),
    counterpartyIban: cleanIban(text(parties, account, 'Id', 'IBAN')),
    purpose: purpose(ntry, tx),
    creditorId: wasDebit ? creditorId(tx) : null,
    mandateReference: cleanReference(text(tx, 'Refs', 'MndtId')),
    endToEndId: cleanReference(text(tx, 'Refs', 'EndToEndId')),
    entryReference: booking.reference,
    reversal,
    transactionCode: transactionCode(ntry, tx),
  };
}

/** Whether the entry is booked: camt.052 also reports pending (`PDNG`) and information-only entries. */
export function isBooked(ntry: XmlNode): boolean {
  const status = firstText(ntry, ['Sts', 'Cd'], ['Sts']);
  return status === null || status.trim() === 'BOOK';
}

/**
 * One booked `Ntry` as entries: one entry, or one per `TxDtls` of a batch booking when each gives its own
 * amount in the account's currency (DK Anlage 3, Sammlerauflösung); otherwise the batch is one entry.
 */
export function entriesOf(ntry: XmlNode, place: EntryPlace): StatementEntry[] {
  const incomplete = (what: string) =>
    refuse(texts.entryIncomplete(place.statement, String(place.entry), what));
  const amount = amountAt(ntry, 'Amt') ?? incomplete(texts.missingAmount);
  const sign = direction(ntry) ?? incomplete(texts.missingDirection);
  const bookingDate = dateOf(ntry, 'BookgDt') ?? incomplete(texts.missingDate);
  if (place.accountCurrency && amount.currency !== place.accountCurrency) {
    incomplete(texts.mixedCurrency(amount.currency, place.accountCurrency));
  }
  const dates: [string, string | null] = [bookingDate, dateOf(ntry, 'ValDt')];
  const reference = cleanReference(firstText(ntry, ['AcctSvcrRef'], ['NtryRef']));
  const txs = all(ntry, 'NtryDtls').flatMap((details) => all(details, 'TxDtls'));
  if (txs.length <= 1) {
    const tx = txs[0] ?? {};
    const own = reference ?? cleanReference(text(tx, 'Refs', 'AcctSvcrRef'));
    return [entryOf(ntry, tx, { amount, sign, reference: own }, dates)];
  }
  const parts = txs.map((tx) => ownAmount(tx, amount.currency));
  if (parts.some((part) => part === null)) return [entryOf(ntry, {}, { amount, sign, reference }, dates)];
  return txs.map((tx, index) => {
    const own = cleanReference(text(tx, 'Refs', 'AcctSvcrRef')) ?? (reference && `${reference}/${index + 1}`);
    const part = parts[index] ?? amount;
    return entryOf(ntry, tx, { amount: part, sign: direction(tx) ?? sign, reference: own }, dates);
  });
}
