/**
 * A 422 body's `errors` (spec section 5, DESIGN "API conventions"): a list of entries
 * 'field=>message' — an entry with a field belongs to that field, one without is shown as a toast.
 * The client also accepts an errors map (field → message or list of messages) and a bare message.
 * The web app reads every 422 through this one function (apps/web/src/lib/server-errors.ts).
 */
export type ParsedValidationErrors = {
  /** First message per field. */
  fields: Record<string, string>;
  /** Entries without a field, in order. */
  general: string[];
};

const SEPARATOR = '=>';

function parseEntries(entries: readonly unknown[], parsed: ParsedValidationErrors): void {
  for (const entry of entries) {
    if (typeof entry !== 'string' || !entry) continue;
    const separator = entry.indexOf(SEPARATOR);
    if (separator === -1) {
      parsed.general.push(entry);
      continue;
    }
    const field = entry.slice(0, separator).trim();
    const message = entry.slice(separator + SEPARATOR.length).trim();
    if (!field) {
      if (message) parsed.general.push(message);
    } else if (!Object.hasOwn(parsed.fields, field)) {
      parsed.fields[field] = message;
    }
  }
}

function parseMap(errors: object, parsed: ParsedValidationErrors): void {
  for (const [field, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
    if (typeof message === 'string' && message) parsed.fields[field] = message;
  }
}

export function parseValidationErrors(errors: unknown): ParsedValidationErrors {
  const parsed: ParsedValidationErrors = { fields: {}, general: [] };
  if (Array.isArray(errors)) parseEntries(errors, parsed);
  else if (typeof errors === 'string' && errors) parsed.general.push(errors);
  else if (typeof errors === 'object' && errors !== null) parseMap(errors, parsed);
  return parsed;
}
