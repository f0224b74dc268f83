/**
 * The duplicate rule of a contract save (spec section 6: on by default, off by a local-storage flag):
 * another contract of the household with the same insurer and the same number, both compared
 * normalised. A contract without a number is never a duplicate: two policies of one insurer without
 * numbers are common while they are being entered.
 */

const LEGAL_FORMS =
  /\b(ag|se|gmbh|kgaa|kg|vvag|a\s*g|ev|e\s*v|versicherungs\s*ag|versicherungsgesellschaft|versicherung|versicherungen)\b/g;

function foldGerman(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** 'Allianz Versicherungs-AG' and 'allianz' compare equal; so do 'HUK-COBURG' and 'HUK Coburg a.G.'. */
export function normaliseInsurer(gesellschaft: string): string {
  return foldGerman(gesellschaft)
    .replace(/[.\-_/,&]+/g, ' ')
    .replace(LEGAL_FORMS, ' ')
    .replace(/\s+/g, '');
}

/** 'KFZ 123-456/7' and 'kfz1234567' compare equal: case, blanks and separators do not count. */
export function normaliseContractNumber(nummer: string): string {
  return foldGerman(nummer).replace(/[^a-z0-9]/g, '');
}

export type DuplicateCandidate = { id?: number; gesellschaft: string | null; nummer: string | null };

/** The first other contract of `household` with the same insurer and number as `contract`, if any. */
export function findDuplicate<T extends DuplicateCandidate>(
  contract: DuplicateCandidate,
  household: readonly T[],
): T | undefined {
  const nummer = normaliseContractNumber(contract.nummer ?? '');
  const insurer = normaliseInsurer(contract.gesellschaft ?? '');
  if (nummer === '' || insurer === '') return undefined;
  return household.find(
    (other) =>
      other.id !== contract.id &&
      normaliseContractNumber(other.nummer ?? '') === nummer &&
      normaliseInsurer(other.gesellschaft ?? '') === insurer,
  );
}
