/**
 * Whether a JSON body has a "__proto__" key anywhere: Fastify refuses such a body before any route (400,
 * prototype poisoning). A "__proto__" that is only a value is an ordinary text.
 */
export function hasProtoKey(json: string): boolean {
  return /"__proto__"\s*:/.test(json);
}
