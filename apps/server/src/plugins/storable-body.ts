import { fieldPath } from '@kundenportal/domain/errors/unknown-fields';
import { formTexts } from '@kundenportal/domain/texts/form';
import { isStorableText } from '@kundenportal/domain/validation/storable-text';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../lib/app-error';

/** A key as a field name: NUL and lone surrogates become U+FFFD, so the answer can name it. */
function printable(key: string): string {
  let out = '';
  for (let index = 0; index < key.length; index += 1) {
    const unit = key.charCodeAt(index);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const next = key.charCodeAt(index + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += key.slice(index, index + 2);
      index += 1;
    } else if (unit === 0 || (unit >= 0xd800 && unit <= 0xdfff)) out += '\ufffd';
    else out += key[index];
  }
  return out;
}

/** A value of the body with the key it has in its parent (null for the body itself). */
type Frame = { value: unknown; key: string | null; parent: Frame | null };

const pathOf = (frame: Frame): string[] => {
  const keys: string[] = [];
  for (let at: Frame | null = frame; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.reverse();
};

/**
 * The paths of every string (values and keys) in a JSON body that the database could not store, at most 20,
 * in document order. Walked with a stack of its own, not by recursion: a deeply nested body (thousands of
 * levels fit in the body limit) must not overflow the call stack (a 500), and a path is only built when found.
 */
function unstorablePaths(body: unknown): string[] {
  const found: string[] = [];
  const stack: Frame[] = [{ value: body, key: null, parent: null }];
  while (stack.length > 0 && found.length < 20) {
    const frame = stack.pop() as Frame;
    const { value } = frame;
    if (frame.key !== null && !isStorableText(frame.key)) {
      found.push(fieldPath([...pathOf(frame.parent as Frame), printable(frame.key)]));
    } else if (typeof value === 'string') {
      if (!isStorableText(value)) found.push(fieldPath(pathOf(frame)));
    } else if (typeof value === 'object' && value !== null) {
      const entries = Array.isArray(value)
        ? value.map((item, index) => [String(index), item] as const)
        : Object.entries(value);
      // Pushed last to first: popped in document order, each subtree before the next sibling.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as readonly [string, unknown];
        stack.push({ value: item, key, parent: frame });
      }
    }
  }
  return found;
}

/**
 * A JSON body's strings the database could not store, refused at their fields. A route hook that reads the
 * body before the schema runs calls it first (ADR 135), so its own answers come after this one.
 */
export async function refuseUnstorable(request: FastifyRequest): Promise<void> {
  // JSON objects and arrays (a raw text body is no route's form: each route refuses it itself).
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  const paths = unstorablePaths(body);
  if (paths.length) throw new ValidationError(paths.map((path) => `${path}=>${formTexts.invalidValue}`));
}

/**
 * A safety net under every route's own checks: a JSON body with a NUL character or a lone UTF-16 surrogate in
 * any string is refused with 422 'field=>Der Wert ist ungültig.' before the route runs. PostgreSQL refuses NUL
 * in text and jsonb (a 500 otherwise) and would store a lone surrogate changed; no route has to remember it.
 * The check is appended to each route's own preValidation hooks (registered before the bodyless plugin, so
 * it runs before that refusal), so the session (401), the permission (403) and the ownership (404) come
 * first: such a body sent to another customer's id is that id's 404 (ADR 135). No route hook reads the body.
 */
export const storableBodyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const own: preValidationHookHandler[] = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [...own, refuseUnstorable as preValidationHookHandler];
  });
});
