import type { FieldDefinition } from '../forms/field-definition';
import type { FormValues } from '../forms/form-values';
import { validateField } from '../forms/validate-field';
import {
  type FormTemplate,
  inputDefinitions,
  signField,
  type TemplateField,
  templateFields,
} from './form-template';

/** How one field differs between the version the customer filled in and the new one. */
export type FieldChange =
  | { kind: 'added'; title: string }
  | { kind: 'removed'; title: string }
  /** `dropped`: the customer's input no longer fits the new definition and was not taken over. */
  | { kind: 'changed'; title: string; dropped: boolean };

export type VersionCarry = {
  /** The new version's values: every input that still fits, else the new version's own (prefilled) value. */
  values: FormValues;
  changes: FieldChange[];
  /** The prose (everything but the fields) reads differently. */
  proseChanged: boolean;
  /** The signature stays only when the document the customer signed reads exactly the same. */
  keepSignature: boolean;
};

const prose = (template: FormTemplate) =>
  JSON.stringify(template.blocks.filter((block) => block.kind !== 'field'));

const sameField = (a: TemplateField, b: TemplateField) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A value fits a field of the new version when the field's rules take it; an empty required field (or an
 * unticked required checkbox) fits too: the customer's choice to leave it is kept and asked for on submit.
 */
function fits(definition: FieldDefinition, value: string, values: FormValues, now: Date): boolean {
  const result = validateField(definition, value, values, { now });
  return result.ok || result.type === 'Required';
}

/**
 * Issue 27: the adviser published a new version while the customer filled in (or signed) the old one.
 * Fields are matched by name; the customer's input is kept wherever it fits the new field (the place of
 * signature included), the rest takes the new version's value. The changes the customer must look at are
 * listed in the new version's order (added, changed), then the removed ones; a signature is kept only when
 * nothing of the document changed, else the customer signs the new wording again
 * (docs/decisions/037-form-version-change-while-signing.md).
 */
export function carryFormValues(
  before: FormTemplate,
  after: FormTemplate,
  input: FormValues,
  fresh: FormValues,
  now: Date,
): VersionCarry {
  const oldFields = new Map(templateFields(before).map((field) => [field.name, field]));
  const newNames = new Set(templateFields(after).map((field) => field.name));
  const values: FormValues = { ...fresh };
  const candidate: FormValues = { ...fresh };
  for (const definition of inputDefinitions(after))
    if (Object.hasOwn(input, definition.name)) candidate[definition.name] = input[definition.name] ?? '';

  const changes: FieldChange[] = [];
  for (const field of templateFields(after)) {
    if (field.type === 'today') continue;
    const old = oldFields.get(field.name);
    if (!old || old.type === 'today') {
      changes.push({ kind: 'added', title: field.title });
      continue;
    }
    const typed = input[field.name];
    const same = sameField(old, field);
    if (field.type === 'sign') {
      if (!same) changes.push({ kind: 'changed', title: field.title, dropped: false });
      continue;
    }
    // An unchanged field keeps whatever was typed (even half-typed): its rules are the ones it was typed for.
    const kept = typed !== undefined && (same || fits(field, typed, candidate, now));
    if (kept) values[field.name] = typed;
    if (!same) changes.push({ kind: 'changed', title: field.title, dropped: typed !== undefined && !kept });
  }
  for (const field of templateFields(before))
    if (field.type !== 'today' && !newNames.has(field.name))
      changes.push({ kind: 'removed', title: field.title });

  const proseChanged = prose(before) !== prose(after);
  const oldSign = signField(before);
  const newSign = signField(after);
  const keepSignature =
    !proseChanged && changes.length === 0 && oldSign !== undefined && newSign?.name === oldSign.name;
  return { values, changes, proseChanged, keepSignature };
}
