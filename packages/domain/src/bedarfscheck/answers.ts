import { z } from 'zod';
import {
  FAMILIENSTAND_OPTIONS,
  SITUATION_OPTIONS,
  VCHECK_FLAGS,
  type VcheckFlag,
  WOHNSTATUS_OPTIONS,
} from '../forms/catalogue/person';
import type { FieldOption } from '../forms/field-definition';
import { bedarfscheckTexts as texts } from '../texts/bedarfscheck';
import { formTexts } from '../texts/form';
import { messages } from '../texts/messages';

/**
 * The questionnaire's answers of one person (ADR 174), saved by
 *
 * PUT /api/persons/vcheck/{id}/update/fremdvertrag  BedarfscheckAnswersInput → { person }
 *
 * (the spec's vcheck update path, the person's own id): the vcheck flags and the person fields the rules
 * read. A field sent is saved (null empties it), a field left out keeps its value; any other key, an
 * empty body, a value out of the catalogue's bounds is a 422 'field=>message'. The flags take what the
 * flags-only body took before ('0'/'1', 0/1, true/false, '' and null for no) and are saved as '0'/'1';
 * amounts and the number of children are JSON numbers. familienstand is the person's own column, the
 * others are `details` (household/person-input.ts).
 */

/** The bounds of the catalogue's amount sliders and number of children (spec section 3). */
export const ANSWER_AMOUNT_MAX = 10_000;
export const ANSWER_CHILDREN_MAX = 20;

const values = (options: readonly FieldOption[]) =>
  options.map((option) => option.value) as [string, ...string[]];

const choice = (options: readonly FieldOption[], message: string) =>
  z.enum(values(options), { error: message }).nullable();

/** Up to 2 decimals: cents as a whole number (within floating-point noise). */
function hasCents(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

const amount = z
  .number({ error: texts.amountInvalid })
  .min(0, { error: texts.amountInvalid })
  .max(ANSWER_AMOUNT_MAX, { error: texts.amountInvalid })
  .refine(hasCents, { error: texts.amountInvalid })
  .nullable();

const children = z
  .number({ error: texts.kinderanzahlRequired })
  .int({ error: texts.kinderanzahlRequired })
  .min(0, { error: texts.kinderanzahlRequired })
  .max(ANSWER_CHILDREN_MAX, { error: texts.kinderanzahlRequired })
  .nullable();

const flag = z
  .union([z.enum(['0', '1', '']), z.literal(0), z.literal(1), z.boolean(), z.null()], {
    error: texts.flagInvalid,
  })
  .transform((value): '0' | '1' => (value === '1' || value === 1 || value === true ? '1' : '0'));

const flagShape = Object.fromEntries(VCHECK_FLAGS.map((name) => [name, flag.optional()])) as Record<
  VcheckFlag,
  z.ZodOptional<typeof flag>
>;

export const answerFieldSchemas = {
  situation: choice(SITUATION_OPTIONS, texts.situationRequired),
  einkuenfte_gesamt_netto_mtl: amount,
  familienstand: choice(FAMILIENSTAND_OPTIONS, formTexts.option),
  kinderanzahl: children,
  wohnstatus: choice(WOHNSTATUS_OPTIONS, texts.wohnstatusRequired),
  wunsch_altersrente_mtl: amount,
} as const;

export type AnswerField = keyof typeof answerFieldSchemas | VcheckFlag;

export const bedarfscheckAnswersInputSchema = z
  .strictObject(
    {
      ...(Object.fromEntries(
        Object.entries(answerFieldSchemas).map(([name, schema]) => [name, schema.optional()]),
      ) as { [K in keyof typeof answerFieldSchemas]: z.ZodOptional<(typeof answerFieldSchemas)[K]> }),
      ...flagShape,
    },
    // A body that is no object (an array, a text): the catalogue's message, not zod's own.
    { error: messages.validationFailed },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: texts.answersEmpty,
  });

export type BedarfscheckAnswersInput = z.input<typeof bedarfscheckAnswersInputSchema>;
/** The checked answers: flags '0'/'1', only the fields sent. */
export type BedarfscheckAnswers = z.output<typeof bedarfscheckAnswersInputSchema>;

/** A person's answers as the questionnaire starts from them: what is stored, flags '0'/'1'. */
export type AnswerValues = {
  [K in keyof typeof answerFieldSchemas]: z.output<(typeof answerFieldSchemas)[K]>;
} & Record<VcheckFlag, '0' | '1'>;

function storedChoice(value: unknown, options: readonly FieldOption[]): string | null {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return options.some((option) => option.value === text) ? text : null;
}

function storedNumber(value: unknown, max: number): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 && number <= max
    ? number
    : null;
}

/** The prefill of the questionnaire from a stored person (Person: its familienstand and details). */
export function answersOf(person: {
  familienstand?: string | null;
  details: Readonly<Record<string, unknown>>;
}): AnswerValues {
  const { details } = person;
  const flags = Object.fromEntries(
    VCHECK_FLAGS.map((name) => [name, details[name] === '1' || details[name] === 1 ? '1' : '0']),
  ) as Record<VcheckFlag, '0' | '1'>;
  return {
    situation: storedChoice(details.situation, SITUATION_OPTIONS),
    einkuenfte_gesamt_netto_mtl: storedNumber(details.einkuenfte_gesamt_netto_mtl, ANSWER_AMOUNT_MAX),
    familienstand: storedChoice(person.familienstand, FAMILIENSTAND_OPTIONS),
    kinderanzahl: storedNumber(details.kinderanzahl, ANSWER_CHILDREN_MAX),
    wohnstatus: storedChoice(details.wohnstatus, WOHNSTATUS_OPTIONS),
    wunsch_altersrente_mtl: storedNumber(details.wunsch_altersrente_mtl, ANSWER_AMOUNT_MAX),
    ...flags,
  };
}
