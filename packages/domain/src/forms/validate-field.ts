import { UNLIMITED_NUMBER } from '../constants';
import { formTexts } from '../texts/form';
import { messages } from '../texts/messages';
import { validationTexts } from '../texts/validation';
import { parseAmount } from '../validation/amount';
import { checkDate, type DateErrorType } from '../validation/date-bounds';
import { EMAIL_ERROR_TYPE, isValidEmail } from '../validation/email-pattern';
import { validateBic, validateIban } from '../validation/iban';
import { parseMobile, parsePhone } from '../validation/phone';
import { isStorableText } from '../validation/storable-text';
import { parseTime } from '../validation/time';
import {
  acceptsUnlimited,
  type FieldDefinition,
  fieldFormat,
  isChoiceFieldType,
  isFieldRequired,
  isNumericFieldType,
  type TextFormat,
} from './field-definition';

/** Cap for text fields without their own maxLength, so no field stores unbounded text. */
export const TEXT_HARD_MAX_LENGTH = 10_000;

/** Error types: the spec's EmailErr and Date* names, the rest ours. */
export type FieldErrorType =
  | 'Required'
  | 'TypeErr'
  | 'MinLengthErr'
  | 'MaxLengthErr'
  | 'MinErr'
  | 'MaxErr'
  | 'OptionErr'
  | typeof EMAIL_ERROR_TYPE
  | 'PhoneErr'
  | 'MobileErr'
  | 'BicErr'
  | 'IbanErr'
  | 'AmountErr'
  | 'TimeErr'
  | 'TimeOrderErr'
  | DateErrorType;

/**
 * A field's value after validation: trimmed text, a number for numeric types, '0'/'1' for checkboxes,
 * the option value for choices, ISO dates, 'HH:mm', IBAN and BIC normalised, phone numbers in E.164;
 * null for an empty optional field.
 */
export type NormalisedValue = string | number | null;

export type FieldResult =
  | { ok: true; value: NormalisedValue }
  | { ok: false; type: FieldErrorType; message: string };

export type ValidationOptions = {
  /** The moment 'today' and 'morgen' refer to (in Europe/Berlin). */
  now: Date;
  /** Country for phone numbers typed without +; default DE. */
  phoneCountry?: string;
};

type Values = Readonly<Record<string, unknown>>;

const fail = (type: FieldErrorType, message: string): FieldResult => ({ ok: false, type, message });
const ok = (value: NormalisedValue): FieldResult => ({ ok: true, value });
const typeError = () => fail('TypeErr', formTexts.invalidValue);

function checkboxValue(value: unknown): '0' | '1' | undefined {
  if (value === true || value === 1 || value === '1') return '1';
  if (value === false || value === 0 || value === '0' || value === '' || value == null) return '0';
  return undefined;
}

function isEmpty(definition: FieldDefinition, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  return definition.type === 'password' ? value === '' : value.trim() === '';
}

/** The value as text for types that take text; numbers are accepted where a user could type digits. */
function asText(definition: FieldDefinition, value: unknown): string | undefined {
  if (typeof value === 'string') return definition.type === 'password' ? value : value.trim();
  const takesNumbers =
    definition.type === 'textfield' ||
    isNumericFieldType(definition.type) ||
    isChoiceFieldType(definition.type);
  if (typeof value === 'number' && Number.isFinite(value) && takesNumbers) return String(value);
  return undefined;
}

function checkLength(definition: FieldDefinition, text: string): FieldResult | undefined {
  const length = [...text].length;
  if (definition.minLength !== undefined && length < definition.minLength)
    return fail('MinLengthErr', formTexts.minLength(definition.minLength));
  const maxLength = definition.maxLength ?? TEXT_HARD_MAX_LENGTH;
  if (length > maxLength) return fail('MaxLengthErr', formTexts.maxLength(maxLength));
  return undefined;
}

