import { issueEntries } from '@kundenportal/domain/errors/unknown-fields';
import { checkedBody, refusalOf } from '@kundenportal/domain/validation/checked-body';
import type { z } from 'zod';

/**
 * A route's body checked by a zod schema of the domain with the entries the use case answered before:
 * a missing body counts as `{}`, and an issue about the body itself is named `bodyField` (e.g. vertrag_id),
 * so moving the check into the route schema (ADR 100) changes no 422. A refused key is named as sent.
 */
export function zodBody<S extends z.ZodType>(schema: S, bodyField = '') {
  return checkedBody(schema, (body: unknown) => {
    const parsed = schema.safeParse(body ?? {});
    if (parsed.success) return { ok: true, value: parsed.data as z.output<S> };
    return refusalOf(issueEntries(parsed.error.issues, bodyField));
  });
}
