/**
 * Messages several unrelated areas show alike, defined once (issue 28); the areas keep their own keys
 * as references to these, so callers name the text by their area.
 */
export const commonTexts = {
  /** Values as the caller wants them shown, e.g. 2000 or '2.000'. */
  charCount: (used: number | string, max: number | string) => `${used} von ${max} Zeichen`,
  createdOn: (date: string) => `angelegt am ${date}`,
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  stepOf: (step: number, steps: number) => `Schritt ${step} von ${steps}`,
  unknownCategory: 'Diese Kategorie gibt es nicht.',
} as const;
