import type { FieldDefinition } from '../field-definition';

/** Others (spec section 3): names required ("mostly 2 to 255"), obSavePin checkbox. */
export const othersFields: readonly FieldDefinition[] = [
  { name: 'an_vorname', title: 'Vorname', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
  { name: 'an_name', title: 'Name', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
  { name: 'obSavePin', title: 'PIN speichern', type: 'checkbox', default: '0' },
];
