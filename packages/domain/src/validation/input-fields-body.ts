import type { z } from 'zod';
import { unknownKeys } from '../errors/unknown-fields';
import { messages } from '../texts/messages';
import { checkedBody } from './checked-body';

/** A save's body after its route schema: only the input's keys, as sent. */
export type InputFields<S extends z.ZodObject> = { readonly [K in keyof z.input<S>]?: unknown };

/** A check of a save's values: ok, or the catalogue's entries by field, in its order. */
export type ValuesCheck<S extends z.ZodObject> = (
  sent: InputFields<S>,
) => { ok: true } | { ok: false; errors: Readonly<Record<string, string>> };

/**
 * A save's route schema (ADR 140), documented as the strict object `input`: first what the body decides
 * alone — an object (otherwise the one fieldless entry `messages.validationFailed`) with no key `input`
 * lacks (otherwise each such key as an unknown field, in the body's order, and nothing else) — then
 * `checkValues`, which merges the sent fields with the stored entry and checks them against the catalogue
 * (state that the route's preValidation hook kept). Its value is the body as sent: the save merges it
 * again over the row it locks.
 */
export function inputFieldsBody<S extends z.ZodObject>(input: S, checkValues: ValuesCheck<S>) {
  return checkedBody<InputFields<S>>(input, (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return { ok: false, errors: {}, general: [messages.validationFailed] };
    const unknown = unknownKeys(body as Readonly<Record<string, unknown>>, input.shape);
    if (unknown.length) return { ok: false, errors: {}, unknown };
    const checked = checkValues(body);
    return checked.ok ? { ok: true, value: body } : { ok: false, errors: checked.errors };
  });
}

/** The sent fields over `stored` (a field left out, or sent as undefined, keeps its stored value). */
export function mergedFields(
  stored: Readonly<Record<string, unknown>> | null,
  sent: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...(stored ?? {}) };
  for (const [key, value] of Object.entries(sent)) if (value !== undefined) values[key] = value;
  return values;
}
