import type { FieldDefinition } from './field-definition';
import { type NormalisedValue, type ValidationOptions, validateField } from './validate-field';

/** Field name → message, only for fields with an error, in definition order. */
export type FormErrors = Record<string, string>;

export type ParsedForm =
  | { ok: true; values: Record<string, NormalisedValue> }
  | { ok: false; errors: FormErrors };

/** Own enumerable properties only, on a null prototype: conditions never see inherited keys. */
function asRecord(values: unknown): Readonly<Record<string, unknown>> {
  const record: Record<string, unknown> = Object.create(null);
  if (typeof values === 'object' && values !== null && !Array.isArray(values)) Object.assign(record, values);
  return record;
}

/**
 * Validates and normalises a form body: one value per definition (unknown keys are dropped).
 * A body that is not an object counts as empty.
 */
export function parseForm(
  definitions: readonly FieldDefinition[],
  values: unknown,
  options: ValidationOptions,
): ParsedForm {
  const record = asRecord(values);
  const errors: FormErrors = {};
  const parsed: Record<string, NormalisedValue> = {};
  for (const definition of definitions) {
    const result = validateField(definition, record[definition.name], record, options);
    if (result.ok) parsed[definition.name] = result.value;
    else errors[definition.name] = result.message;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values: parsed };
}

/** The errors of a form body (empty object when valid). */
export function validateForm(
  definitions: readonly FieldDefinition[],
  values: unknown,
  options: ValidationOptions,
): FormErrors {
  const result = parseForm(definitions, values, options);
  return result.ok ? {} : result.errors;
}

/** The server's 422 shape: ['field=>message', …] then entries without a field (toasts). */
export function toErrorEntries(errors: FormErrors, general: readonly string[] = []): string[] {
  return [...Object.entries(errors).map(([field, message]) => `${field}=>${message}`), ...general];
}

/** The first field in definition order that has an error (to focus on submit). */
export function firstInvalidField(
  definitions: readonly FieldDefinition[],
  errors: Readonly<Record<string, string>>,
): string | undefined {
  return definitions.find((definition) => Object.hasOwn(errors, definition.name))?.name;
}
