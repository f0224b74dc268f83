import { zipSync } from 'fflate';

/**
 * The e2e specs' bank statements (issue 33): Max's Girokonto for the last three whole months as the ZIP of
 * camt.053.001.02 files a German bank delivers (one file a month), made for the test's own dates so the
 * months are recent. Eight entries a month: salary, rent, HUK-COBURG (Max's Kfz contract, 54,30 € a
 * month: no suggestion), two insurers the household has no contract with (AXA, DEVK: suggestions), the
 * Stadtwerke, a streaming subscription and the garage (no rule knows it: 'Sonstiges', which the customer
 * corrects to 'Miete').
 */

export const GIRO_IBAN = 'DE89370400440532013000';
export const ENTRIES_PER_MONTH = 8;

type Entry = {
  day: number;
  cents: number;
  name: string;
  purpose: string;
  creditorId?: string;
  mandate?: string;
};

const monthEntries = (label: string): Entry[] => [
  { day: 1, cents: 285_000, name: 'Muster Maschinenbau GmbH', purpose: `Lohn/Gehalt ${label}` },
  { day: 2, cents: -95_000, name: 'Hausverwaltung Schmidt', purpose: `Miete ${label} Wohnung 3. OG links` },
  {
    day: 3,
    cents: -5_430,
    name: 'HUK-COBURG',
    purpose: 'Kfz-Versicherung HH-MM 1234 Beitrag',
    creditorId: 'DE83ZZZ00000012345',
    mandate: 'HUK-KFZ-4711',
  },
  {
    day: 5,
    cents: -2_310,
    name: 'AXA Versicherung AG',
    purpose: 'Unfallversicherung Vertrag 55-123456',
    creditorId: 'DE12ZZZ00000054321',
    mandate: 'AXA-UNF-0815',
  },
  {
    day: 6,
    cents: -1_240,
    name: 'DEVK Rechtsschutz-Versicherungs-AG',
    purpose: 'Rechtsschutzversicherung RS-998877',
    creditorId: 'DE45ZZZ00000067890',
    mandate: 'DEVK-RS-2020',
  },
  { day: 10, cents: -8_500, name: 'Stadtwerke Musterstadt', purpose: 'Abschlag Strom Kundennr. 100200' },
  { day: 15, cents: -1_399, name: 'Netflix International B.V.', purpose: 'Netflix Monatsabo' },
  { day: 20, cents: -4_500, name: 'Garagenhof Becker', purpose: `Stellplatz 12 ${label}` },
];

const xmlText = (value: string) =>
  value.replace(/[<>&]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[char] ?? char);
const decimal = (cents: number) => (Math.abs(cents) / 100).toFixed(2);
const side = (cents: number) => (cents < 0 ? 'DBIT' : 'CRDT');
const two = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM' of the month `back` months before the current one. */
export function monthBefore(back: number, today = new Date()): string {
  const date = new Date(today.getFullYear(), today.getMonth() - back, 1);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}`;
}

/** 'März 2026' for '2026-03', as the page names a month. */
export function monthName(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric' }).format(
    new Date(year ?? 0, (index ?? 1) - 1, 1),
  );
}

function entryXml(month: string, entry: Entry, index: number): string {
  const date = `${month}-${two(entry.day)}`;
  const debit = entry.cents < 0;
  const party = `<${debit ? 'Cdtr' : 'Dbtr'}><Nm>${xmlText(entry.name)}</Nm>${
    entry.creditorId
      ? `<Id><PrvtId><Othr><Id>${entry.creditorId}</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id>`
      : ''
  }</${debit ? 'Cdtr' : 'Dbtr'}>`;
  return `<Ntry>
  <Amt Ccy="EUR">${decimal(entry.cents)}</Amt><CdtDbtInd>${side(entry.cents)}</CdtDbtInd><Sts>BOOK</Sts>
  <BookgDt><Dt>${date}</Dt></BookgDt><ValDt><Dt>${date}</Dt></ValDt>
  <AcctSvcrRef>${month.replace('-', '')}${two(index + 1)}E2E</AcctSvcrRef>
  <BkTxCd><Prtry><Cd>${entry.creditorId ? 'NDDT+105' : debit ? 'NTRF+116' : 'NTRF+166'}</Cd><Issr>ZKA</Issr></Prtry></BkTxCd>
  <NtryDtls><TxDtls>
    <Refs><EndToEndId>NOTPROVIDED</EndToEndId>${entry.mandate ? `<MndtId>${entry.mandate}</MndtId>` : ''}</Refs>
    <RltdPties>${party}</RltdPties>
    <RmtInf><Ustrd>${xmlText(entry.purpose)}</Ustrd></RmtInf>
  </TxDtls></NtryDtls>
</Ntry>`;
}

function statementXml(
  month: string,
  sequence: number,
  openingCents: number,
): { xml: string; closing: number } {
  const entries = monthEntries(monthName(month));
  const closing = entries.reduce((sum, entry) => sum + entry.cents, openingCents);
  const last = `${month}-28`;
  const balance = (code: string, cents: number, date: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${decimal(cents)}</Amt><CdtDbtInd>${side(cents)}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
<BkToCstmrStmt>
<GrpHdr><MsgId>E2E-${month}</MsgId><CreDtTm>${last}T18:00:00+01:00</CreDtTm></GrpHdr>
<Stmt>
<Id>E2E-${month}-${sequence}</Id><ElctrncSeqNb>${sequence}</ElctrncSeqNb><CreDtTm>${last}T18:00:00+01:00</CreDtTm>
<Acct><Id><IBAN>${GIRO_IBAN}</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>Max Mustermann</Nm></Ownr></Acct>
${balance('PRCD', openingCents, `${month}-01`)}
${balance('CLBD', closing, last)}
${entries.map((entry, index) => entryXml(month, entry, index)).join('\n')}
</Stmt>
</BkToCstmrStmt>
</Document>
`;
  return { xml, closing };
}

/** The ZIP of the last three whole months' statements, oldest first, and the closing balance in cents. */
export function girokontoZip(today = new Date()): { zip: Buffer; months: string[]; closingCents: number } {
  const months = [monthBefore(3, today), monthBefore(2, today), monthBefore(1, today)];
  const files: Record<string, Uint8Array> = {};
  let balance = 120_000;
  months.forEach((month, index) => {
    const { xml, closing } = statementXml(month, index + 1, balance);
    balance = closing;
    files[`camt053_${GIRO_IBAN}_${month}.xml`] = new TextEncoder().encode(xml);
  });
  return { zip: Buffer.from(zipSync(files)), months, closingCents: balance };
}
