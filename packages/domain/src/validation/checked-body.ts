import { z } from 'zod';

/**
 * A check's refusal: 'field=>message' entries in this order ('' or a dotted path as the field), then the
 * keys the body may not have (each an unknown field, named exactly as sent, '' or 'a/b' too), then fieldless ones.
 */
export type BodyRefusal = {
  errors: Readonly<Record<string, string>>;
  unknown?: readonly string[];
  general?: readonly string[];
};

export type BodyCheck<T> = (body: unknown) => { ok: true; value: T } | ({ ok: false } & BodyRefusal);

/**
 * A request body checked by `check` (the form engine against the catalogue, or any rule that must answer
 * with its own messages in its own order), documented as `documented` (the strict zod object of its
 * keys): the route schema validates it like any other, and its 422 entries are exactly the check's.
 * The route's body is then the check's value.
 */
export function checkedBody<T>(documented: z.ZodType, check: BodyCheck<T>) {
  return z
    .unknown()
    .transform((body, ctx): T => {
      const result = check(body);
      if (result.ok) return result.value;
      for (const [field, message] of Object.entries(result.errors)) {
        ctx.addIssue({ code: 'custom', path: field ? field.split('.') : [], message, input: body });
      }
      if (result.unknown?.length) {
        const input = body as Record<string, unknown>; // keys of its own: an object
        ctx.addIssue({ code: 'unrecognized_keys', keys: [...result.unknown], path: [], input });
      }
      for (const message of result.general ?? [])
        ctx.addIssue({ code: 'custom', path: [], message, input: body });
      return z.NEVER;
    })
    .meta(documentedSchema(documented));
}

const documentedSchemas = new WeakMap<z.ZodType, Record<string, unknown>>();

/**
 * `documented` as JSON Schema, converted once per schema: the routes are defined again for every app a
 * process builds (each server test file builds one), and the conversion was about a tenth of that.
 */
function documentedSchema(documented: z.ZodType): Record<string, unknown> {
  let converted = documentedSchemas.get(documented);
  if (!converted) {
    const { $schema: _, ...jsonSchema } = z.toJSONSchema(documented, {
      io: 'input',
      target: 'draft-2020-12',
      unrepresentable: 'any',
    });
    converted = jsonSchema;
    documentedSchemas.set(documented, converted);
  }
  return converted;
}

/**
 * 'field=>message' entries (the form engine's 422) as a check's refusal, each sent whole as a fieldless
 * issue so that its field is named exactly as written: an issue's path would turn a refused key 'a/b'
 * into 'a.b', 'x.' into 'x' and '' into an entry without a field (ADR 137). A field's first entry counts;
 * the fields' entries in their order, then those without '=>'.
 */
export function refusalOf(entries: readonly string[]): { ok: false } & BodyRefusal {
  const named = new Set<string>();
  const fielded: string[] = [];
  const fieldless: string[] = [];
  for (const entry of entries) {
    const at = entry.indexOf('=>');
    const field = entry.slice(0, at);
    if (at < 0) fieldless.push(entry);
    else if (!named.has(field)) {
      named.add(field);
      fielded.push(entry);
    }
  }
  return { ok: false, errors: {}, general: [...fielded, ...fieldless] };
}
