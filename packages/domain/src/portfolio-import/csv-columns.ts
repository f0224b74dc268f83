import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { folded } from './field-values';

/**
 * The columns of a portfolio CSV (docs/portfolio-import.md, ADR 205, 232): found by the header row's names
 * in any order and case, dots, hyphens and blanks ignored ('Vers.-Nr.' = 'versnr'); a few other names a
 * broker's software writes are taken too. Columns the table does not know are ignored, and named
 * (`ignoredCsvColumns`, ReadOptions.onIgnoredColumns) so the preview can say so.
 */
export const CSV_COLUMNS = [
  { key: 'email', required: false, aliases: ['email', 'emailadresse', 'mail'] },
  { key: 'vorname', required: true, aliases: ['vorname'] },
  { key: 'nachname', required: true, aliases: ['nachname', 'name', 'familienname'] },
  { key: 'geburtsdatum', required: false, aliases: ['geburtsdatum', 'geburtstag', 'gebdatum', 'gebdat'] },
  {
    key: 'gesellschaft',
    required: true,
    aliases: ['gesellschaft', 'versicherer', 'versicherungsgesellschaft'],
  },
  {
    key: 'nummer',
    required: true,
    aliases: [
      'vertragsnummer',
      'vertragsnr',
      'versicherungsscheinnummer',
      'versicherungsscheinnr',
      'policennummer',
      'policennr',
      'vsnr',
      'versnr',
    ],
  },
  { key: 'sparte', required: true, aliases: ['sparte'] },
  { key: 'tarif', required: false, aliases: ['tarif', 'produkt', 'tarifprodukt'] },
  { key: 'beitrag', required: false, aliases: ['beitrag'] },
  { key: 'zahlungsweise', required: false, aliases: ['zahlungsweise', 'zahlweise'] },
  { key: 'beginn', required: false, aliases: ['beginn', 'vertragsbeginn', 'versicherungsbeginn'] },
  { key: 'ablauf', required: false, aliases: ['ablauf', 'vertragsablauf', 'versicherungsablauf'] },
  { key: 'versicherungssumme', required: false, aliases: ['versicherungssumme'] },
  { key: 'status', required: false, aliases: ['status', 'vertragsstatus'] },
  {
    key: 'vertragsende',
    required: false,
    aliases: ['vertragsende', 'vertragsendeam', 'abgangsdatum', 'stornodatum'],
  },
  // Read, not written (ADR 232): a premium per year or per month instead of per payment.
  {
    key: 'jahresbeitrag',
    required: false,
    written: false,
    aliases: ['jahresbeitrag', 'beitragjaehrlich', 'jahrespraemie'],
  },
  { key: 'monatsbeitrag', required: false, written: false, aliases: ['monatsbeitrag', 'beitragmonatlich'] },
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number]['key'];

const BY_ALIAS: ReadonlyMap<string, CsvColumn> = new Map(
  CSV_COLUMNS.flatMap((column) => column.aliases.map((alias) => [alias, column.key] as const)),
);

/** Each header field's column, null for one the table does not know; or why the header cannot be read. */
export function headerColumns(
  fields: readonly string[],
): { ok: true; columns: (CsvColumn | null)[] } | { ok: false; grund: string } {
  const columns = fields.map((field) => BY_ALIAS.get(folded(field)) ?? null);
  for (const [index, column] of columns.entries()) {
    if (column !== null && columns.indexOf(column) !== index) {
      return { ok: false, grund: texts.duplicateColumn(texts.columns[column]) };
    }
  }
  const missing = CSV_COLUMNS.filter((column) => column.required && !columns.includes(column.key));
  if (missing.length > 0) {
    const names = missing.map((column) => texts.columns[column.key]).join(', ');
    return { ok: false, grund: texts.missingColumns(names) };
  }
  return { ok: true, columns };
}

/** The header's fields no column is read from, as written (blank ones left out). */
export function ignoredCsvColumns(fields: readonly string[]): string[] {
  return fields.map((field) => field.trim()).filter((field) => field !== '' && !BY_ALIAS.has(folded(field)));
}
