/**
 * Whether a JSON body has a "__proto__" key anywhere: Fastify refuses such a body before any route (400,
 * prototype poisoning). A "__proto__" that is only a value, or part of a longer key (`"\"__proto__"`, which a
 * text search took for one), is an ordinary text. JSON.parse keeps such a key as an own property, so the
 * reviver sees it. Not JSON at all (no body): none.
 */
export function hasProtoKey(json: string): boolean {
  let found = false;
  try {
    JSON.parse(json, (key, value) => {
      if (key === '__proto__') found = true;
      return value;
    });
  } catch {
    // No JSON (an undefined body sends none): no key at all.
  }
  return found;
}
