import { z } from 'zod';
import { contactRequestFields } from '../forms/catalogue/contact-request';
import { damageReportFields } from '../forms/catalogue/damage-report';
import { enquiryFields } from '../forms/catalogue/enquiry';
import { othersFields } from '../forms/catalogue/others';
import type { FieldDefinition, FieldOption } from '../forms/field-definition';
import { formBodyShape } from '../forms/field-schema';
import { type ParsedBody, parseFormBody } from '../forms/parse-body';
import { DAMAGE_REPORT_DRAFT_KEY } from './damage-report-api';

/** Longest free note a customer adds to a contact request or recommendation, in characters. */
export const REQUEST_NOTE_MAX_LENGTH = 2000;
/** Longest damage description or enquiry text, in characters (the spec sets no bound; ours). */
export const REQUEST_TEXT_MAX_LENGTH = 5000;

const note = (name: string): FieldDefinition => ({
  name,
  title: 'Nachricht an den Berater',
  type: 'textarea',
  maxLength: REQUEST_NOTE_MAX_LENGTH,
});

function pick(definitions: readonly FieldDefinition[], ...names: string[]): FieldDefinition[] {
  return names.map((name) => {
    const definition = definitions.find((candidate) => candidate.name === name);
    if (!definition) throw new Error(`no catalogue field ${name}`);
    return definition;
  });
}

/** POST /api/kontaktanfrage: the catalogue's contact request and an optional note (ours). */
export const contactRequestForm: readonly FieldDefinition[] = [...contactRequestFields, note('ke_Nachricht')];

/**
 * POST /api/users/Kundenempfehlung: the person recommended to the adviser (an_vorname, an_name), how the
 * adviser should reach them (the enquiry's contact way with its conditional number and e-mail), when
 * (ErreichbarVon/ErreichbarBis, HH:mm, 'bis' after 'von') and an optional note.
 */
export const recommendationForm: readonly FieldDefinition[] = [
  ...pick(othersFields, 'an_vorname', 'an_name'),
  ...pick(enquiryFields, 'AnfrageGewuenschtArt', 'AnfrageNummer', 'AnfrageEmail'),
  { name: 'ErreichbarVon', title: 'Erreichbar von', type: 'time' },
  { name: 'ErreichbarBis', title: 'Erreichbar bis', type: 'time', after: 'ErreichbarVon' },
  note('an_Nachricht'),
];

/**
 * POST /api/schadensmeldung: subject and description (the catalogue's, the description bounded), and the
 * contract concerned, one of the household's (optional).
 */
export function damageReportForm(contracts: readonly FieldOption[]): FieldDefinition[] {
  return [
    ...damageReportFields.map((definition) =>
      definition.name === 'schaden_content'
        ? { ...definition, maxLength: REQUEST_TEXT_MAX_LENGTH }
        : definition,
    ),
    { name: 'vertrag_id', title: 'Betroffener Vertrag', type: 'dropdown', options: contracts },
  ];
}

/**
 * POST /api/anfrage: what the enquiry is about (subject and text, ours: the spec names only the contact
 * fields) and the catalogue's contact way with its conditional requireds.
 */
export const enquiryForm: readonly FieldDefinition[] = [
  {
    name: 'AnfrageBetreff',
    title: 'Betreff',
    type: 'textfield',
    required: true,
    minLength: 2,
    maxLength: 255,
  },
  {
    name: 'AnfrageNachricht',
    title: 'Deine Anfrage',
    type: 'textarea',
    required: true,
    maxLength: REQUEST_TEXT_MAX_LENGTH,
  },
  ...enquiryFields,
];

/**
 * POST /api/support: the support modal of the referral programme (spec section 9: by e-mail, not phone,
 * subject 'Supportanfrage Empfehlung-App'). The customer writes what the question is; the adviser answers
 * by e-mail.
 */
export const supportForm: readonly FieldDefinition[] = [
  {
    name: 'support_nachricht',
    title: 'Deine Frage',
    type: 'textarea',
    required: true,
    minLength: 2,
    maxLength: REQUEST_TEXT_MAX_LENGTH,
  },
];

export type ParsedRequest = ParsedBody;

/** A request body checked against its form (forms/parse-body.ts): unknown keys refused, then the rules. */
export const parseRequestBody = parseFormBody;

/** The bodies as zod objects, for the OpenAPI document (the rules are the forms'). */
export const contactRequestSchema = z.strictObject(formBodyShape(contactRequestForm));
export const recommendationSchema = z.strictObject(formBodyShape(recommendationForm));
export const enquirySchema = z.strictObject(formBodyShape(enquiryForm));
export const supportSchema = z.strictObject(formBodyShape(supportForm));
export const damageReportSchema = z.strictObject({
  ...formBodyShape(damageReportForm([])),
  [DAMAGE_REPORT_DRAFT_KEY]: z.boolean().optional().meta({
    description: 'true: keep it a draft while files upload; POST /api/schadensmeldung/{id}/senden sends it',
  }),
});
