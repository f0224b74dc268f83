import { statementReaderTexts as texts } from '../texts/banking-statements';
import { BANK_IMPORT_MAX_BYTES, BANK_IMPORT_MAX_MEGABYTES } from './api';
import { readBankCsv } from './read-bank-csv';
import { camtText, mergeAccount, readCamt } from './read-camt';
import { readZip } from './read-zip';
import type { ParsedStatement, StatementAccount } from './statement';
import { refuse, StatementRefusal } from './statement-refusal';
import { cleanText } from './statement-values';

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PDF = [0x25, 0x50, 0x44, 0x46];

/** Whether the file's first non-blank character (after a UTF-8 BOM) is `<`: an XML file. */
function isXml(bytes: Uint8Array): boolean {
  let index = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (index < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[index] ?? 0)) index++;
  return bytes[index] === 0x3c;
}

function readZipOfCamt(zip: Uint8Array): ParsedStatement {
  const accounts: StatementAccount[] = [];
  const formats = new Set<string>();
  let entries = 0;
  for (const file of readZip(zip)) {
    try {
      if (file.bytes.length > BANK_IMPORT_MAX_BYTES) refuse(texts.tooLarge(BANK_IMPORT_MAX_MEGABYTES));
      const statement = readCamt(camtText(file.bytes), entries);
      formats.add(statement.format);
      for (const account of statement.accounts) {
        entries += account.entries.length;
        mergeAccount(accounts, account);
      }
    } catch (error) {
      if (error instanceof StatementRefusal)
        refuse(texts.inZip(cleanText(file.name, 200) ?? '', error.grund));
      throw error;
    }
  }
  if (formats.size > 1) refuse(texts.zipMixed);
  return { format: formats.has('camt.052') ? 'camt.052' : 'camt.053', accounts };
}

/**
 * Reads an uploaded bank statement (issue 33, ADR 250): a camt.053 or camt.052 XML file, a ZIP of them, or
 * the CSV export of Sparkasse, ING, DKB or Deutsche Bank, told by the file's first bytes and a CSV's header. Throws
 * StatementRefusal, with the German reason, for anything it cannot read, and nothing else.
 */
export async function readStatement(bytes: Uint8Array): Promise<ParsedStatement> {
  if (bytes.length === 0) refuse(texts.empty);
  if (bytes.length > BANK_IMPORT_MAX_BYTES) refuse(texts.tooLarge(BANK_IMPORT_MAX_MEGABYTES));
  if (startsWith(bytes, ZIP)) return readZipOfCamt(bytes);
  if (startsWith(bytes, PDF)) refuse(texts.pdf);
  if (isXml(bytes)) return readCamt(camtText(bytes));
  return readBankCsv(bytes);
}
