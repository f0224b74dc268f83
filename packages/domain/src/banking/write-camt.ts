/**
 * Writes a camt.053 or camt.052 file in the layout of DK "Spezifikation der Datenformate" Anlage 3, in
 * version .001.02 or .001.08: for the demo's statement (demo-statement.ts) and the readers' sample files.
 */
export type CamtParty = { name: string; iban?: string; creditorId?: string };

export type CamtTransaction = {
  /** Cents in the account's currency, signed like the entry; given for each part of a batch. */
  amountCents?: number;
  party?: CamtParty;
  purpose?: string[];
  endToEndId?: string;
  mandateReference?: string;
  reference?: string;
  /** Foreign currency: the amount instructed, e.g. `{ cents: 1599, currency: 'USD' }`. */
  instructed?: { cents: number; currency: string };
};

export type CamtEntry = {
  bookingDate: string;
  valueDate?: string;
  /** Cents, negative for a debit. */
  amountCents: number;
  reference?: string;
  reversal?: boolean;
  pending?: boolean;
  /** DK's proprietary code, e.g. `NDDT+105` (SEPA-Basislastschrift) or `NTRF+166` (Gutschrift). */
  code?: string;
  text?: string;
  /** One transaction, or several for a batch booking. */
  transactions: CamtTransaction[];
};

export type CamtFile = {
  format: 'camt.053' | 'camt.052';
  version: '02' | '08';
  id: string;
  created: string;
  iban: string;
  owner: string;
  currency?: string;
  opening?: { cents: number; date: string };
  closing?: { cents: number; date: string };
  entries: CamtEntry[];
};

export function escapeXml(value: string): string {
  return value.replace(
    /[<>&"']/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[char]};`,
  );
}

const decimal = (cents: number) => (Math.abs(cents) / 100).toFixed(2);
const sign = (cents: number) => (cents < 0 ? 'DBIT' : 'CRDT');

function partyXml(version: CamtFile['version'], role: 'Dbtr' | 'Cdtr', party: CamtParty): string {
  const id = party.creditorId
    ? `<Id><PrvtId><Othr><Id>${escapeXml(party.creditorId)}</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id>`
    : '';
  const body = `<Nm>${escapeXml(party.name)}</Nm>${id}`;
  const account = party.iban ? `<${role}Acct><Id><IBAN>${party.iban}</IBAN></Id></${role}Acct>` : '';
  return `<${role}>${version === '08' ? `<Pty>${body}</Pty>` : body}</${role}>${account}`;
}

function transactionXml(file: CamtFile, entry: CamtEntry, tx: CamtTransaction, currency: string): string {
  const refs = [
    tx.reference && `<AcctSvcrRef>${escapeXml(tx.reference)}</AcctSvcrRef>`,
    `<EndToEndId>${escapeXml(tx.endToEndId ?? 'NOTPROVIDED')}</EndToEndId>`,
    tx.mandateReference && `<MndtId>${escapeXml(tx.mandateReference)}</MndtId>`,
  ]
    .filter(Boolean)
    .join('');
  const amounts = [
    tx.amountCents !== undefined && `<Amt Ccy="${currency}">${decimal(tx.amountCents)}</Amt>`,
    tx.amountCents !== undefined && `<CdtDbtInd>${sign(tx.amountCents)}</CdtDbtInd>`,
    tx.instructed &&
      `<AmtDtls><InstdAmt><Amt Ccy="${tx.instructed.currency}">${decimal(tx.instructed.cents)}</Amt></InstdAmt></AmtDtls>`,
  ]
    .filter(Boolean)
    .join('');
  // The other side of the original payment: the creditor of a debit (and of its reversal).
  const wasDebit = entry.amountCents < 0 !== Boolean(entry.reversal);
  const parties = tx.party
    ? `<RltdPties>${partyXml(file.version, wasDebit ? 'Cdtr' : 'Dbtr', tx.party)}</RltdPties>`
    : '';
  const code = entry.code
    ? `<BkTxCd><Prtry><Cd>${entry.code}</Cd><Issr>${file.version === '08' ? 'DK' : 'ZKA'}</Issr></Prtry></BkTxCd>`
    : '';
  const purpose = (tx.purpose ?? []).map((line) => `<Ustrd>${escapeXml(line)}</Ustrd>`).join('');
  return `<TxDtls><Refs>${refs}</Refs>${amounts}${code}${parties}${purpose && `<RmtInf>${purpose}</RmtInf>`}</TxDtls>`;
}

function entryXml(file: CamtFile, entry: CamtEntry, currency: string): string {
  const status = entry.pending ? 'PDNG' : 'BOOK';
  const batch =
    entry.transactions.length > 1 ? `<Btch><NbOfTxs>${entry.transactions.length}</NbOfTxs></Btch>` : '';
  return [
    `<Ntry>`,
    `<Amt Ccy="${currency}">${decimal(entry.amountCents)}</Amt><CdtDbtInd>${sign(entry.amountCents)}</CdtDbtInd>`,
    entry.reversal ? '<RvslInd>true</RvslInd>' : '',
    file.version === '08' ? `<Sts><Cd>${status}</Cd></Sts>` : `<Sts>${status}</Sts>`,
    `<BookgDt><Dt>${entry.bookingDate}</Dt></BookgDt><ValDt><Dt>${entry.valueDate ?? entry.bookingDate}</Dt></ValDt>`,
    entry.reference ? `<AcctSvcrRef>${escapeXml(entry.reference)}</AcctSvcrRef>` : '',
    '<BkTxCd/>',
    `<NtryDtls>${batch}${entry.transactions.map((tx) => transactionXml(file, entry, tx, currency)).join('')}</NtryDtls>`,
    entry.text ? `<AddtlNtryInf>${escapeXml(entry.text)}</AddtlNtryInf>` : '',
    `</Ntry>`,
  ].join('');
}

function balanceXml(code: string, balance: { cents: number; date: string }, currency: string): string {
  return `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${decimal(balance.cents)}</Amt><CdtDbtInd>${sign(balance.cents)}</CdtDbtInd><Dt><Dt>${balance.date}</Dt></Dt></Bal>`;
}

export function writeCamt(file: CamtFile): string {
  const currency = file.currency ?? 'EUR';
  const [root, part] = file.format === 'camt.053' ? ['BkToCstmrStmt', 'Stmt'] : ['BkToCstmrAcctRpt', 'Rpt'];
  const namespace = `urn:iso:std:iso:20022:tech:xsd:${file.format}.001.${file.version}`;
  const owner = `<Ownr><Nm>${escapeXml(file.owner)}</Nm></Ownr>`;
  const closingCode = file.format === 'camt.053' ? 'CLBD' : 'ITBD';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<Document xmlns="${namespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n`,
    `<${root}><GrpHdr><MsgId>${escapeXml(file.id)}</MsgId><CreDtTm>${file.created}</CreDtTm></GrpHdr>\n`,
    `<${part}><Id>${escapeXml(file.id)}</Id><CreDtTm>${file.created}</CreDtTm>`,
    `<Acct><Id><IBAN>${file.iban}</IBAN></Id><Ccy>${currency}</Ccy>${owner}</Acct>\n`,
    file.opening ? `${balanceXml('OPBD', file.opening, currency)}\n` : '',
    file.closing ? `${balanceXml(closingCode, file.closing, currency)}\n` : '',
    ...file.entries.map((entry) => `${entryXml(file, entry, currency)}\n`),
    `</${part}></${root}>\n</Document>\n`,
  ].join('');
}
