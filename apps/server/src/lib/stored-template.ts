import { parseTemplate, type TemplateParse } from '@kundenportal/domain/adviser-forms/parse-template';

const MAX_KEPT = 500;
const kept = new Map<string, TemplateParse>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A stored form template's parse (`parseTemplate(source, { stored: true })`), kept by its source: a stored
 * version never changes, and lexing its markdown was most of GET /api/forms/{key}'s and the workspace's
 * form list's time (issue 34, ADR 302). Frozen, as every request shares it: a write to it throws.
 */
export function parseStoredTemplate(source: string): TemplateParse {
  const found = kept.get(source);
  if (found) return found;
  const parsed = deepFreeze(parseTemplate(source, { stored: true }));
  if (kept.size >= MAX_KEPT) {
    const oldest = kept.keys().next();
    if (!oldest.done) kept.delete(oldest.value);
  }
  kept.set(source, parsed);
  return parsed;
}
