/**
 * Texts of the date rules (spec section 5): our German texts, the spec names only the error types (the keys).
 * Bounds arrive formatted as DD.MM.YYYY.
 */
export const dateTexts = {
  DateErr: 'Bitte gib ein gültiges Datum ein.',
  DateMinErrToday: 'Das Datum darf nicht in der Vergangenheit liegen.',
  DateMinErrMorgen: 'Das Datum muss frühestens morgen sein.',
  DateMinErr: (min: string) => `Das Datum darf nicht vor dem ${min} liegen.`,
  DateMaxErrToday: 'Das Datum darf nicht in der Zukunft liegen.',
  DateMaxErrMorgen: 'Das Datum darf höchstens morgen sein.',
  DateMaxErr: (max: string) => `Das Datum darf nicht nach dem ${max} liegen.`,
} as const;
