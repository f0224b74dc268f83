import { NAME_MAX_LENGTH } from '../constants';
import { SPARTEN, type SparteKey } from '../contracts/sparten';
import { ZAHLUNGSWEISE_OPTIONS } from '../forms/catalogue/shared-options';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { formatAmount, formatNumber, parseAmount } from '../validation/amount';
import { parseDateDe } from '../validation/date-bounds';
import { isValidEmail } from '../validation/email-pattern';
import type { ImportRow } from './import-row';

/**
 * The values of a portfolio file's row, read the same way from CSV and GDV (ADR 205): each reader pushes
 * what is wrong into `problems` (German, naming the column) and gets null for it, so one refusal names
 * every problem of the line.
 */
export type Problems = string[];
export type Zahlungsweise = ImportRow['vertrag']['zahlungsweise'];
export type ContractStatus = NonNullable<ImportRow['vertrag']['status']>;

/** Lower case, umlauts as ae/oe/ue/ss, nothing but letters and digits: 'Jährlich' = 'jaehrlich'. */
export function folded(text: string): string {
  return text
    .toLocaleLowerCase('de')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

/** A text of at most 255 characters (the catalogue's text fields), trimmed; empty is null. */
export function textValue(column: string, raw: string, problems: Problems): string | null {
  const value = raw.trim();
  if (value === '') return null;
  if (value.length > NAME_MAX_LENGTH) {
    problems.push(texts.valueTooLong(column, formatNumber(NAME_MAX_LENGTH)));
    return null;
  }
  return value;
}

export function requiredText(column: string, raw: string, problems: Problems): string {
  const value = textValue(column, raw, problems);
  if (value === null && raw.trim() === '') problems.push(texts.required(column));
  return value ?? '';
}

/** 'TT.MM.JJJJ' (also without leading zeros, or as eight digits) → ISO; empty is null. */
export function germanDate(column: string, raw: string, problems: Problems): string | null {
  const value = raw.trim();
  const parsed = parseDateDe(value);
  if (parsed.ok) return parsed.iso === '' ? null : parsed.iso;
  problems.push(texts.invalidDate(column, value, 'TT.MM.JJJJ'));
  return null;
}

const EURO_SUFFIX = /\s*(?:€|eur)$/i;

/** A German amount ('1.234,56', '1234,5', with or without ' €'), at least 0 and at most `max`; empty is null. */
export function germanAmount(column: string, raw: string, max: number, problems: Problems): number | null {
  const value = raw.trim();
  if (value === '') return null;
  const parsed = parseAmount(value.replace(EURO_SUFFIX, ''));
  if (!parsed.ok || parsed.value < 0) {
    problems.push(texts.invalidAmount(column, value));
    return null;
  }
  return withinMax(column, parsed.value, max, problems);
}

export function withinMax(column: string, value: number, max: number, problems: Problems): number | null {
  if (value <= max) return value;
  problems.push(texts.amountTooHigh(column, formatAmount(max, { unit: '€' })));
  return null;
}

export function emailValue(raw: string, problems: Problems): string | null {
  const value = raw.trim();
  if (value === '') return null;
  if (isValidEmail(value)) return value;
  problems.push(texts.invalidEmail(value));
  return null;
}

const SPARTE_BY_NAME: ReadonlyMap<string, SparteKey> = new Map(
  SPARTEN.flatMap((sparte) => [
    [folded(sparte.key), sparte.key] as const,
    [folded(sparte.label), sparte.key] as const,
  ]),
);

/** A Sparte by its key ('privathaftpflicht') or label ('Privathaftpflicht'), in any case. */
export function sparteValue(raw: string, problems: Problems): SparteKey | null {
  const value = raw.trim();
  if (value === '') {
    problems.push(texts.required(texts.columns.sparte));
    return null;
  }
  const key = SPARTE_BY_NAME.get(folded(value));
  if (!key) problems.push(texts.unknownSparte(value));
  return key ?? null;
}

const ZAHLUNGSWEISE_BY_NAME: ReadonlyMap<string, NonNullable<Zahlungsweise>> = new Map(
  ZAHLUNGSWEISE_OPTIONS.flatMap((option) => {
    const value = option.value as NonNullable<Zahlungsweise>;
    return [[folded(option.label), value] as const, [option.value, value] as const];
  }),
);

/** The catalogue's words (monatlich … einmalig) or values (12, 4, 2, 1, 9999); empty is null. */
export function zahlungsweiseValue(raw: string, problems: Problems): Zahlungsweise {
  const value = raw.trim();
  if (value === '') return null;
  const found = ZAHLUNGSWEISE_BY_NAME.get(folded(value));
  if (!found) problems.push(texts.unknownZahlungsweise(value));
  return found ?? null;
}

/** The label a Zahlungsweise is written with. */
export function zahlungsweiseLabel(value: NonNullable<Zahlungsweise>): string {
  return ZAHLUNGSWEISE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export type PeriodicPremium = { column: string; amount: number | null; perYear: 1 | 12 };

/**
 * The premium per payment (ADR 232): the Beitrag as given; else a Jahresbeitrag or Monatsbeitrag, which
 * without a Zahlungsweise sets it (jährlich, monatlich) and with one is divided into its payments (to the
 * cent). A yearly or monthly amount paid einmalig is a contradiction and refused.
 */
export function premiumPerPayment(
  beitrag: number | null,
  periodic: readonly PeriodicPremium[],
  zahlungsweise: Zahlungsweise,
  max: number,
  problems: Problems,
): { beitrag: number | null; zahlungsweise: Zahlungsweise } {
  const given = periodic.find((premium) => premium.amount !== null);
  if (beitrag !== null || !given || given.amount === null) return { beitrag, zahlungsweise };
  if (zahlungsweise === null) {
    const own = String(given.perYear) as NonNullable<Zahlungsweise>;
    return { beitrag: withinMax(given.column, given.amount, max, problems), zahlungsweise: own };
  }
  if (zahlungsweise === '9999') {
    problems.push(texts.periodicPremiumOnce(given.column));
    return { beitrag: null, zahlungsweise };
  }
  const perPayment = Math.round((given.amount * given.perYear * 100) / Number(zahlungsweise)) / 100;
  return { beitrag: withinMax(texts.columns.beitrag, perPayment, max, problems), zahlungsweise };
}

const STATUS_BY_NAME: ReadonlyMap<string, ContractStatus> = new Map([
  ...['a', 'aktiv', 'lebend', 'laufend'].map((name) => [name, 'A'] as const),
  ...['i', 'inaktiv', 'storniert', 'beendet', 'gekuendigt', 'abgelaufen'].map((name) => [name, 'I'] as const),
]);

/** The CSV's Status (ADR 231): aktiv (lebend) or inaktiv (storniert, beendet, gekündigt); empty says nothing. */
export function statusValue(raw: string, problems: Problems): ContractStatus | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  const found = STATUS_BY_NAME.get(folded(value));
  if (!found) problems.push(texts.unknownStatus(value));
  return found;
}

export function checkTerm(beginn: string | null, ablauf: string | null, problems: Problems): void {
  if (beginn && ablauf && ablauf < beginn) problems.push(texts.ablaufBeforeBeginn);
}
