import type { FieldDefinition } from '../forms/field-definition';
import { workspaceTexts } from '../texts/workspace';
import type { InboxRequestCategory } from '../workspace/inbox';
import {
  contactRequestForm,
  damageReportForm,
  enquiryForm,
  recommendationForm,
  supportForm,
} from './request-forms';

export type RequestField = { label: string; value: string };

const optimizeForm: readonly FieldDefinition[] = [
  { name: 'vertrag', title: workspaceTexts.inbox.contract, type: 'textfield' },
  { name: 'nachricht', title: workspaceTexts.inbox.note, type: 'textarea' },
];

/** The form a stored request was checked against: its fields' order and titles label the payload. */
const FORMS: Record<InboxRequestCategory, readonly FieldDefinition[]> = {
  kontaktanfrage: contactRequestForm,
  kundenempfehlung: recommendationForm,
  anfrage: enquiryForm,
  support: supportForm,
  // The report keeps the contract's label (vertrag), not its id.
  schadensmeldung: [
    ...damageReportForm([]).filter((field) => field.name !== 'vertrag_id'),
    { name: 'vertrag', title: 'Betroffener Vertrag', type: 'textfield' },
  ],
  vertrag_optimieren: optimizeForm,
};

function shown(field: FieldDefinition, value: unknown): string {
  if (value === null || value === undefined || value === '' || value === false) return '';
  const option = field.options?.find((candidate) => candidate.value === String(value));
  if (option) return option.label;
  if (value === true) return 'ja';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** What the customer entered, as label and text in the form's order; empty values are left out. */
export function requestFields(kind: InboxRequestCategory, payload: Record<string, unknown>): RequestField[] {
  return FORMS[kind]
    .map((field) => ({ label: field.title, value: shown(field, payload[field.name]) }))
    .filter((field) => field.value !== '');
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A request's one-line title in the inbox. */
export function requestTitle(kind: InboxRequestCategory, payload: Record<string, unknown>): string {
  const titles = workspaceTexts.inbox.requestTitles;
  switch (kind) {
    case 'schadensmeldung':
      return text(payload.schaden_subject) || titles.schadensmeldung;
    case 'anfrage':
      return text(payload.AnfrageBetreff) || titles.anfrage;
    case 'kundenempfehlung': {
      const name = `${text(payload.an_vorname)} ${text(payload.an_name)}`.trim();
      return name ? titles.recommended(name) : titles.kundenempfehlung;
    }
    case 'vertrag_optimieren':
      return text(payload.vertrag) ? titles.optimize(text(payload.vertrag)) : titles.vertrag_optimieren;
    case 'kontaktanfrage': {
      const way = contactRequestForm[0]?.options?.find((option) => option.value === payload.ke_GewuenschtArt);
      return way ? titles.contactBy(way.label) : titles.kontaktanfrage;
    }
    case 'support':
      return titles.support;
  }
}
