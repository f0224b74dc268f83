import type { FieldDefinition, FieldOption } from '../forms/field-definition';
import type { NormalisedValue } from '../forms/validate-field';
import { validateField } from '../forms/validate-field';
import { formTexts } from '../texts/form';
import { type BodyCheck, checkedBody, refusalOf } from '../validation/checked-body';
import { DAMAGE_REPORT_DRAFT_KEY } from './damage-report-api';
import {
  contactRequestForm,
  contactRequestSchema,
  damageReportForm,
  damageReportSchema,
  enquiryForm,
  enquirySchema,
  parseRequestBody,
  recommendationForm,
  recommendationSchema,
  supportForm,
  supportSchema,
} from './request-forms';

/**
 * The route bodies of the customer's requests to the adviser (ADR 100): each checked by the form engine
 * against its form, with the form engine's entries (unknown keys first, then the fields' errors).
 */

export type RequestValues = Record<string, NormalisedValue>;

function formCheck(
  form: readonly FieldDefinition[],
  extraKeys: readonly string[] = [],
): BodyCheck<RequestValues> {
  return (body) => {
    // The request forms have no date field: 'now' decides nothing here.
    const parsed = parseRequestBody(form, body, { now: new Date(), extraKeys });
    return parsed.ok ? { ok: true, value: parsed.values } : refusalOf(parsed.entries);
  };
}

/** POST /api/kontaktanfrage */
export const contactRequestBody = checkedBody(contactRequestSchema, formCheck(contactRequestForm));
/** POST /api/users/Kundenempfehlung */
export const recommendationBody = checkedBody(recommendationSchema, formCheck(recommendationForm));
/** POST /api/anfrage */
export const enquiryBody = checkedBody(enquirySchema, formCheck(enquiryForm));
/** POST /api/support */
export const supportBody = checkedBody(supportSchema, formCheck(supportForm));

const CONTRACT_FIELD = 'vertrag_id';
const damageFields = damageReportForm([]).filter(({ name }) => name !== CONTRACT_FIELD);
const damageCheck = formCheck(damageFields, [DAMAGE_REPORT_DRAFT_KEY, CONTRACT_FIELD]);

/** A damage report's body as far as it is checked without the household: the contract is checked after. */
export type DamageReportBody = { values: RequestValues; draft: boolean; contract: unknown };

/**
 * POST /api/schadensmeldung: `entwurf` (a boolean, alone when it is not), then the form's fields. The
 * contract named in `vertrag_id` must be one of the household's: `damageReportContract` checks it with the
 * household's contracts, after this (the form's last field, so its entry comes last as before).
 */
export const damageReportBody = checkedBody(
  damageReportSchema,
  (body): ReturnType<BodyCheck<DamageReportBody>> => {
    const sent = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const draft = sent[DAMAGE_REPORT_DRAFT_KEY];
    if (draft !== undefined && typeof draft !== 'boolean')
      return { ok: false, errors: { [DAMAGE_REPORT_DRAFT_KEY]: formTexts.invalidValue } };
    const checked = damageCheck(body);
    if (!checked.ok) return checked;
    return {
      ok: true,
      value: { values: checked.value, draft: draft === true, contract: sent[CONTRACT_FIELD] },
    };
  },
);

/** The damage report's contract: none, or one of the household's `contracts` (its id as text); else a 422 entry. */
export function damageReportContract(
  contracts: readonly FieldOption[],
  sent: unknown,
): { ok: true; value: string | null } | { ok: false; entry: string } {
  const definition = damageReportForm(contracts).find(({ name }) => name === CONTRACT_FIELD);
  if (!definition) throw new Error('the damage report form has no contract field');
  const result = validateField(definition, sent, {}, { now: new Date() });
  if (!result.ok) return { ok: false, entry: `${CONTRACT_FIELD}=>${result.message}` };
  return { ok: true, value: result.value === null ? null : String(result.value) };
}
