import { z } from 'zod';
import { issueEntries } from '../errors/unknown-fields';
import { bedarfscheckTexts as texts } from '../texts/bedarfscheck';
import type { TourStep } from '../tour/tour-slider';
import { type AnswerField, type AnswerValues, answerFieldSchemas } from './answers';

/**
 * The Bedarfscheck's questionnaire as the spec's tour slider (sections 2 and 4): one question group per
 * step, each step's check (a zod schema over the answers; `required` fields must be answered), and the
 * swipe directions the step allows. The first step cannot be swiped back from, the last not on: the
 * buttons decide there (tour/tour-slider.ts). Its texts: bedarfscheckTexts.steps[id], .questions[field].
 */
export type QuestionStepId = keyof typeof texts.steps;

export type QuestionStep = {
  id: QuestionStepId;
  fields: readonly AnswerField[];
  /** Fields that must be answered (not null) before the step moves on. */
  required: readonly AnswerField[];
  swipe: { back: boolean; next: boolean };
};

export const QUESTION_STEPS: readonly QuestionStep[] = [
  { id: 'start', fields: [], required: [], swipe: { back: false, next: true } },
  {
    id: 'lebenssituation',
    fields: ['situation', 'einkuenfte_gesamt_netto_mtl', 'familienstand', 'kinderanzahl'],
    required: ['situation', 'kinderanzahl'],
    swipe: { back: true, next: true },
  },
  {
    id: 'wohnen',
    fields: ['wohnstatus', 'mieter', 'wohneigentum', 'vermieter', 'bauherr', 'oeltank'],
    required: ['wohnstatus'],
    swipe: { back: true, next: true },
  },
  {
    id: 'unterwegs',
    fields: ['kfzhalter', 'vielreisender'],
    required: [],
    swipe: { back: true, next: true },
  },
  { id: 'tiere', fields: ['hund', 'pferd', 'katze'], required: [], swipe: { back: true, next: true } },
  { id: 'vorsorge', fields: ['wunsch_altersrente_mtl'], required: [], swipe: { back: true, next: true } },
  { id: 'fertig', fields: [], required: [], swipe: { back: true, next: false } },
];

/** A flag not yet answered (null) is a no. */
const flagValue = z.enum(['0', '1'], { error: texts.flagInvalid }).nullable();

function fieldSchema(field: AnswerField, required: boolean): z.ZodType {
  const schema: z.ZodType =
    field in answerFieldSchemas ? answerFieldSchemas[field as keyof typeof answerFieldSchemas] : flagValue;
  return required ? schema.refine((value) => value !== null, { error: requiredMessage(field) }) : schema;
}

function requiredMessage(field: AnswerField): string {
  if (field === 'kinderanzahl') return texts.kinderanzahlRequired;
  if (field === 'wohnstatus') return texts.wohnstatusRequired;
  return texts.situationRequired;
}

/** The step's check as a zod schema over the questionnaire's answers (other fields pass through). */
export function stepSchema(step: QuestionStep) {
  return z.object(
    Object.fromEntries(
      step.fields.map((field) => [field, fieldSchema(field, step.required.includes(field))]),
    ),
  );
}

export type StepCheck = { ok: true } | { ok: false; message: string; errors: string[] };

/** Checks one step's answers: the toast's message and the fields' 'field=>message' entries. */
export function checkStep(step: QuestionStep, answers: Partial<AnswerValues>): StepCheck {
  const filled = Object.fromEntries(step.fields.map((field) => [field, answers[field] ?? null]));
  const result = stepSchema(step).safeParse(filled);
  return result.success
    ? { ok: true }
    : { ok: false, message: texts.stepInvalid, errors: issueEntries(result.error.issues) };
}

/** The steps as the tour slider takes them, checked against the answers as they are when moving on. */
export function tourSteps(answers: () => Partial<AnswerValues>): TourStep[] {
  return QUESTION_STEPS.map((step) => ({
    swipe: step.swipe,
    validate: () => {
      const check = checkStep(step, answers());
      return check.ok ? null : check.message;
    },
  }));
}
