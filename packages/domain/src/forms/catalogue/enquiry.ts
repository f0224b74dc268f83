import type { FieldDefinition } from '../field-definition';
import { CONTACT_WAY_OPTIONS } from './shared-options';

const byPhone = { when: 'AnfrageGewuenschtArt', equals: 'telefon' } as const;
const byEmail = { when: 'AnfrageGewuenschtArt', equals: 'email' } as const;

/** Enquiry (spec section 3): the contact way decides which of number, time window and e-mail are required. */
export const enquiryFields: readonly FieldDefinition[] = [
  {
    name: 'AnfrageGewuenschtArt',
    title: 'Gewünschte Kontaktart',
    type: 'radio',
    required: true,
    options: CONTACT_WAY_OPTIONS,
  },
  { name: 'AnfrageNummer', title: 'Telefonnummer', type: 'textfield', required: byPhone, format: 'phone' },
  { name: 'AnfrageErreichbarVon', title: 'Erreichbar von', type: 'time', required: byPhone },
  {
    name: 'AnfrageErreichbarBis',
    title: 'Erreichbar bis',
    type: 'time',
    required: byPhone,
    after: 'AnfrageErreichbarVon',
  },
  { name: 'AnfrageEmail', title: 'E-Mail', type: 'email', required: byEmail },
];
