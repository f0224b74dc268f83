import { unknownFieldTexts } from '../texts/errors';
import { messages } from '../texts/messages';
import type { FieldDefinition } from './field-definition';
import type { NormalisedValue } from './validate-field';
import { parseForm, toErrorEntries } from './validate-form';

export type ParsedBody =
  | { ok: true; values: Record<string, NormalisedValue> }
  | { ok: false; entries: string[] };

/**
 * An API body checked against a catalogue form: a body that is not an object, and every key the form does
 * not know (beyond `extraKeys`, which the caller reads itself), are refused (ADR 010); then the form's
 * rules. Answers the normalised values or the 422 entries ('field=>message').
 */
export function parseFormBody(
  definitions: readonly FieldDefinition[],
  body: unknown,
  options: { now: Date; extraKeys?: readonly string[] },
): ParsedBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, entries: [messages.validationFailed] };
  const known = new Set([...definitions.map((definition) => definition.name), ...(options.extraKeys ?? [])]);
  const unknown = Object.keys(body).filter((key) => !known.has(key));
  if (unknown.length)
    return { ok: false, entries: unknown.map((key) => `${key}=>${unknownFieldTexts.unknown}`) };
  const parsed = parseForm(definitions, body, { now: options.now });
  return parsed.ok ? parsed : { ok: false, entries: toErrorEntries(parsed.errors) };
}
