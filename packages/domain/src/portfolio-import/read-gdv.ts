import { INSURERS } from '../contracts/insurers';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { isValidEmail } from '../validation/email-pattern';
import type { DecodedLine } from './decode-lines';
import { checkTerm, type Problems } from './field-values';
import { field, GDV, gdvAmount, gdvDate, gdvSparte, gdvStatus, gdvZahlungsweise } from './gdv-fields';
import type { ImportLine, ImportRow } from './import-row';
import { GDV_RECORD_LENGTH } from './limits';

const { columns: names } = texts;
const { adressteil: A, vertragsteil: V } = GDV;

/** A Teildatensatz as read: its text and line. */
type Part = { zeile: number; record: string };
/** One contract's records: the 0200's Teildatensätze 1 and 2. */
type Contract = { td1: Part; td2?: string };
/** The records of one Versicherungsschein (VU-Nummer + Versicherungsschein-Nummer), contiguous in the file. */
type Group = {
  key: string;
  vuNummer: string;
  vsnr: string;
  /** The Versicherungsnehmer's Adressteil (Adresskennzeichen 01): Teildatensätze by their number. */
  policyholder: Map<string, string> | null;
  /** Whether the last Adressteil's Teildatensatz 1 was the Versicherungsnehmer's. */
  inPolicyholder: boolean;
  firstAddress: number | null;
  contracts: Map<string, Contract>;
  lastContract: Contract | null;
};

/** GDV VU-Nummer = BaFin Reg.-Nr. (contracts/insurers.ts): the insurer's short name as the portal lists it. */
const INSURER_BY_VU = new Map(
  INSURERS.flatMap((insurer) => (insurer.bafin ? [[insurer.bafin, insurer]] : [])),
);

function insurerName(vuNummer: string, absender: string | undefined): string {
  const number = /^0\d{4}$/.test(vuNummer) ? vuNummer.slice(1) : vuNummer;
  return INSURER_BY_VU.get(number)?.kurzname ?? (absender || `VU ${vuNummer}`);
}

function emailOf(policyholder: Map<string, string>): string | null {
  const td2 = policyholder.get('2') ?? '';
  const td3 = policyholder.get('3') ?? '';
  const candidates = [
    ...A.kommunikation3.map((span) => field(td3, span)),
    ...A.kommunikation2.map((span) => field(td2, span)),
  ];
  return candidates.find((value) => isValidEmail(value)) ?? null;
}

/**
 * Vertragsstatus and, for a cancelled contract (4 storniert), its Abgangsdatum as the catalogue's status and
 * Vertragsende am (ADR 231); the Abgangsgrund has no field in the catalogue and is not read.
 */
function endOf(td1: string, problems: Problems): Pick<ImportRow['vertrag'], 'status' | 'v_ende_am'> {
  const status = gdvStatus(field(td1, V.vertragsstatus));
  if (status !== 'I') return status ? { status } : {};
  const ende = gdvDate(names.vertragsende, field(td1, V.abgangsdatum), problems);
  return ende ? { status, v_ende_am: ende } : { status };
}

function rowOf(group: Group, sparte: string, contract: Contract, gesellschaft: string): ImportLine {
  const { zeile, record: td1 } = contract.td1;
  if (!group.policyholder?.has('1')) return { ok: false, zeile, grund: texts.gdvNoPolicyholder };
  const problems: Problems = [];
  const person = group.policyholder.get('1') ?? '';
  const vorname = field(person, A.name3);
  const nachname = field(person, A.name1);
  if (vorname === '') problems.push(texts.gdvNoFirstName);
  if (nachname === '') problems.push(texts.required(names.nachname));
  const td2 = contract.td2 ?? '';
  const brutto = gdvAmount(names.beitrag, field(td2, V.beitragBrutto), problems);
  const netto = gdvAmount(names.beitrag, field(td1, V.beitragNetto), problems);
  const vertrag = {
    gesellschaft,
    nummer: field(td2, V.vsnrDruck) || group.vsnr,
    sparte: gdvSparte(sparte),
    name: field(td2, V.produktname) || null,
    beitrag: brutto || netto,
    zahlungsweise: gdvZahlungsweise(field(td1, V.zahlungsweise)),
    beginn: gdvDate(names.beginn, field(td1, V.beginn), problems),
    ablauf: gdvDate(names.ablauf, field(td1, V.ablauf), problems),
    versicherungssumme: null,
    ...endOf(td1, problems),
  };
  const kunde = {
    email: emailOf(group.policyholder),
    vorname,
    nachname,
    geburtsdatum: gdvDate(names.geburtsdatum, field(person, A.geburtsdatum), problems),
  };
  checkTerm(vertrag.beginn, vertrag.ablauf, problems);
  if (problems.length > 0) return { ok: false, zeile, grund: problems.join(' ') };
  return { ok: true, row: { zeile, kunde, vertrag } };
}

