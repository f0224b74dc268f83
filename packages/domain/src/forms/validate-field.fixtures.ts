import { expect } from 'vitest';
import type { FieldDefinition } from './field-definition';
import { type FieldResult, validateField } from './validate-field';

/** Shared by the validateField tests: a fixed clock and accept/reject assertions. */
export const now = new Date('2025-06-15T10:00:00Z');
export const options = { now };
export const REQUIRED = 'Dieses Feld ist ein Pflichtfeld.';

export function check(
  definition: FieldDefinition,
  value: unknown,
  values: Record<string, unknown> = {},
): FieldResult {
  return validateField(definition, value, { ...values, [definition.name]: value }, options);
}
export const accepts = (
  definition: FieldDefinition,
  value: unknown,
  expected: unknown,
  values?: Record<string, unknown>,
) => expect(check(definition, value, values)).toEqual({ ok: true, value: expected });
export const rejects = (
  definition: FieldDefinition,
  value: unknown,
  type: string,
  message?: string,
  values?: Record<string, unknown>,
) => {
  const result = check(definition, value, values);
  expect(result).toMatchObject({ ok: false, type });
  if (message !== undefined) expect(result).toMatchObject({ message });
};
