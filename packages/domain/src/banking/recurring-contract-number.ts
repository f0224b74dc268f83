/**
 * The contract number a debit's purpose states (issue 33, review finding 3): after a word that names one
 * ("Vertrag", "Vertragsnr.", "Vers.-Nr.", "VSNR", "Versicherungsschein", "Police", "Vertragsnummer"), a
 * run of letters, digits, dots, slashes and dashes with at least one digit; null when the text states none.
 */
const CONTRACT_NUMBER =
  /(?:^|[^\p{L}])(?:vertrags?(?:[- ]?nr\.?|nummer)?|vers(?:icherungs)?(?:schein)?\.?[- ]?(?:nr\.?|nummer)|versicherungsschein|vsnr\.?|vs-nr\.?|police(?:n?-?nr\.?|nummer)?)\s*[:.]?\s*([\p{L}\d][\p{L}\d./-]{2,39})/giu;

export function contractNumberFromPurpose(purpose: string): string | null {
  for (const match of purpose.matchAll(CONTRACT_NUMBER)) {
    const number = (match[1] ?? '').replace(/[./-]+$/, '');
    if (/\d/.test(number) && number.length >= 3) return number;
  }
  return null;
}
