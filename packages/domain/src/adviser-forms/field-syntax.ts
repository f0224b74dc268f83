import {
  FIELD_TYPES,
  type FieldDefinition,
  type FieldOption,
  type FieldType,
} from '../forms/field-definition';
import { templateErrorTexts as texts } from '../texts/form-templates';
import { isIsoDate } from '../validation/date-bounds';
import type { TemplateField } from './form-template';

/** The engine's types a template may use (a password has no place in a signed document) plus sign and today. */
export const TEMPLATE_FIELD_TYPES = [
  ...FIELD_TYPES.filter((type) => type !== 'password'),
  'sign',
  'today',
] as const;
type TemplateFieldType = (typeof TEMPLATE_FIELD_TYPES)[number];

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const ESCAPABLE = new Set(['\\', '|', ';', ',', ':', '=', '{', '}']);
const MAX_TITLE = 255;
/** Text fields without their own maxlaenge: the spec's usual text bound, and a generous textarea. */
const DEFAULT_MAX_LENGTH: Partial<Record<FieldType, number>> = { textfield: 255, textarea: 5000 };

const NUMERIC: readonly string[] = ['numfield', 'numfield_hasrange', 'numfield_unbegrenzt', 'range'];
const CHOICE: readonly string[] = ['dropdown', 'radio', 'radio_switch_toggle'];
const TEXT: readonly string[] = ['textfield', 'textarea'];

/** Parameters and the types they apply to. */
const PARAMETERS: Readonly<Record<string, (type: string) => boolean>> = {
  optionen: (type) => CHOICE.includes(type),
  min: (type) => NUMERIC.includes(type) || type === 'date',
  max: (type) => NUMERIC.includes(type) || type === 'date',
  minlaenge: (type) => TEXT.includes(type),
  maxlaenge: (type) => TEXT.includes(type),
  schritt: (type) => NUMERIC.includes(type),
  dezimalstellen: (type) => NUMERIC.includes(type),
  einheit: (type) => NUMERIC.includes(type),
  standard: (type) => type !== 'sign' && type !== 'today',
};

/** A problem in one field line; the template parser adds the line number. */
export class FieldSyntaxError extends Error {}

const fail = (message: string): never => {
  throw new FieldSyntaxError(message);
};

/** Splits at every `separator` not preceded by a backslash; escapes stay for `unescapeField`. */
export function splitUnescaped(text: string, separator: string, limit = Number.POSITIVE_INFINITY): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char === '\\') {
      current += char + (text[index + 1] ?? '');
      index += 1;
    } else if (char === separator && parts.length < limit - 1) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** The text with its escapes resolved (`\|` → `|`); a backslash before another character is an error. */
export function unescapeField(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = text[index + 1];
    if (next === undefined || !ESCAPABLE.has(next)) fail(texts.badEscape);
    out += next;
    index += 1;
  }
  return out;
}

type Required = FieldDefinition['required'];

/** '' or 'optional' → false; 'pflicht' → true; 'pflicht wenn feld = a, b' → a condition. */
function parseRequired(raw: string): Required {
  const text = raw.trim();
  if (text === '' || text === 'optional') return false;
  if (text === 'pflicht') return true;
  const match = /^pflicht\s+wenn\s+([^=\s]+)\s*=\s*(.+)$/.exec(text);
  if (!match) return fail(texts.badRequired(unescapeField(text)));
  const when = match[1] ?? '';
  if (!NAME.test(when)) fail(texts.badName(unescapeField(when)));
  const values = splitUnescaped(match[2] ?? '', ',').map((value) => unescapeField(value).trim());
  if (values.some((value) => value === '')) fail(texts.badRequired(unescapeField(text)));
  return { when, equals: values.length === 1 ? (values[0] ?? '') : values };
}

function parseOptions(raw: string): FieldOption[] {
  const options = splitUnescaped(raw, ',').map((option) => {
    const [value = '', label] = splitUnescaped(option, ':', 2).map((part) => unescapeField(part).trim());
    return { value, label: label === undefined || label === '' ? value : label };
  });
  const seen = new Set<string>();
  for (const option of options) {
    if (option.value === '') fail(texts.badParameter(`optionen=${unescapeField(raw)}`));
    if (seen.has(option.value)) fail(texts.duplicateOption(option.value));
    seen.add(option.value);
  }
  return options;
}

/** A decimal number as an adviser writes it: '-5', '1,5' or '1.5' (not '0x10', '1e3' or 'Infinity'). */
const DECIMAL = /^[+-]?\d+(?:[.,]\d+)?$/;

function parseNumber(key: string, value: string): number {
  const number = Number(value.replace(',', '.'));
  if (!DECIMAL.test(value) || !Number.isFinite(number)) fail(texts.badNumber(key, value));
  return number;
}

function parseWholeNumber(key: string, value: string): number {
  const number = parseNumber(key, value);
  if (!Number.isInteger(number) || number < 0) fail(texts.badWholeNumber(key, value));
  return number;
}