function checkFormat(format: TextFormat, text: string, options: ValidationOptions): FieldResult {
  switch (format) {
    case 'email':
      return isValidEmail(text) ? ok(text) : fail(EMAIL_ERROR_TYPE, messages.emailInvalid);
    case 'bic': {
      const result = validateBic(text);
      return result.ok ? ok(result.bic) : fail('BicErr', result.message);
    }
    case 'mobile': {
      const result = parseMobile(text, options.phoneCountry);
      return result.ok ? ok(result.e164) : fail('MobileErr', result.message);
    }
    case 'phone': {
      const result = parsePhone(text, options.phoneCountry);
      return result.ok ? ok(result.e164) : fail('PhoneErr', result.message);
    }
  }
}

function checkNumber(definition: FieldDefinition, text: string): FieldResult {
  const parsed = parseAmount(text, definition.decimals ?? 2);
  if (!parsed.ok) return fail('AmountErr', parsed.message);
  const value = parsed.value;
  if (value === UNLIMITED_NUMBER && acceptsUnlimited(definition)) return ok(value);
  if (typeof definition.min === 'number' && value < definition.min)
    return fail('MinErr', formTexts.min(definition.min, definition.unit));
  if (typeof definition.max === 'number' && value > definition.max)
    return fail('MaxErr', formTexts.max(definition.max, definition.unit));
  return ok(value);
}

/**
 * Validates one field's value against its definition. `values` are the whole form's values, for
 * conditional `required` and `format`. Hidden fields are checked for a scalar type only.
 */
export function validateField(
  definition: FieldDefinition,
  value: unknown,
  values: Values,
  options: ValidationOptions,
): FieldResult {
  if (definition.type === 'hidden') {
    if (value === undefined || value === null) return ok(null);
    if (typeof value === 'boolean') return ok(value ? '1' : '0');
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return ok(value);
    return typeError();
  }

  const required = isFieldRequired(definition, values);
  if (definition.type === 'checkbox') {
    const checked = checkboxValue(value);
    if (checked === undefined) return typeError();
    if (required && checked === '0') return fail('Required', messages.required);
    return ok(checked);
  }

  if (isEmpty(definition, value)) return required ? fail('Required', messages.required) : ok(null);
  const text = asText(definition, value);
  if (text === undefined || !isStorableText(text)) return typeError();

  switch (definition.type) {
    case 'textfield':
    case 'textarea':
    case 'password': {
      const lengthError = checkLength(definition, text);
      if (lengthError) return lengthError;
      const format = fieldFormat(definition, values);
      return format ? checkFormat(format, text, options) : ok(text);
    }
    case 'email':
      return checkLength(definition, text) ?? checkFormat('email', text, options);
    case 'numfield':
    case 'numfield_hasrange':
    case 'numfield_unbegrenzt':
    case 'range':
      return checkNumber(definition, text);
    case 'dropdown':
    case 'radio':
    case 'radio_switch_toggle': {
      const option = definition.options?.find((candidate) => candidate.value === text);
      return option ? ok(option.value) : fail('OptionErr', formTexts.option);
    }
    case 'date': {
      const result = checkDate(text, {
        now: options.now,
        min: typeof definition.min === 'string' ? definition.min : undefined,
        max: typeof definition.max === 'string' ? definition.max : undefined,
      });
      return result.ok ? ok(result.value) : fail(result.type, result.message);
    }
    case 'time': {
      const result = parseTime(text);
      if (!result.ok) return fail('TimeErr', result.message);
      const earlier = definition.after === undefined ? undefined : values[definition.after];
      const start = typeof earlier === 'string' ? parseTime(earlier) : undefined;
      if (start?.ok && result.minutes <= start.minutes)
        return fail('TimeOrderErr', validationTexts.timeOrder);
      return ok(result.value);
    }
    case 'iban': {
      const result = validateIban(text, { required });
      return result.ok ? ok(result.iban) : fail('IbanErr', result.message);
    }
  }
}
