import { describe, expect, it } from 'vitest';
import { type LetterInput, letterContent } from './letter';

const input: LetterInput = {
  level: 'maklermandat',
  datum: '2026-11-28',
  agency: {
    name: 'Berger Versicherungsmakler GmbH',
    address: ['Leopoldstraße 42', '80802 München'],
    registernummer: 'D-4K2M-XE7QT-21',
    contact: ['Telefon 089 123456', 'info@berger-makler.de'],
  },
  vermittlernummer: '12/345-6',
  insurer: { name: 'HUK-COBURG', address: ['Bahnhofsplatz', '96444 Coburg'] },
  customer: {
    name: 'Max Mustermann',
    geburtsdatum: '1984-03-07',
    address: ['Hauptstraße 1', '10115 Berlin'],
  },
  contracts: [
    { versicherer: 'HUK-COBURG', nummer: 'KH-4711', sparte: 'kfz' },
    { versicherer: 'Allianz', nummer: 'PH-0815', sparte: 'privathaftpflicht' },
    { versicherer: 'HUK-COBURG', nummer: 'HR-99', sparte: null },
  ],
};

describe('the letter to one insurer', () => {
  it('asks for the Bestandsübertragung under a Maklermandat, with the customer’s date of birth and our numbers', () => {
    const letter = letterContent(input);
    expect(letter.subject).toBe('Antrag auf Bestandsübertragung / Betreuerwechsel');
    expect(letter.returnLine).toBe('Berger Versicherungsmakler GmbH · Leopoldstraße 42 · 80802 München');
    // The legal entity the insurers list names, not the contract's short name.
    expect(letter.recipient).toEqual([
      'HUK-COBURG Haftpflicht-Unterstützungs-Kasse kraftfahrender Beamter Deutschlands a.G. in Coburg',
      'Bahnhofsplatz',
      '96444 Coburg',
    ]);
    expect(letter.sender).toContain('Registernummer: D-4K2M-XE7QT-21');
    expect(letter.date).toBe('28.11.2026');
    expect(letter.reference).toEqual([
      { label: 'Versicherungsnehmer', value: 'Max Mustermann' },
      { label: 'Geburtsdatum', value: '07.03.1984' },
      { label: 'Anschrift', value: 'Hauptstraße 1, 10115 Berlin' },
      { label: 'Unsere Vermittlernummer', value: '12/345-6' },
    ]);
    expect(letter.salutation).toBe('Sehr geehrte Damen und Herren,');
    expect(letter.intro[0]).toContain('Max Mustermann, geboren am 07.03.1984');
    expect(letter.outro[0]).toContain('Vermittlernummer 12/345-6');
    expect(letter.closing).toBe('Mit freundlichen Grüßen');
    expect(letter.attachment).toBe('Anlage: Vollmacht des Versicherungsnehmers');
  });

  it('lists every contract at this insurer and none of another', () => {
    expect(letterContent(input).table).toEqual({
      head: ['Versicherungsnummer', 'Sparte'],
      rows: [
        ['KH-4711', 'Kfz-Versicherung'],
        ['HR-99', ''],
      ],
    });
    expect(JSON.stringify(letterContent(input))).not.toContain('PH-0815');
  });

  it('asks only for the data under a Datenauskunft and says no transfer is asked for', () => {
    const letter = letterContent({ ...input, level: 'datenauskunft' });
    expect(letter.subject).toBe('Bitte um Auskunft zu bestehenden Versicherungsverträgen');
    expect(letter.outro[0]).toBe(
      'Eine Übertragung der Verträge in unseren Bestand ist mit dieser Anfrage nicht verbunden.',
    );
    expect(JSON.stringify(letter)).not.toContain('Bestandsübertragung');
  });

  it('leaves out what the agency has not entered', () => {
    const letter = letterContent({
      ...input,
      vermittlernummer: ' ',
      agency: { ...input.agency, registernummer: null },
    });
    expect(letter.reference.map((line) => line.label)).not.toContain('Unsere Vermittlernummer');
    expect(letter.sender.join('\n')).not.toContain('Registernummer');
    expect(letter.outro[0]).not.toContain('Vermittlernummer');
  });

  it('names no date of birth and no address where the Vollmacht gives none (no empty line, no “geboren am ,”)', () => {
    const letter = letterContent({
      ...input,
      customer: { ...input.customer, geburtsdatum: null, address: [] },
    });
    expect(letter.reference.map((line) => line.label)).toEqual([
      'Versicherungsnehmer',
      'Unsere Vermittlernummer',
    ]);
    expect(letter.intro[0]).toBe(
      'Max Mustermann hat uns mit der beigefügten Vollmacht beauftragt und bevollmächtigt, die nachstehenden Verträge zu betreuen.',
    );
    const data = letterContent({
      ...input,
      level: 'datenauskunft',
      customer: { ...input.customer, geburtsdatum: null },
    });
    expect(data.intro[0]).not.toContain('geboren');
  });
});
