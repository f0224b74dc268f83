import type { FieldDefinition } from '../field-definition';

/** Helpers for the catalogue tests (no test runner imports, so it type-checks with the package). */

/** Noon in Berlin on 15 June 2025: today '2025-06-15', morgen '2025-06-16'. */
export const TEST_NOW = new Date('2025-06-15T10:00:00Z');

export type FieldSummary = Omit<FieldDefinition, 'title' | 'placeholder' | 'options'> & {
  options?: string[];
};

/** A definition without its German texts, options reduced to their values: what the spec fixes. */
export function summarise(definition: FieldDefinition): FieldSummary {
  const { title: _title, placeholder: _placeholder, options, ...rest } = definition;
  return options ? { ...rest, options: options.map((option) => option.value) } : rest;
}

export function summariseAll(definitions: readonly FieldDefinition[]): Record<string, FieldSummary> {
  return Object.fromEntries(definitions.map((definition) => [definition.name, summarise(definition)]));
}
