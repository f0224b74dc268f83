import { z } from 'zod';
import { messages } from '../texts/messages';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';

/**
 * The workspace's portfolio import (issue 31, ADR 208):
 *
 * POST /api/berater/import/vorschau (multipart, field `file`) → ImportPreview
 *      the file streamed through the reader, matched to the agency's customers and contracts, kept as a
 *      preview of the agency for IMPORT_PREVIEW_HOURS (nothing else changes)
 * GET  /api/berater/import/{id}?art=…&seite=N → ImportEntriesPage (the preview's rows of one kind, in file order)
 * POST /api/berater/import/{id}/anwenden → ImportApplied (one transaction; 409 when applied before)
 */

/** The largest file taken (a GDV file of 50,000 contracts with several records each is about 60 MB). */
export const IMPORT_MAX_MEGABYTES = 100;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MEGABYTES * 1024 * 1024;
/** How long a preview can be applied or read. */
export const IMPORT_PREVIEW_HOURS = 24;
/** Refused rows the preview's answer lists at most; the rest are on the detail pages. */
export const IMPORT_REFUSALS_LISTED = 1000;
export const IMPORT_PAGE_SIZE = 50;

/** The kinds of a preview's rows, as the detail pages name them. */
export const IMPORT_KINDS = ['neu', 'geaendert', 'unveraendert', 'ohneKunde', 'abgelehnt'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The contract fields an import sets and a preview compares (the catalogue's names). */
export const IMPORT_FIELDS = [
  'sparte',
  'name',
  'beitrag',
  'zahlungsweise',
  'beginn',
  'ablauf',
  'versicherungssumme',
  'status',
  'v_ende_am',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

const refusalSchema = z.object({ zeile: z.number().int(), grund: z.string() });

export const importPreviewSchema = z.object({
  id: z.string().meta({ description: 'the preview, for its details and to apply it' }),
  neu: z.number().int(),
  geaendert: z.number().int(),
  unveraendert: z.number().int(),
  ohneKunde: z.number().int().meta({ description: 'rows that match no customer of the agency, or two' }),
  abgelehnt: z
    .array(refusalSchema)
    .meta({ description: `refused rows in file order, the first ${IMPORT_REFUSALS_LISTED}` }),
  hinweise: z
    .array(z.string())
    .optional()
    .meta({ description: 'notes on the file in German, e.g. the CSV header’s columns not read' }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importAppliedSchema = z.object({ neu: z.number().int(), geaendert: z.number().int() });
export type ImportApplied = z.infer<typeof importAppliedSchema>;

const valueSchema = z.union([z.string(), z.number()]).nullable();

export const importChangeSchema = z.object({
  feld: z.enum(IMPORT_FIELDS),
  vorher: valueSchema,
  nachher: valueSchema,
});
export type ImportChange = z.infer<typeof importChangeSchema>;

/** One row of a preview's detail page; what a kind does not have is null (or no changes). */
export const importEntrySchema = z.object({
  zeile: z.number().int(),
  /** The matched customer's name, or the file's name of one that matched none or two. */
  kunde: z.string().nullable(),
  vertrag: z.object({ gesellschaft: z.string(), nummer: z.string(), sparte: z.string() }).nullable(),
  aenderungen: z.array(importChangeSchema),
  grund: z.string().nullable(),
});
export type ImportEntry = z.infer<typeof importEntrySchema>;

export const importEntriesPageSchema = z.object({
  art: z.enum(IMPORT_KINDS),
  seite: z.number().int(),
  seiten: z.number().int(),
  gesamt: z.number().int(),
  eintraege: z.array(importEntrySchema),
});
export type ImportEntriesPage = z.infer<typeof importEntriesPageSchema>;

export const importParamsSchema = z.object({
  id: z.string().meta({ description: 'a preview of the agency' }),
});

/** GET /api/berater/import/{id}?art=…&seite=N: N from 1 (digits only). */
export const importEntriesQuerySchema = z.strictObject(
  {
    art: z.enum(IMPORT_KINDS, { error: texts.invalidKind }),
    seite: z
      .string()
      .regex(/^[1-9]\d{0,4}$/, { error: texts.invalidPage })
      .transform(Number)
      .optional(),
  },
  { error: messages.validationFailed },
);

/** A preview's id: a UUID (anything else is the 404 of an unknown preview). */
export const isImportId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
