import type { FieldDefinition } from '../forms/field-definition';
import type { FormErrors } from '../forms/validate-form';
import { adviserFormTexts } from '../texts/adviser-forms';
import { PDF_DRAWABLE_RANGES } from './pdf-drawable-ranges';

/**
 * Whether the form PDF can draw a character: both embedded faces have a glyph for it (the ranges are
 * generated from the fonts), or it is white space, which the layout takes. Issue 27, item 8: '🚗' printed
 * as '?'; a character the PDF cannot draw is refused where it is typed instead (ADR 032).
 */
export function isPdfDrawable(char: string): boolean {
  if (/^\s$/u.test(char)) return true;
  const codePoint = char.codePointAt(0) ?? 0;
  let low = 0;
  let high = PDF_DRAWABLE_RANGES.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const first = PDF_DRAWABLE_RANGES[2 * middle] ?? 0;
    const last = PDF_DRAWABLE_RANGES[2 * middle + 1] ?? 0;
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
}

/** The characters of a text the PDF cannot draw, each once, in order. */
export function undrawableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) if (!isPdfDrawable(char)) found.add(char);
  return [...found];
}

/** The field's message for a text with characters the PDF cannot draw; undefined when it can draw all. */
export function pdfDrawableProblem(text: string): string | undefined {
  const chars = undrawableCharacters(text);
  return chars.length ? adviserFormTexts.undrawable(chars) : undefined;
}

/**
 * The messages of the text inputs of an adviser form whose values hold characters the PDF cannot draw:
 * checked by the web app at the field and by the server (422 at the field) alike.
 */
export function undrawableFieldErrors(
  definitions: readonly FieldDefinition[],
  values: Readonly<Record<string, unknown>>,
): FormErrors {
  const errors: FormErrors = {};
  for (const definition of definitions) {
    const value = values[definition.name];
    const problem = typeof value === 'string' ? pdfDrawableProblem(value) : undefined;
    if (problem) errors[definition.name] = problem;
  }
  return errors;
}
