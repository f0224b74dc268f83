import { z } from 'zod';
import { MANDATE_FORM_KEYS } from '../bestandsuebertragung/mandate';
import { accountMailTexts } from '../texts/account-mails';
import { retentionTexts } from '../texts/retention';
import { isoDateIn } from '../validation/date-bounds';

/**
 * What a retention duty keeps when a customer's account is erased (issue 32, ADR 245): signed forms are
 * restricted, not deleted, until the end of the calendar year of their signing plus the years of their
 * record type (§ 257 Abs. 4 und 5 HGB, § 147 Abs. 3 und 4 AO), then purged.
 */
export const RETENTION_KINDS = ['vollmacht', 'formular'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** Years after the end of the signing's calendar year (ADR 245 gives the sources). */
export const RETENTION_YEARS = { vollmacht: 10, formular: 6 } as const satisfies Record<
  RetentionKind,
  number
>;

const mandateKeys: readonly string[] = Object.values(MANDATE_FORM_KEYS);

/** A mandate (Maklervollmacht, Datenvollmacht) or any other signed form of the agency. */
export const retentionKindOf = (formKey: string): RetentionKind =>
  mandateKeys.includes(formKey) ? 'vollmacht' : 'formular';

/** The last day a record signed at `signedAt` is kept: 31 December of (its year in Berlin + the years). */
export function retainUntil(signedAt: Date, kind: RetentionKind): string {
  const year = Number(isoDateIn(signedAt).slice(0, 4)) + RETENTION_YEARS[kind];
  return `${year}-12-31`;
}

/** Whether the record kept until `keepUntil` ('YYYY-MM-DD') is past its end on `now` (Berlin's day). */
export const retentionOver = (keepUntil: string, now: Date): boolean => isoDateIn(now) > keepUntil;

export const retainedRecordSchema = z.object({
  art: z.enum(RETENTION_KINDS).meta({ description: 'the record type: a mandate or another signed form' }),
  titel: z.string().meta({ description: 'the form’s title' }),
  aufbewahren_bis: z.string().meta({ description: 'the last day it is kept (YYYY-MM-DD), then deleted' }),
});
export type RetainedRecord = z.infer<typeof retainedRecordSchema>;

const dayFormat = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A record's last day as shown (DD.MM.YYYY). */
export const retainedDay = (keepUntil: string): string => keepUntil.replace(dayFormat, '$3.$2.$1');

/** A kept record as the list and the erasure mail name it: 'Maklervollmacht bis 31.12.2036'. */
export const keptLine = (record: RetainedRecord): string =>
  retentionTexts.keptItem(record.titel, retainedDay(record.aufbewahren_bis));

/** The mail after the erasure, listing what is kept (ADR 245). */
export const erasedMailText = (kept: readonly RetainedRecord[]): string =>
  accountMailTexts.erasedText(kept.map((record) => `- ${keptLine(record)}`).join('\n'));
