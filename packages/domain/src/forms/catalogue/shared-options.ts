import type { FieldOption } from '../field-definition';

/** Payment frequency of contracts and bank connections (spec section 3): value = payments per year, 9999 one-off. */
export const ZAHLUNGSWEISE_OPTIONS: readonly FieldOption[] = [
  { value: '12', label: 'monatlich' },
  { value: '4', label: 'vierteljährlich' },
  { value: '2', label: 'halbjährlich' },
  { value: '1', label: 'jährlich' },
  { value: '9999', label: 'einmalig' },
];

/** Unit of the notice, extension and minimum term periods (Tage, Wochen, Monate, Jahr); values are ours. */
export const PERIOD_UNIT_OPTIONS: readonly FieldOption[] = [
  { value: 'tage', label: 'Tage' },
  { value: 'wochen', label: 'Wochen' },
  { value: 'monate', label: 'Monate' },
  { value: 'jahr', label: 'Jahr' },
];

export const CONTACT_WAY_OPTIONS: readonly FieldOption[] = [
  { value: 'email', label: 'E-Mail' },
  { value: 'telefon', label: 'Telefon' },
];

/** Checkbox value used in conditions. */
export const CHECKED = '1';
