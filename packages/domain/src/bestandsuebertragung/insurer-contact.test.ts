import { describe, expect, it } from 'vitest';
import { issueEntries } from '../errors/unknown-fields';
import {
  type AgencyInsurerSettings,
  addressLines,
  agencyInsurerSettingsSchema,
  type InsurerContactEntry,
  letterRecipient,
} from './insurer-contact';

const entry: InsurerContactEntry = {
  strasse: 'Bahnhofsplatz',
  plz: '96444',
  ort: 'Coburg',
  email: null,
  quelle: 'Impressum des Versicherers',
};
const none: AgencyInsurerSettings = {
  vermittlernummer: '',
  strasse: '',
  plz: '',
  ort: '',
  email: '',
  schadenhotline: '',
};

function check(body: unknown) {
  const result = agencyInsurerSettingsSchema.safeParse(body);
  return result.success ? result.data : issueEntries(result.error.issues);
}

describe('the agency’s settings per insurer', () => {
  it('take the intermediary number and an address and e-mail of its own, trimmed, or nothing', () => {
    expect(check({ ...none, vermittlernummer: ' 12/345 ' })).toEqual({ ...none, vermittlernummer: '12/345' });
    expect(
      check({ ...none, strasse: 'Postfach 1', plz: '96440', ort: 'Coburg', email: 'makler@huk.de' }),
    ).toEqual({
      vermittlernummer: '',
      strasse: 'Postfach 1',
      plz: '96440',
      ort: 'Coburg',
      email: 'makler@huk.de',
      schadenhotline: '',
    });
  });

  it('take a claims hotline for the Notfallkarte (issue 32): any phone number, trimmed; none without one', () => {
    expect(check({ ...none, schadenhotline: ' 089 333 444 ' })).toEqual({
      ...none,
      schadenhotline: '089 333 444',
    });
    const { schadenhotline: _, ...withoutHotline } = none;
    expect(check(withoutHotline)).toEqual(none);
    expect(check({ ...none, schadenhotline: '12' })).toEqual([
      'schadenhotline=>Keine gültige Telefonnummer.',
    ]);
  });

  it('refuse half an address, a bad postcode or e-mail, and unknown keys', () => {
    expect(check({ ...none, strasse: 'Postfach 1' })).toEqual([
      'strasse=>Bitte geben Sie Straße, PLZ und Ort zusammen an oder lassen Sie alle drei leer.',
    ]);
    expect(check({ ...none, strasse: 'Postfach 1', plz: '1234', ort: 'Coburg' })).toEqual([
      'plz=>Bitte geben Sie eine fünfstellige Postleitzahl ein.',
    ]);
    expect(check({ ...none, email: 'nein' })).toEqual([
      'email=>Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    ]);
    expect(check({ ...none, fax: '1' })).toHaveLength(1);
  });
});

describe('the letter’s recipient', () => {
  it('is the agency’s address and e-mail where entered, else the table’s', () => {
    expect(letterRecipient(entry, null)).toEqual({
      address: { strasse: 'Bahnhofsplatz', plz: '96444', ort: 'Coburg' },
      email: null,
    });
    const own = { ...none, strasse: 'Postfach 1', plz: '96440', ort: 'Coburg', email: 'wechsel@huk.de' };
    expect(letterRecipient(entry, own)).toEqual({
      address: { strasse: 'Postfach 1', plz: '96440', ort: 'Coburg' },
      email: 'wechsel@huk.de',
    });
    expect(letterRecipient({ ...entry, email: 'makler@huk.de' }, none)?.email).toBe('makler@huk.de');
  });

  it('is unknown without any address', () => {
    expect(letterRecipient(null, none)).toBeNull();
    expect(letterRecipient(null, { ...none, email: 'a@b.de' })).toBeNull();
  });

  it('writes the address as two lines', () => {
    expect(addressLines(entry)).toEqual(['Bahnhofsplatz', '96444 Coburg']);
  });
});
