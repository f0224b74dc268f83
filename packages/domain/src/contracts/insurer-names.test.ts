import { describe, expect, it } from 'vitest';
import { insurerKey, knownInsurer, legalInsurerName, sameInsurer } from './insurer-names';
import { INSURERS } from './insurers';

describe('insurer names', () => {
  it('finds every insurer of the list by its short and its full name, each only as itself', () => {
    for (const insurer of INSURERS) {
      expect(knownInsurer(insurer.kurzname), insurer.kurzname).toBe(insurer);
      expect(knownInsurer(insurer.name), insurer.name).toBe(insurer);
    }
  });

  it('matches a name in any case and with spaces around it, short or full alike, and another name only as itself', () => {
    expect(sameInsurer(' gothaer ', 'GOTHAER ALLGEMEINE VERSICHERUNG AG')).toBe(true);
    expect(sameInsurer('Gothaer', 'Gothaer Leben')).toBe(false);
    expect(sameInsurer('Die Haftpflichtkasse', ' die haftpflichtkasse')).toBe(true);
    expect(insurerKey('Allianz Versicherungs-AG')).toBe('allianz');
    expect(knownInsurer('NichtDa AG')).toBeNull();
  });

  it('addresses a letter to the legal entity, not the short name', () => {
    expect(legalInsurerName('Gothaer')).toBe('Gothaer Allgemeine Versicherung AG');
    expect(legalInsurerName(' allianz ')).toBe('Allianz Versicherungs-AG');
    expect(legalInsurerName(' Kleine Kasse am Ort ')).toBe('Kleine Kasse am Ort');
  });
});
