import type { FieldDefinition } from '../field-definition';
import type { StoredValues } from '../stored-values';

/**
 * One entry of a person's address list (spec section 3): address (street) 1 to 255, addressnumber
 * 0 to 255, streetcode (PLZ) 2 to 10, city 1 to 255. Street, PLZ and city are required in an entry
 * (a minimum of 1 reads as required); the house number may be empty. The main flag hauptadresse
 * and the neu/del flags belong to the list rules (household/main-entry.ts), not to the form.
 */
const fields = [
  { name: 'co', title: 'c/o', type: 'textfield', maxLength: 255 },
  { name: 'address', title: 'Straße', type: 'textfield', required: true, minLength: 1, maxLength: 255 },
  { name: 'addressnumber', title: 'Hausnummer', type: 'textfield', minLength: 0, maxLength: 255 },
  { name: 'streetcode', title: 'PLZ', type: 'textfield', required: true, minLength: 2, maxLength: 10 },
  { name: 'city', title: 'Ort', type: 'textfield', required: true, minLength: 1, maxLength: 255 },
  { name: 'bundesland', title: 'Bundesland', type: 'textfield', maxLength: 255 },
  { name: 'land', title: 'Land', type: 'textfield', maxLength: 255 },
] as const satisfies readonly FieldDefinition[];

export const addressFields: readonly FieldDefinition[] = fields;

/** An address's catalogue fields as stored and sent (required ones text, the others text or null). */
export type AddressValues = StoredValues<typeof fields>;
