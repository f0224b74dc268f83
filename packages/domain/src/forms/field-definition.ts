import type { DateBound } from '../validation/date-bounds';

/** The 16 dynamic form field types of spec section 3. */
export const FIELD_TYPES = [
  'textfield',
  'numfield',
  'numfield_hasrange',
  'numfield_unbegrenzt',
  'email',
  'textarea',
  'checkbox',
  'date',
  'dropdown',
  'radio',
  'radio_switch_toggle',
  'hidden',
  'password',
  'range',
  'time',
  'iban',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** Types whose value is a number (parsed from German input). */
export const NUMERIC_FIELD_TYPES: readonly FieldType[] = [
  'numfield',
  'numfield_hasrange',
  'numfield_unbegrenzt',
  'range',
];
/** Types whose value is one of `options`. */
export const CHOICE_FIELD_TYPES: readonly FieldType[] = ['dropdown', 'radio', 'radio_switch_toggle'];
/** Types whose value is free text. */
export const TEXT_FIELD_TYPES: readonly FieldType[] = ['textfield', 'textarea', 'password'];

export function isNumericFieldType(type: FieldType): boolean {
  return NUMERIC_FIELD_TYPES.includes(type);
}

export function isChoiceFieldType(type: FieldType): boolean {
  return CHOICE_FIELD_TYPES.includes(type);
}

/** A required flag that depends on another field's value, e.g. { when: 'AnfrageGewuenschtArt', equals: 'telefon' }. */
export type RequiredCondition = {
  when: string;
  /** One value or any of several; compared as strings, checkbox values as '0'/'1'. */
  equals: string | readonly string[];
};

export type FieldOption = { value: string; label: string };
/** Options under a heading, for a long dropdown (drawn as optgroups). */
export type FieldOptionGroup = { label: string; options: readonly FieldOption[] };

/** Extra content check of a text field; `{ when, cases }` picks it by another field's value (contact value). */
export type TextFormat = 'email' | 'phone' | 'mobile' | 'bic';
export type ConditionalFormat = { when: string; cases: Readonly<Record<string, TextFormat>> };

export type FieldDefaultValue = string | number | boolean | null;

export type FieldDefinition = {
  name: string;
  /** German label. */
  title: string;
  type: FieldType;
  /** Default false. */
  required?: boolean | RequiredCondition;
  /** Text length in characters (code points), after trimming (passwords are not trimmed). */
  minLength?: number;
  maxLength?: number;
  /** Numbers for numeric types; 'today', 'morgen' or an ISO date for dates. Inclusive. */
  min?: number | DateBound;
  max?: number | DateBound;
  /** Increment of the slider or spinner (a control hint; whole numbers are enforced by `decimals: 0`). */
  step?: number;
  /** Most decimals accepted for numeric types; default 2 (spec section 5). */
  decimals?: number;
  options?: readonly FieldOption[];
  /**
   * A dropdown's options under headings (optgroups); presentation only: `options` stays the flat list
   * the rules check, and every option of the groups must be in it.
   */
  optionGroups?: readonly FieldOptionGroup[];
  placeholder?: string;
  /** Shown after the value, e.g. '€' or '%'. */
  unit?: string;
  /** Accepts the sentinel 999999999 beyond `max`, shown as 'unbegrenzt' (implied by numfield_unbegrenzt). */
  unlimited?: boolean;
  default?: FieldDefaultValue;
  format?: TextFormat | ConditionalFormat;
  /** Time fields: when both are given, this time must be later than that field's (a time window's 'bis'). */
  after?: string;
};

/** The unlimited sentinel applies to this field. */
export function acceptsUnlimited(definition: FieldDefinition): boolean {
  return definition.type === 'numfield_unbegrenzt' || definition.unlimited === true;
}

/** Values as the form holds them: initial value of each field from its default (checkbox '0', others ''). */
export function defaultValues(definitions: readonly FieldDefinition[]): Record<string, FieldDefaultValue> {
  const values: Record<string, FieldDefaultValue> = {};
  for (const definition of definitions) {
    values[definition.name] = definition.default ?? (definition.type === 'checkbox' ? '0' : '');
  }
  return values;
}

/** Values of a condition compared as strings: true/false as '1'/'0', null/undefined as ''. */
export function conditionValue(value: unknown): string {
  if (value === true) return '1';
  if (value === false) return '0';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function isFieldRequired(
  definition: FieldDefinition,
  values: Readonly<Record<string, unknown>>,
): boolean {
  const required = definition.required;
  if (required === undefined || typeof required === 'boolean') return required === true;
  const actual = conditionValue(values[required.when]);
  return typeof required.equals === 'string' ? actual === required.equals : required.equals.includes(actual);
}

/** The format that applies for the current values, if any. */
export function fieldFormat(
  definition: FieldDefinition,
  values: Readonly<Record<string, unknown>>,
): TextFormat | undefined {
  const format = definition.format;
  if (format === undefined || typeof format === 'string') return format;
  return format.cases[conditionValue(values[format.when])];
}
