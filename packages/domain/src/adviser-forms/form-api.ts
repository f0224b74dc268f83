import type { FormValues } from '../forms/form-values';
import { parseFormBody } from '../forms/parse-body';
import type { NormalisedValue } from '../forms/validate-field';
import { adviserFormTexts as texts } from '../texts/adviser-forms';
import { unknownFieldTexts } from '../texts/errors';
import { messages } from '../texts/messages';
import { formatDateDe, isoDateIn } from '../validation/date-bounds';
import { isStorableText } from '../validation/storable-text';
import {
  type FormTemplate,
  inputDefinitions,
  signField,
  type TemplateBlock,
  todayFields,
} from './form-template';
import { pdfDrawableProblem, undrawableFieldErrors } from './pdf-drawable';

/** Signature pad sizes of spec section 9 (CSS pixels), and the widest SVG kept. */
export const SIGNATURE_PAD = {
  desktop: { width: 640, height: 360 },
  mobile: { width: 320, height: 180 },
} as const;
export const MAX_SIGNATURE_SVG_WIDTH = 768;
/** Upper bounds of the signature's encodings in the body (characters). */
export const MAX_SIGNATURE_SVG_LENGTH = 500_000;
export const MAX_SIGNATURE_PNG_LENGTH = 2_000_000;
export const TYPED_SIGNATURE_LENGTH = { min: 2, max: 100 } as const;

/** GET /api/forms: the forms this customer may fill in (issue 12). */
export type FormSummary = { key: string; title: string; version: number; signed_at: string | null };
export type FormListResponse = { forms: FormSummary[] };

/** GET /api/forms/{key}: the current version of a template with its prefilled values. */
export type FormDetail = {
  key: string;
  title: string;
  version: number;
  blocks: TemplateBlock[];
  values: FormValues;
  /** The signer as the PDF names them. */
  signer: string;
  /** Today's date in Europe/Berlin (ISO): the value of today fields. */
  today: string;
  signed_at: string | null;
};
/**
 * GET /api/forms/{key}: the form as the web app draws it, plus the template's markdown source and the
 * prefilled values at the top level (the same values as `form.values`) for clients that render it themselves.
 */
export type FormDetailResponse = { form: FormDetail; template: string; values: FormValues };

/** POST /api/forms/{key} with preview false. */
export type FormSentResponse = {
  success: true;
  document: { id: number; filename: string };
  audit_id: string;
  signed_at: string;
};

/** The signature of a body: a drawing (SVG and/or PNG; the server checks and renders them) or a typed name. */
export type SignatureInput = { kind: 'drawn'; svg?: string; png?: string } | { kind: 'typed'; name: string };

export type FormSubmission = {
  values: Record<string, NormalisedValue>;
  signature: SignatureInput | null;
  preview: boolean;
  version: number | undefined;
};

export type ParsedSubmission = { ok: true; submission: FormSubmission } | { ok: false; entries: string[] };

