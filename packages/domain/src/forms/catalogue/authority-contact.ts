import type { FieldDefinition, FieldOption } from '../field-definition';

/** 'Herr' or 'frau', the values verbatim from the spec (lower-case f included); the label is capitalised. */
export const ANREDE_OPTIONS: readonly FieldOption[] = [
  { value: 'Herr', label: 'Herr' },
  { value: 'frau', label: 'Frau' },
];

/**
 * Authority or insurer contact (spec section 3). Phone and fax are any phone numbers (landlines
 * allowed, unlike the user's own mobile number). Text lengths follow "mostly 2 to 255" (section 9).
 */
export const authorityContactFields: readonly FieldDefinition[] = [
  { name: 'firma', title: 'Firma', type: 'textfield', minLength: 2, maxLength: 255 },
  { name: 'anrede', title: 'Anrede', type: 'radio', options: ANREDE_OPTIONS },
  { name: 'vorname', title: 'Vorname', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
  { name: 'name', title: 'Name', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
  { name: 'street', title: 'Straße und Hausnummer', type: 'textfield', maxLength: 255 },
  { name: 'zip', title: 'PLZ', type: 'textfield', maxLength: 10 },
  { name: 'city', title: 'Ort', type: 'textfield', maxLength: 255 },
  { name: 'phone', title: 'Telefon', type: 'textfield', required: true, format: 'phone' },
  { name: 'fax', title: 'Fax', type: 'textfield', format: 'phone' },
  { name: 'email', title: 'E-Mail', type: 'email', required: true },
];
