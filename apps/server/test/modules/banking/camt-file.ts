/** A booked entry of a test statement: cents negative for a debit. */
export type TestEntry = {
  date: string;
  cents: number;
  name: string | null;
  iban?: string;
  purpose: string;
  ref?: string;
};

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const amount = (cents: number) => (Math.abs(cents) / 100).toFixed(2);

function entryXml(entry: TestEntry): string {
  const debit = entry.cents < 0;
  const side = debit ? 'Cdtr' : 'Dbtr';
  const party = entry.name === null ? '' : `<${side}><Pty><Nm>${xmlText(entry.name)}</Nm></Pty></${side}>`;
  const account = entry.iban ? `<${side}Acct><Id><IBAN>${entry.iban}</IBAN></Id></${side}Acct>` : '';
  return `<Ntry>${entry.ref ? `<NtryRef>${entry.ref}</NtryRef>` : ''}<Amt Ccy="EUR">${amount(entry.cents)}</Amt>
<CdtDbtInd>${debit ? 'DBIT' : 'CRDT'}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>${entry.date}</Dt></BookgDt><ValDt><Dt>${entry.date}</Dt></ValDt>
<NtryDtls><TxDtls><RltdPties>${party}${account}</RltdPties>
<RmtInf><Ustrd>${xmlText(entry.purpose)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
}

/** A camt.053.001.08 statement of one account, as a bank delivers it (the balance closing its last day). */
export function camt053(iban: string, entries: TestEntry[], balanceCents = 123456): Buffer {
  const last =
    entries
      .map((entry) => entry.date)
      .sort()
      .at(-1) ?? '2026-10-31';
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>T1</MsgId><CreDtTm>${last}T20:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>Kim Kunde</Nm></Ownr></Acct>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount(balanceCents)}</Amt>
<CdtDbtInd>${balanceCents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${last}</Dt></Dt></Bal>
${entries.map(entryXml).join('\n')}
</Stmt></BkToCstmrStmt></Document>`);
}

/** A month of a household's usual entries (`YYYY-MM`), 6 of them. */
export function monthOf(month: string): TestEntry[] {
  return [
    { date: `${month}-01`, cents: 285000, name: 'Muster GmbH', purpose: `Gehalt ${month}` },
    { date: `${month}-02`, cents: -95000, name: 'Hausverwaltung Schmidt', purpose: 'Miete Wohnung 3 OG' },
    { date: `${month}-03`, cents: -5430, name: 'HUK-COBURG', purpose: 'Beitrag Kfz-Versicherung' },
    { date: `${month}-05`, cents: -8900, name: 'Stadtwerke München', purpose: 'Abschlag Strom' },
    { date: `${month}-12`, cents: -1299, name: 'Spotify AB', purpose: 'Abo Premium' },
    { date: `${month}-15`, cents: -4711, name: 'REWE Markt', purpose: 'Einkauf Müsli und Käse' },
  ];
}
