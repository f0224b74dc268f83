import type { FieldDefinition, FieldOption } from '../field-definition';

export const CONTACT_VALUE_TYPE_OPTIONS: readonly FieldOption[] = [
  { value: 'Telefon', label: 'Telefon' },
  { value: 'Mobil', label: 'Mobil' },
  { value: 'E-Mail', label: 'E-Mail' },
];

/** Contact value (spec section 3): the type decides how `val` is checked (any phone, mobile, e-mail). */
export const contactValueFields: readonly FieldDefinition[] = [
  { name: 'typ', title: 'Art', type: 'dropdown', required: true, options: CONTACT_VALUE_TYPE_OPTIONS },
  {
    name: 'val',
    title: 'Wert',
    type: 'textfield',
    required: true,
    maxLength: 255,
    format: { when: 'typ', cases: { Telefon: 'phone', Mobil: 'mobile', 'E-Mail': 'email' } },
  },
];
