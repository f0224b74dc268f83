/**
 * Texts of the value rules (spec section 5): amounts, IBAN and BIC, phone numbers, times and typed dates.
 * The spec's own texts verbatim (typos included: 'Gebe', 'Bitte gebe'); the others are ours, marked.
 */
export const validationTexts = {
  amount: 'Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.',
  /** Ours: fields without decimals (e.g. the number of children). */
  integer: 'Gebe eine gültige ganze Zahl ein.',
  iban: 'Bitte gebe eine gültige IBAN ein.',
  /** Ours. */
  bic: 'Bitte gib eine gültige BIC ein.',
  mobile: 'Keine gültige Mobilnummer.',
  /** Ours: any phone number (landline, service number) of third parties such as an insurer. */
  phone: 'Keine gültige Telefonnummer.',
  time: 'Gebe eine gültige Uhrzeit ein.',
  /** Ours: the end of a time window ('erreichbar bis') not after its start. */
  timeOrder: 'Die Uhrzeit „bis“ muss nach der Uhrzeit „von“ liegen.',
  /** Ours: a typed date that is not a real calendar day in the form TT.MM.JJJJ. */
  dateDe: 'Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.',
} as const;
