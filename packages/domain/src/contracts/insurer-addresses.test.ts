import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../validation/email';
import { INSURER_CONTACTS, insurerContact, insurersWithContact } from './insurer-addresses';
import { INSURERS } from './insurers';

const shortNames = new Set(INSURERS.map((insurer) => insurer.kurzname));

describe('the insurers’ address table', () => {
  it('has a dozen and more large insurers, each of the insurers list', () => {
    expect(Object.keys(INSURER_CONTACTS).length).toBeGreaterThanOrEqual(12);
    for (const name of Object.keys(INSURER_CONTACTS)) expect(shortNames, name).toContain(name);
  });

  it('gives each a street, a five-digit postcode, a town, an https source and an e-mail only if valid', () => {
    for (const [name, entry] of Object.entries(INSURER_CONTACTS)) {
      expect(entry.strasse.trim(), name).not.toBe('');
      expect(entry.plz, name).toMatch(/^\d{5}$/);
      expect(entry.ort.trim(), name).not.toBe('');
      expect(new URL(entry.quelle).protocol, name).toBe('https:');
      if (entry.email !== null) expect(isValidEmail(entry.email), name).toBe(true);
    }
  });

  it('finds an insurer by its short or full name, in any case, and nothing for another', () => {
    expect(insurerContact('HUK-COBURG')).toMatchObject({ strasse: 'Bahnhofsplatz', plz: '96444' });
    expect(insurerContact(' huk-coburg ')).toBe(insurerContact('HUK-COBURG'));
    expect(insurerContact('Allianz Versicherungs-AG')).toBe(insurerContact('Allianz'));
    expect(insurerContact('Kleine Kasse am Ort')).toBeNull();
    expect(insurerContact('')).toBeNull();
  });

  it('pairs a street with the street’s postcode, not a bulk-mail (Großkunden) one', () => {
    // A Großkunden postcode belongs to the insurer alone and takes no street; with one the post may misroute.
    expect(insurerContact('Debeka Allgemeine')).toMatchObject({
      strasse: 'Ferdinand-Sauerbruch-Straße 18',
      plz: '56073',
      ort: 'Koblenz',
    });
    expect(insurerContact('Nürnberger')).toMatchObject({
      strasse: 'Ostendstraße 100',
      plz: '90482',
      ort: 'Nürnberg',
    });
  });

  it('lists its insurers sorted', () => {
    const names = insurersWithContact();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    expect(names).toContain('R+V');
  });
});
