import { isSparteKey } from '../contracts/sparten';
import { CONTRACT_PREMIUM_MAX, CONTRACT_SUM_INSURED_MAX } from '../forms/catalogue/contract';
import { portfolioImportTexts } from '../texts/portfolio-import';
import { isIsoDate } from '../validation/date-bounds';
import { IMPORT_FIELDS, type ImportChange } from './import-api';
import type { ImportRow } from './import-row';

const reasons = portfolioImportTexts.reasons;
const titles = portfolioImportTexts.field;

/** The fields an import sets, as a contract stores them (zahlungsweise as its number). */
export type ImportedFields = {
  sparte: string;
  name: string | null;
  beitrag: number | null;
  zahlungsweise: number | null;
  beginn: string | null;
  ablauf: string | null;
  versicherungssumme: number | null;
  /** 'A' | 'I' and the Vertragsende, only where the file states them (ADR 231); null keeps the stored. */
  status: string | null;
  v_ende_am: string | null;
};

/** Euros to the cent, as numeric(12, 2) keeps them (else a stored amount never equals the file's again). */
const cents = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** A row's contract as stored. */
export function importedFields(vertrag: ImportRow['vertrag']): ImportedFields {
  return {
    sparte: vertrag.sparte,
    name: vertrag.name,
    beitrag: cents(vertrag.beitrag),
    zahlungsweise: vertrag.zahlungsweise === null ? null : Number(vertrag.zahlungsweise),
    beginn: vertrag.beginn,
    ablauf: vertrag.ablauf,
    versicherungssumme: cents(vertrag.versicherungssumme),
    status: vertrag.status ?? null,
    v_ende_am: vertrag.v_ende_am ?? null,
  };
}

/**
 * What an imported row changes of a stored contract, field by field (ADR 208): a value the file gives that
 * differs from the stored one; a value the file leaves out (null) keeps the stored one.
 */
export function importChanges(stored: ImportedFields, imported: ImportedFields): ImportChange[] {
  return IMPORT_FIELDS.flatMap((feld) => {
    const nachher = imported[feld];
    const vorher = stored[feld];
    if (nachher === null || nachher === vorher) return [];
    return [{ feld, vorher, nachher }];
  });
}

/** The stored contract after the changes. */
export function withChanges(stored: ImportedFields, changes: readonly ImportChange[]): ImportedFields {
  const next: Record<string, unknown> = { ...stored };
  for (const change of changes) next[change.feld] = change.nachher;
  return next as ImportedFields;
}

const TEXT_MAX = 255;
const amountOk = (value: number | null, max: number) =>
  value === null || (Number.isFinite(value) && value >= 0 && value <= max);
const dateOk = (value: string | null) => value === null || isIsoDate(value);

/**
 * Why a reader's row cannot be stored as a contract (the catalogue's bounds), or null: the server checks
 * again what the readers deliver, so no file reaches the database with a value it refuses.
 */
export function rowProblem(row: ImportRow): string | null {
  const { vertrag } = row;
  if (!isSparteKey(vertrag.sparte)) return reasons.invalid(titles.sparte);
  if (vertrag.gesellschaft.trim().length < 2) return reasons.invalid('Gesellschaft');
  if (vertrag.gesellschaft.length > TEXT_MAX) return reasons.tooLong('Gesellschaft');
  if (vertrag.nummer.trim() === '') return reasons.invalid('Vertragsnummer');
  if (vertrag.nummer.length > TEXT_MAX) return reasons.tooLong('Vertragsnummer');
  if (vertrag.name !== null && vertrag.name.length > TEXT_MAX) return reasons.tooLong(titles.name);
  if (!amountOk(vertrag.beitrag, CONTRACT_PREMIUM_MAX)) return reasons.invalid(titles.beitrag);
  if (!amountOk(vertrag.versicherungssumme, CONTRACT_SUM_INSURED_MAX))
    return reasons.invalid(titles.versicherungssumme);
  if (!dateOk(vertrag.beginn)) return reasons.invalid(titles.beginn);
  if (!dateOk(vertrag.ablauf)) return reasons.invalid(titles.ablauf);
  if (!dateOk(vertrag.v_ende_am ?? null)) return reasons.invalid(titles.v_ende_am);
  if (row.kunde.nachname.length > TEXT_MAX || row.kunde.vorname.length > TEXT_MAX)
    return reasons.tooLong('Name');
  return null;
}
