/**
 * Server validation errors arrive as a list of entries 'field=>message' (spec section 5, DESIGN
 * "API conventions"): an entry with a field belongs to that field, one without is shown as a toast.
 */
export type ParsedValidationErrors = {
  /** First message per field. */
  fields: Record<string, string>;
  /** Entries without a field, in order. */
  general: string[];
};

export function parseValidationErrors(errors: unknown): ParsedValidationErrors {
  const parsed: ParsedValidationErrors = { fields: {}, general: [] };
  if (!Array.isArray(errors)) return parsed;
  for (const entry of errors) {
    if (typeof entry !== 'string' || !entry) continue;
    const separator = entry.indexOf('=>');
    if (separator === -1) {
      parsed.general.push(entry);
      continue;
    }
    const field = entry.slice(0, separator).trim();
    const message = entry.slice(separator + 2).trim();
    if (!field) {
      if (message) parsed.general.push(message);
    } else if (!(field in parsed.fields)) {
      parsed.fields[field] = message;
    }
  }
  return parsed;
}
