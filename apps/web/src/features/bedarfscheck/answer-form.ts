import {
  type AnswerField,
  type AnswerValues,
  answersOf,
  type BedarfscheckAnswersInput,
} from '@kundenportal/domain/bedarfscheck/answers';
import { checkStep, type QuestionStep } from '@kundenportal/domain/bedarfscheck/questionnaire';
import { personFields } from '@kundenportal/domain/forms/catalogue/person';
import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { type FormValues, toFormValues } from '@kundenportal/domain/forms/form-values';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import type { Person } from '@kundenportal/domain/household/person-api';
import { bedarfscheckTexts as texts } from '@kundenportal/domain/texts/bedarfscheck';

/**
 * The questionnaire's fields as the form renderer draws them: the person catalogue's fields (bounds,
 * options, German numbers) under the question the Bedarfscheck asks. Required answers are the step's
 * check (questionnaire.ts), not the field's, so the refusal is the step's toast with the field's message.
 */
export function stepDefinitions(step: QuestionStep): FieldDefinition[] {
  return step.fields.map((name) => {
    const field = personFields.find((definition) => definition.name === name);
    if (!field) throw new Error(`no catalogue field ${name}`);
    return { ...field, title: texts.questions[name], required: false };
  });
}

const ALL_FIELDS: readonly FieldDefinition[] = personFields.filter((field) =>
  Object.hasOwn(texts.questions, field.name),
);

/** The form's texts from the stored person (the prefill). */
export function initialAnswerValues(person: Person): FormValues {
  return toFormValues(ALL_FIELDS, answersOf(person));
}

export type StepResult =
  | { ok: true; body: BedarfscheckAnswersInput | null }
  | { ok: false; message: string; errors: Record<string, string> };

/** Entries 'field=>message' as the form's field errors. */
function fieldErrors(entries: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const entry of entries) {
    const [field, message] = entry.split('=>');
    if (field && message && !Object.hasOwn(errors, field)) errors[field] = message;
  }
  return errors;
}

/**
 * One step's answers checked: first each field as the catalogue reads it (a number typed wrong), then the
 * step's own check (what must be answered). Passing, the body that saves the step (null: nothing to save).
 */
export function checkStepValues(step: QuestionStep, values: FormValues): StepResult {
  const parsed = parseForm(stepDefinitions(step), values, { now: new Date() });
  if (!parsed.ok) return { ok: false, message: texts.stepInvalid, errors: parsed.errors };
  const answers = parsed.values as Partial<AnswerValues>;
  const check = checkStep(step, answers);
  if (!check.ok) return { ok: false, message: check.message, errors: fieldErrors(check.errors) };
  if (step.fields.length === 0) return { ok: true, body: null };
  const body = Object.fromEntries(
    step.fields.map((field: AnswerField) => [field, answers[field] ?? null]),
  ) as BedarfscheckAnswersInput;
  return { ok: true, body };
}
