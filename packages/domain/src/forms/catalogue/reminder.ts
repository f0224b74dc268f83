import type { FieldDefinition } from '../field-definition';

/** Reminder (spec section 3 and 5): date required and at least tomorrow, message required. */
export const reminderFields: readonly FieldDefinition[] = [
  { name: 'datum', title: 'Datum', type: 'date', required: true, min: 'morgen' },
  { name: 'e_massage', title: 'Nachricht', type: 'textarea', required: true },
];