const BODY_KEYS = ['values', 'signature', 'preview', 'version'];
const SIGNATURE_KEYS = ['svg', 'png', 'typed'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body of POST /api/forms/{key}: `{ values, signature: { svg | png | typed }, preview, version? }`.
 * Values go through the one form engine (parseFormBody: unknown keys refused); a today field may be sent
 * empty or as today's date, never another; the signature is required when the template's sign field is,
 * and refused when it has none. Every problem is a 'field=>message' entry (the sign field's name for the
 * signature, so the form shows it at the pad).
 */
export function parseFormSubmission(template: FormTemplate, body: unknown, now: Date): ParsedSubmission {
  return checkFormSubmission(body, () => ({ template, now }));
}

/**
 * `parseFormSubmission` asking for the form only when the body is an object: a body that is no object is
 * refused whatever the form (the route's check finds the form by the body object, ADR 143).
 */
export function checkFormSubmission(
  body: unknown,
  formOf: (body: Record<string, unknown>) => { template: FormTemplate; now: Date },
): ParsedSubmission {
  if (!isObject(body)) return { ok: false, entries: [messages.validationFailed] };
  const { template, now } = formOf(body);
  const entries: string[] = [];
  for (const key of Object.keys(body))
    if (!BODY_KEYS.includes(key)) entries.push(`${key}=>${unknownFieldTexts.unknown}`);

  if (typeof body.preview !== 'boolean') entries.push(`preview=>${texts.previewRequired}`);
  const version = body.version;
  if (version !== undefined && !(typeof version === 'number' && Number.isSafeInteger(version) && version > 0))
    entries.push(`version=>${messages.validationFailed}`);

  const today = isoDateIn(now);
  const todayNames = todayFields(template).map((field) => field.name);
  const rawValues = body.values === undefined ? {} : body.values;
  let values: Record<string, NormalisedValue> = {};
  if (!isObject(rawValues)) entries.push(`values=>${messages.validationFailed}`);
  else {
    const parsed = parseFormBody(inputDefinitions(template), rawValues, { now, extraKeys: todayNames });
    if (parsed.ok) values = parsed.values;
    else entries.push(...parsed.entries);
    for (const [name, message] of Object.entries(undrawableFieldErrors(inputDefinitions(template), values)))
      entries.push(`${name}=>${message}`);
    for (const name of todayNames) {
      const sent = rawValues[name];
      if (sent !== undefined && sent !== '' && sent !== null && sent !== today)
        entries.push(`${name}=>${texts.todayOnly(formatDateDe(today))}`);
      values[name] = today;
    }
  }

  const sign = signField(template);
  const given = body.signature !== undefined && body.signature !== null;
  let signature: SignatureInput | null = null;
  // A form without a sign field takes no signature, whatever its shape; null counts as none.
  if (!sign) {
    if (given) entries.push(`signature=>${texts.signatureNotExpected}`);
  } else if (given) signature = parseSignature(body.signature, sign.name, entries);
  else if (sign.required) entries.push(`${sign.name}=>${texts.signatureRequired}`);

  if (entries.length) return { ok: false, entries };
  return {
    ok: true,
    submission: { values, signature, preview: body.preview === true, version: version as number | undefined },
  };
}

function parseSignature(raw: unknown, field: string, entries: string[]): SignatureInput | null {
  const fail = (message: string) => {
    entries.push(`${field}=>${message}`);
    return null;
  };
  if (!isObject(raw)) return fail(texts.signatureInvalid);
  const unknown = Object.keys(raw).filter((key) => !SIGNATURE_KEYS.includes(key));
  if (unknown.length) return fail(texts.signatureInvalid);
  const { svg, png, typed } = raw;
  if (typed !== undefined) {
    if (svg !== undefined || png !== undefined) return fail(texts.signatureOneKind);
    if (typeof typed !== 'string' || !isStorableText(typed)) return fail(texts.typedLength);
    const name = typed.trim().replace(/\s+/g, ' ');
    const length = [...name].length;
    if (length < TYPED_SIGNATURE_LENGTH.min || length > TYPED_SIGNATURE_LENGTH.max)
      return fail(texts.typedLength);
    const undrawable = pdfDrawableProblem(name);
    if (undrawable) return fail(undrawable);
    return { kind: 'typed', name };
  }
  if (svg === undefined && png === undefined) return fail(texts.signatureRequired);
  if (svg !== undefined && (typeof svg !== 'string' || svg.length > MAX_SIGNATURE_SVG_LENGTH || svg === ''))
    return fail(texts.signatureInvalid);
  if (png !== undefined && (typeof png !== 'string' || png.length > MAX_SIGNATURE_PNG_LENGTH || png === ''))
    return fail(texts.signatureInvalid);
  return {
    kind: 'drawn',
    ...(svg !== undefined ? { svg: svg as string } : {}),
    ...(png !== undefined ? { png: png as string } : {}),
  };
}
