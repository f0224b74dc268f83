import { z } from 'zod';
import {
  acceptsUnlimited,
  type FieldDefinition,
  isChoiceFieldType,
  isNumericFieldType,
} from './field-definition';
import { TEXT_HARD_MAX_LENGTH } from './validate-field';

/**
 * The JSON value forms a catalogue field takes (what validate-field.ts accepts before its own checks),
 * as a zod schema: for the OpenAPI document and for the set of field names an endpoint takes. The
 * field rules themselves (bounds, formats, required) stay with the form engine and its German texts.
 */
export function fieldValueSchema(definition: FieldDefinition): z.ZodType {
  const meta = { title: definition.title };
  if (definition.type === 'checkbox') {
    return z
      .union([z.enum(['0', '1', '']), z.literal(0), z.literal(1), z.boolean(), z.null()])
      .meta({ ...meta, description: "'1' checked, '0' (also 0, false, '' or null) not" });
  }
  if (isNumericFieldType(definition.type)) {
    let number = z.number();
    if (typeof definition.min === 'number') number = number.min(definition.min);
    if (typeof definition.max === 'number' && !acceptsUnlimited(definition))
      number = number.max(definition.max);
    return z
      .union([number, z.string().max(40), z.null()])
      .meta({ ...meta, description: "a number, or as typed in German ('1.234,56')" });
  }
  if (isChoiceFieldType(definition.type)) {
    const values = (definition.options ?? []).map((option) => option.value);
    const options = values.length ? z.enum(values as [string, ...string[]]) : z.string();
    const numeric = values.some((value) => /^\d+$/.test(value));
    // The engine trims a choice: blank is no choice, and an option may come with blanks around it.
    const escaped = values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const padded = z.string().regex(new RegExp(`^\\s*(?:${escaped.join('|')})?\\s*$`));
    return z
      .union([options, padded, ...(numeric ? [z.number().int()] : []), z.null()])
      .meta({ ...meta, description: "one of the options; '' (or blanks) for none" });
  }
  if (definition.type === 'hidden')
    return z.union([z.string(), z.number(), z.boolean(), z.null()]).meta(meta);
  const text = z.string().max(definition.maxLength ?? TEXT_HARD_MAX_LENGTH);
  return z
    .union(definition.type === 'textfield' ? [text, z.number(), z.null()] : [text, z.null()])
    .meta(meta);
}

/** The fields of a form as a strict object of optional values (a field left out is not sent). */
export function formBodyShape(definitions: readonly FieldDefinition[]): Record<string, z.ZodOptional> {
  return Object.fromEntries(
    definitions.map((definition) => [definition.name, fieldValueSchema(definition).optional()]),
  );
}

/** The fields as a list entry stores and the API shows them (StoredValues): required text, else text or null. */
export function storedShape(definitions: readonly FieldDefinition[]): Record<string, z.ZodType> {
  return Object.fromEntries(
    definitions.map((definition) => [
      definition.name,
      definition.required === true ? z.string() : z.string().nullable(),
    ]),
  );
}
