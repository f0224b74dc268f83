import type { FieldDefinition } from '../field-definition';
import { CONTACT_WAY_OPTIONS } from './shared-options';

/**
 * Contact request (spec section 3): ke_GewuenschtArt required; as in the enquiry, the e-mail is
 * required for contact by e-mail and the number for contact by phone (our reading: a request without
 * a way to answer it is useless). The time window is optional; its names ke_ErreichbarVon/Bis are ours.
 */
export const contactRequestFields: readonly FieldDefinition[] = [
  {
    name: 'ke_GewuenschtArt',
    title: 'Gewünschte Kontaktart',
    type: 'radio',
    required: true,
    options: CONTACT_WAY_OPTIONS,
  },
  {
    name: 'ke_Email',
    title: 'E-Mail',
    type: 'email',
    required: { when: 'ke_GewuenschtArt', equals: 'email' },
  },
  {
    name: 'ke_Nummer',
    title: 'Telefonnummer',
    type: 'textfield',
    required: { when: 'ke_GewuenschtArt', equals: 'telefon' },
    format: 'phone',
  },
  { name: 'ke_ErreichbarVon', title: 'Erreichbar von', type: 'time' },
  { name: 'ke_ErreichbarBis', title: 'Erreichbar bis', type: 'time', after: 'ke_ErreichbarVon' },
];
