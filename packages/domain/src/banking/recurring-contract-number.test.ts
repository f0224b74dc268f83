import { describe, expect, it } from 'vitest';
import { contractNumberFromPurpose } from './recurring-contract-number';

describe('contractNumberFromPurpose', () => {
  it.each([
    ['Beitrag Kfz-Versicherung Vertrag 123456789', '123456789'],
    ['Kfz-Haftpflicht Vertrag Nr. 55443322', '55443322'],
    ['HUK Vers.-Nr. 123/456789-K', '123/456789-K'],
    ['VSNR: AB-12.345.678 Beitrag 11/2026', 'AB-12.345.678'],
    ['Beitrag Hausrat Versicherungsschein 7788990 Zeitraum 01.11.2026', '7788990'],
    ['Police-Nr. 4711-0815.', '4711-0815'],
    ['Lastschrift Vertragsnummer 99887766 Rechtsschutz', '99887766'],
  ])('reads the number that %s states', (purpose, number) => {
    expect(contractNumberFromPurpose(purpose)).toBe(number);
  });

  it.each([['Beitrag 11/2026'], ['Vertragsdaten geändert'], ['Beitrag Kfz-Versicherung K-AB 123'], ['']])(
    'finds none in %s',
    (purpose) => {
      expect(contractNumberFromPurpose(purpose)).toBeNull();
    },
  );
});
