import type { FieldDefinition } from '../field-definition';

/**
 * The person mail screen (/app/person/mail/{id}, PUT /api/persons/mail/{id}; the spec does not show it,
 * see docs/decisions/007-person-mail-screen.md): the person's e-mail, phone and mobile number and the
 * consent to be contacted through them. All optional: the consent can be given or withdrawn at any time.
 */
export const personMailFields: readonly FieldDefinition[] = [
  { name: 'email', title: 'E-Mail', type: 'email', maxLength: 255 },
  { name: 'phone', title: 'Telefon', type: 'textfield', maxLength: 40, format: 'phone' },
  { name: 'mobil', title: 'Mobil', type: 'textfield', maxLength: 40, format: 'mobile' },
  {
    name: 'kontakt_einwilligung',
    title: 'Ich bin damit einverstanden, unter diesen Kontaktdaten kontaktiert zu werden.',
    type: 'checkbox',
    default: '0',
  },
];
