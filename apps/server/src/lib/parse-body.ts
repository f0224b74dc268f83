import { issueEntries } from '@kundenportal/domain/errors/unknown-fields';
import type { z } from 'zod';
import { ValidationError } from './app-error';

/**
 * A body checked by the use case, after the session and the permission (401, 403/404, then 422;
 * docs/decisions/006-persons.md): the parsed value, or the 422 with 'field=>message' entries.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new ValidationError(issueEntries(result.error.issues));
  return result.data;
}
