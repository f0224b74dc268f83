import type { z } from 'zod';
import { unknownKeys } from '../errors/unknown-fields';
import { messages } from '../texts/messages';
import { checkedBody } from './checked-body';

/** A save's body after its route schema: only the input's keys, their values not yet checked. */
export type InputFields<S extends z.ZodObject> = { readonly [K in keyof z.input<S>]?: unknown };

/**
 * The part of a save's check that the body decides alone (ADR 140), as the route schema: an object
 * (otherwise the one fieldless entry `messages.validationFailed`) with no key the strict object `input`
 * lacks (otherwise each such key as an unknown field, in the body's order, and nothing else). The values
 * are the use case's to check: what the body leaves out keeps its stored value, and the choices are the
 * household's, both read in the save's transaction.
 */
export function inputFieldsBody<S extends z.ZodObject>(input: S) {
  return checkedBody<InputFields<S>>(input, (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return { ok: false, errors: {}, general: [messages.validationFailed] };
    const unknown = unknownKeys(body as Readonly<Record<string, unknown>>, input.shape);
    return unknown.length ? { ok: false, errors: {}, unknown } : { ok: true, value: body };
  });
}
