import type { FieldDefinition } from '../field-definition';
import { addressFields } from './address';
import { adviserLocationFields } from './adviser-location';
import { authorityContactFields } from './authority-contact';
import { bankConnectionFields } from './bank-connection';
import { contactRequestFields } from './contact-request';
import { contactValueFields } from './contact-value';
import { contractFields } from './contract';
import { damageReportFields } from './damage-report';
import { enquiryFields } from './enquiry';
import { othersFields } from './others';
import { personFields } from './person';
import { reminderFields } from './reminder';

/** The whole field catalogue of spec section 3, one definition list per form. */
export const formCatalogue = {
  person: personFields,
  address: addressFields,
  bankConnection: bankConnectionFields,
  contract: contractFields,
  reminder: reminderFields,
  authorityContact: authorityContactFields,
  damageReport: damageReportFields,
  enquiry: enquiryFields,
  contactRequest: contactRequestFields,
  adviserLocation: adviserLocationFields,
  contactValue: contactValueFields,
  others: othersFields,
} as const satisfies Record<string, readonly FieldDefinition[]>;

export type FormKey = keyof typeof formCatalogue;

export function fieldByName(
  definitions: readonly FieldDefinition[],
  name: string,
): FieldDefinition | undefined {
  return definitions.find((definition) => definition.name === name);
}
