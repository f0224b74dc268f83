import { type FieldDefinition, isChoiceFieldType } from '../forms/field-definition';
import { type FormValues, toFormValue, toFormValues } from '../forms/form-values';

export type PrefillSource = Readonly<Record<string, unknown>>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A form's first values (spec section 5): each field takes its value from the first source that has one
 * under its name — the user, then the main person, then the first person's main address — converted to
 * the field's type (numbers German, dates ISO, checkboxes '0'/'1'); else its default. A value that is not
 * one of a choice field's options is not taken.
 */
export function prefillValues(
  definitions: readonly FieldDefinition[],
  sources: readonly PrefillSource[],
): FormValues {
  const values = toFormValues(definitions);
  for (const definition of definitions) {
    for (const source of sources) {
      if (!Object.hasOwn(source, definition.name)) continue;
      const value = source[definition.name];
      if (isBlank(value) || typeof value === 'object') continue;
      const text = toFormValue(definition, value);
      if (isChoiceFieldType(definition.type) && !definition.options?.some((option) => option.value === text))
        continue;
      values[definition.name] = text;
      break;
    }
  }
  return values;
}
