import { describe, expect, it } from 'vitest';
import { findDuplicate, normaliseContractNumber, normaliseInsurer } from './duplicates';

describe('duplicate rule', () => {
  it('normalises numbers: case, blanks and separators do not count', () => {
    expect(normaliseContractNumber(' KFZ 123-456/7 ')).toBe('kfz1234567');
    expect(normaliseContractNumber('kfz.123.4567')).toBe('kfz1234567');
    expect(normaliseContractNumber('AB-1')).not.toBe(normaliseContractNumber('AB-2'));
  });

  it('normalises insurers: legal forms, umlauts and punctuation do not count', () => {
    expect(normaliseInsurer('Allianz Versicherungs-AG')).toBe(normaliseInsurer('allianz'));
    expect(normaliseInsurer('HUK-COBURG')).toBe(normaliseInsurer('HUK Coburg a.G.'));
    expect(normaliseInsurer('Württembergische Versicherung AG')).toBe(normaliseInsurer('Wuerttembergische'));
    expect(normaliseInsurer('ERGO')).not.toBe(normaliseInsurer('Allianz'));
  });

  const household = [
    { id: 1, gesellschaft: 'Allianz Versicherungs-AG', nummer: 'AS-123 456' },
    { id: 2, gesellschaft: 'HUK-COBURG', nummer: null },
  ];

  it('finds another contract with the same insurer and number', () => {
    expect(findDuplicate({ gesellschaft: 'Allianz', nummer: 'as123456' }, household)?.id).toBe(1);
  });

  it('is not the contract itself (edit), nor one of another insurer or number, nor without a number', () => {
    expect(findDuplicate({ id: 1, gesellschaft: 'Allianz', nummer: 'AS123456' }, household)).toBeUndefined();
    expect(findDuplicate({ gesellschaft: 'ERGO', nummer: 'AS123456' }, household)).toBeUndefined();
    expect(findDuplicate({ gesellschaft: 'Allianz', nummer: 'AS123457' }, household)).toBeUndefined();
    expect(findDuplicate({ gesellschaft: 'HUK-COBURG', nummer: '' }, household)).toBeUndefined();
    expect(findDuplicate({ gesellschaft: 'HUK-COBURG', nummer: null }, household)).toBeUndefined();
  });
});
