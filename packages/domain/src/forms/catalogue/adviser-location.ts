import type { FieldDefinition } from '../field-definition';

/** Adviser (contact person) location (spec section 3): all optional, bounds as for addresses. */
export const adviserLocationFields: readonly FieldDefinition[] = [
  { name: 'co', title: 'c/o', type: 'textfield', maxLength: 255 },
  { name: 'address', title: 'Straße', type: 'textfield', maxLength: 255 },
  { name: 'addressnumber', title: 'Hausnummer', type: 'textfield', maxLength: 255 },
  { name: 'streetcode', title: 'PLZ', type: 'textfield', minLength: 2, maxLength: 10 },
  { name: 'city', title: 'Ort', type: 'textfield', maxLength: 255 },
];