function* flush(group: Group | null, absender: ReadonlyMap<string, string>): Generator<ImportLine> {
  if (!group) return;
  if (group.contracts.size === 0 && group.firstAddress !== null) {
    yield { ok: false, zeile: group.firstAddress, grund: texts.gdvNoContract };
  }
  const gesellschaft = insurerName(group.vuNummer, absender.get(group.vuNummer));
  for (const [sparte, contract] of group.contracts) yield rowOf(group, sparte, contract, gesellschaft);
}

/**
 * The contracts of a GDV-Datensatz VU-Vermittler (ADR 206). Records are lines of 256 characters; a line of
 * another length is refused. Read are the Vorsatz (0001: the insurer), the Adressteil (0100: the
 * Versicherungsnehmer), the Allgemeiner Vertragsteil (0200: one contract per Sparte) and the Nachsatz
 * (9999: its count of records checked); every other Satzart is skipped. A contract is the records of one
 * VU-Nummer and Versicherungsschein-Nummer standing together, as the GDV's sort order has them; it is
 * yielded when the next one begins, at its 0200's line.
 */
export async function* readGdv(lines: AsyncIterable<DecodedLine>): AsyncGenerator<ImportLine> {
  const absender = new Map<string, string>();
  let group = null as Group | null;
  let records = 0;
  let nachsatz = false;
  let lastZeile = 0;
  for await (const line of lines) {
    lastZeile = line.zeile;
    if ('grund' in line) {
      records++;
      yield { ok: false, zeile: line.zeile, grund: line.grund };
      continue;
    }
    const record = line.text;
    if (record.trim() === '') continue;
    const satzart = field(record, GDV.satzart);
    if (satzart !== '0001' && satzart !== '9999') records++;
    if (record.length !== GDV_RECORD_LENGTH) {
      yield { ok: false, zeile: line.zeile, grund: texts.gdvLength(String(record.length)) };
      continue;
    }
    if (!/^\d{4}$/.test(satzart)) {
      yield { ok: false, zeile: line.zeile, grund: texts.gdvNoSatzart };
      continue;
    }
    const vuNummer = field(record, GDV.vuNummer);
    if (satzart === '0001' || satzart === '9999') {
      yield* flush(group, absender);
      group = null;
      if (satzart === '0001') {
        const name = field(record, GDV.vorsatz.absender);
        if (name && !absender.has(vuNummer)) absender.set(vuNummer, name);
        if (nachsatz) records = 0;
        nachsatz = false;
      } else {
        const stated = field(record, GDV.nachsatz.anzahlSaetze);
        if (Number(stated) !== records) {
          const count = /^\d+$/.test(stated) ? String(Number(stated)) : stated;
          yield { ok: false, zeile: line.zeile, grund: texts.gdvNachsatzCount(count, String(records)) };
        }
        nachsatz = true;
        records = 0;
      }
      continue;
    }
    if (satzart !== '0100' && satzart !== '0200') continue;
    const vsnr = field(record, GDV.vsnr);
    const key = `${vuNummer}|${vsnr}`;
    if (group?.key !== key) {
      yield* flush(group, absender);
      group = {
        key,
        vuNummer,
        vsnr,
        policyholder: null,
        inPolicyholder: false,
        firstAddress: null,
        contracts: new Map(),
        lastContract: null,
      };
    }
    const teil = field(record, GDV.satznummer) || '1';
    if (satzart === '0100') {
      group.firstAddress ??= line.zeile;
      if (teil === '1') {
        group.inPolicyholder = field(record, A.adresskennzeichen) === '01' && group.policyholder === null;
        if (group.inPolicyholder) group.policyholder = new Map();
      }
      if (group.inPolicyholder) group.policyholder?.set(teil, record);
    } else if (teil === '1') {
      const sparte = field(record, GDV.sparte);
      if (group.contracts.has(sparte)) {
        group.lastContract = null;
        yield { ok: false, zeile: line.zeile, grund: texts.gdvSecondContract };
      } else {
        group.lastContract = { td1: { zeile: line.zeile, record } };
        group.contracts.set(sparte, group.lastContract);
      }
    } else if (teil === '2' && group.lastContract) group.lastContract.td2 = record;
  }
  yield* flush(group, absender);
  if (!nachsatz) yield { ok: false, zeile: Math.max(lastZeile, 1), grund: texts.gdvNoNachsatz };
}
