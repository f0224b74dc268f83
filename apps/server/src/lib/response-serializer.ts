import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * `encoded` (what the schema made of `original`: unknown keys dropped, keys in the schema's order) with
 * its keys in `original`'s order, so a schema's key order never changes an answer's bytes.
 */
function inOrderOf(original: unknown, encoded: unknown): unknown {
  if (Array.isArray(original) && Array.isArray(encoded)) {
    return encoded.map((item, index) => inOrderOf(original[index], item));
  }
  if (!isPlainObject(original) || !isPlainObject(encoded)) return encoded;
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(original)) {
    if (Object.hasOwn(encoded, key)) ordered[key] = inOrderOf(original[key], encoded[key]);
  }
  for (const key of Object.keys(encoded)) if (!Object.hasOwn(ordered, key)) ordered[key] = encoded[key];
  return ordered;
}

/**
 * The serializer of answers with a response schema (ADR 100): the answer as the route's zod schema
 * encodes it — a key the schema does not list is not sent, an answer that does not fit is a 500 (a test
 * finds it) — in the order the handler built it, as JSON. So a schema describes an answer without
 * changing its bytes; the schema's `satisfies z.ZodType<ApiType>` keeps it from forgetting a field.
 */
export const responseSerializer: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const encoded = z.safeEncode(schema, data);
    if (!encoded.success) throw new ResponseSerializationError(method, url, { cause: encoded.error });
    return JSON.stringify(inOrderOf(data, encoded.data));
  };
