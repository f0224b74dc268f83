import type { FieldDefinition } from '../field-definition';

/** Damage report (spec section 3). */
export const damageReportFields: readonly FieldDefinition[] = [
  {
    name: 'schaden_subject',
    title: 'Betreff',
    type: 'textfield',
    required: true,
    minLength: 2,
    maxLength: 255,
  },
  { name: 'schaden_content', title: 'Schadenbeschreibung', type: 'textarea', required: true },
];
