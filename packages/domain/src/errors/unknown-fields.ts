import { unknownFieldTexts } from '../texts/errors';

/** The own keys of `value` that `known` does not list (a zod object's `shape` or a list of names). */
export function unknownKeys(
  value: Readonly<Record<string, unknown>>,
  known: Readonly<Record<string, unknown>> | readonly string[],
): string[] {
  const names = Array.isArray(known) ? known : Object.keys(known);
  return Object.keys(value).filter((key) => !names.includes(key));
}

/** The field name of a path: segments joined with dots ('adressen.0.city'); '' for the body itself. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

type IssueLike = {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
};

/**
 * The 422 entries of zod issues: 'field=>message', an unknown key as one entry per key with
 * unknownFieldTexts.unknown, and an issue of the body itself under `bodyField` (or without a field).
 */
export function issueEntries(issues: readonly IssueLike[], bodyField = ''): string[] {
  return issues.flatMap((issue) => {
    const field = fieldPath(issue.path);
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      return issue.keys.map((key) => `${field ? `${field}.` : ''}${key}=>${unknownFieldTexts.unknown}`);
    }
    const name = field || bodyField;
    return [name ? `${name}=>${issue.message}` : issue.message];
  });
}