function parseDateBound(key: string, value: string): string {
  if (value === 'heute') return 'today';
  if (value === 'morgen') return 'morgen';
  if (!isIsoDate(value)) fail(texts.badDateBound(key, value));
  return value;
}

function parseParameters(raw: string, type: string): Map<string, string> {
  const parameters = new Map<string, string>();
  if (raw.trim() === '') return parameters;
  for (const entry of splitUnescaped(raw, ';')) {
    if (entry.trim() === '') continue;
    const [rawKey = '', value] = splitUnescaped(entry, '=', 2);
    const key = unescapeField(rawKey).trim();
    if (value === undefined || key === '') return fail(texts.badParameter(unescapeField(entry).trim()));
    const applies = PARAMETERS[key];
    if (!applies) return fail(texts.unknownParameter(key, Object.keys(PARAMETERS).join(', ')));
    if (!applies(type)) fail(texts.parameterNotForType(key, type));
    if (parameters.has(key)) fail(texts.duplicateParameter(key));
    // Options keep their escapes: their own separators (',' and ':') are split later.
    parameters.set(key, key === 'optionen' ? value.trim() : unescapeField(value).trim());
  }
  return parameters;
}

/**
 * One field line of a template, without its line number:
 * `{{ Titel | name | typ | pflicht | Platzhalter | Parameter }}` (docs/decisions/022-adviser-forms.md).
 * Title, name and type are required; `\` escapes `| ; , : = { } \`.
 */
export function parseFieldLine(line: string): TemplateField {
  const trimmed = line.trim();
  if (!trimmed.startsWith('{{')) return fail(texts.parts);
  if (!trimmed.endsWith('}}') || trimmed.length < 4) return fail(texts.unclosed);
  const inner = trimmed.slice(2, -2);
  const parts = splitUnescaped(inner, '|');
  if (parts.length < 3) return fail(texts.parts);
  if (parts.length > 6) return fail(texts.tooManyParts);
  const [
    rawTitle = '',
    rawName = '',
    rawType = '',
    rawRequired = '',
    rawPlaceholder = '',
    rawParameters = '',
  ] = parts;
  const title = unescapeField(rawTitle).trim();
  if (title === '') fail(texts.noFieldTitle);
  if ([...title].length > MAX_TITLE) fail(texts.fieldTitleTooLong);
  const name = unescapeField(rawName).trim();
  if (!NAME.test(name)) fail(texts.badName(name));
  const type = unescapeField(rawType).trim();
  if (!(TEMPLATE_FIELD_TYPES as readonly string[]).includes(type))
    fail(texts.badType(type, TEMPLATE_FIELD_TYPES.join(', ')));
  const required = parseRequired(rawRequired);
  const placeholder = unescapeField(rawPlaceholder).trim();
  const parameters = parseParameters(rawParameters, type);

  if (type === 'sign') {
    if (typeof required === 'object') fail(texts.signNotConditional);
    return { type: 'sign', name, title, required: required === true };
  }
  if (type === 'today') return { type: 'today', name, title };
  return inputField(type as Exclude<TemplateFieldType, 'sign' | 'today'>, {
    name,
    title,
    required,
    placeholder,
    parameters,
  });
}

function inputField(
  type: FieldType,
  parts: {
    name: string;
    title: string;
    required: Required;
    placeholder: string;
    parameters: Map<string, string>;
  },
): FieldDefinition {
  const { parameters } = parts;
  const definition: FieldDefinition = { name: parts.name, title: parts.title, type };
  if (parts.required !== false) definition.required = parts.required;
  if (parts.placeholder) definition.placeholder = parts.placeholder;
  const get = (key: string) => parameters.get(key);

  const options = get('optionen');
  if (CHOICE.includes(type)) {
    if (options === undefined || options === '') fail(texts.optionsRequired(type));
    definition.options = parseOptions(options ?? '');
  }
  for (const key of ['min', 'max'] as const) {
    const value = get(key);
    if (value === undefined) continue;
    definition[key] = type === 'date' ? parseDateBound(key, value) : parseNumber(key, value);
  }
  const minLength = get('minlaenge');
  if (minLength !== undefined) definition.minLength = parseWholeNumber('minlaenge', minLength);
  const maxLength = get('maxlaenge');
  if (maxLength !== undefined) definition.maxLength = parseWholeNumber('maxlaenge', maxLength);
  else if (DEFAULT_MAX_LENGTH[type] !== undefined) definition.maxLength = DEFAULT_MAX_LENGTH[type];
  const step = get('schritt');
  if (step !== undefined) definition.step = parseNumber('schritt', step);
  const decimals = get('dezimalstellen');
  if (decimals !== undefined) definition.decimals = parseWholeNumber('dezimalstellen', decimals);
  const unit = get('einheit');
  if (unit !== undefined) definition.unit = unit;

  const fallback = get('standard');
  if (fallback !== undefined) {
    if (definition.options && !definition.options.some((option) => option.value === fallback))
      fail(texts.badDefault(fallback));
    if (type === 'checkbox' && fallback !== '0' && fallback !== '1') fail(texts.badDefault(fallback));
    definition.default = fallback;
  }
  return definition;
}
