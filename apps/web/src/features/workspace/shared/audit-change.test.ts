import { describe, expect, it } from 'vitest';
import { actionText, changeText } from './audit-change';

describe('the audit log of a Bestandsübertragung', () => {
  it('reads an answer step: the contract, the statuses by their labels, the days as DD.MM.YYYY, the note', () => {
    expect(changeText({ key: 'transfer.vertrag', before: null, after: 'Zurich KFZ-1' })).toBe(
      'Vertrag: Zurich KFZ-1',
    );
    expect(changeText({ key: 'transfer.status', before: 'gesendet', after: 'bestaetigt' })).toBe(
      'Stand: an Versicherer gesendet → bestätigt',
    );
    expect(changeText({ key: 'transfer.datum', before: '2026-11-29', after: '2026-12-01' })).toBe(
      'Datum: 29.11.2026 → 01.12.2026',
    );
    expect(changeText({ key: 'transfer.notiz', before: null, after: 'Vorvermittler widerspricht' })).toBe(
      'Notiz: Vorvermittler widerspricht',
    );
  });

  it('reads a letter sent: the insurer, the way (post or the mail address), the contracts, the day', () => {
    expect(changeText({ key: 'transfer.versicherer', before: null, after: 'Zurich' })).toBe(
      'Versicherer: Zurich',
    );
    expect(changeText({ key: 'transfer.weg', before: null, after: 'post' })).toBe('Versand: per Post');
    expect(changeText({ key: 'transfer.weg', before: null, after: 'makler@zurich.example' })).toBe(
      'Versand: per E-Mail an makler@zurich.example',
    );
    expect(changeText({ key: 'transfer.vertraege', before: null, after: 'KFZ-1, HR-2' })).toBe(
      'Verträge: KFZ-1, HR-2',
    );
    expect(changeText({ key: 'transfer.datum', before: null, after: '2026-11-10' })).toBe(
      'Datum: 10.11.2026',
    );
  });

  it("reads the customer's own steps: the transfer's statuses and the mandate level by their labels", () => {
    expect(actionText('transfer_requested')).toBe('Bestandsübertragung vom Kunden angefragt');
    expect(actionText('transfer_signed')).toBe('Vollmacht zur Bestandsübertragung vom Kunden unterschrieben');
    expect(actionText('transfer_withdrawn')).toBe('Bestandsübertragung vom Kunden zurückgezogen');
    expect(changeText({ key: 'transfer.status', before: 'zu_unterschreiben', after: 'beantragt' })).toBe(
      'Stand: Vollmacht noch nicht unterschrieben → beantragt',
    );
    expect(changeText({ key: 'transfer.status', before: 'beantragt', after: 'zurueckgezogen' })).toBe(
      'Stand: beantragt → zurückgezogen',
    );
    expect(changeText({ key: 'transfer.vollmacht', before: null, after: 'maklermandat' })).toBe(
      'Vollmacht: Maklermandat',
    );
  });

  it("reads the agency's settings per insurer, an insurer's name with a dot included", () => {
    expect(changeText({ key: 'Zurich.vermittlernummer', before: '', after: '4711' })).toBe(
      'Zurich, Vermittlernummer: – → 4711',
    );
    expect(changeText({ key: 'Muster Vers. AG.email', before: 'a@b.example', after: '' })).toBe(
      'Muster Vers. AG, E-Mail für Maklerwechsel: a@b.example → –',
    );
    expect(changeText({ key: 'Zurich.plz', before: '', after: '53113' })).toBe('Zurich, PLZ: – → 53113');
    expect(changeText({ key: 'Zurich.strasse', before: '', after: 'Poststr. 1' })).toBe(
      'Zurich, Straße: – → Poststr. 1',
    );
    expect(changeText({ key: 'Zurich.ort', before: '', after: 'Bonn' })).toBe('Zurich, Ort: – → Bonn');
  });

  it("reads a contract's Betreuung set by the agency in the workspace's words", () => {
    expect(actionText('contract_betreuung_changed')).toBe('Betreuung eines Vertrags geändert');
    expect(changeText({ key: 'vertrag', before: null, after: 'Allianz HR-2' })).toBe('Vertrag: Allianz HR-2');
    expect(changeText({ key: 'betreuung', before: 'unbekannt', after: 'makler' })).toBe(
      'Betreuung: unbekannt → Ihre Agentur',
    );
  });

  it("reads a provided contract's changed field by its form label (issue 31)", () => {
    expect(actionText('provided_contract_changed')).toBe('Bereitgestellten Vertrag geändert');
    expect(changeText({ key: 'vertrag.beitrag', before: 12.5, after: 14 })).toBe('Beitrag: 12,5 → 14');
    expect(changeText({ key: 'vertrag.beginn', before: null, after: '2025-07-01' })).toBe(
      'Beginn: 01.07.2025',
    );
  });

  it("reads a portfolio import's counts (issue 31)", () => {
    expect(actionText('portfolio_imported')).toBe('Bestand importiert');
    expect(changeText({ key: 'import.neu', before: null, after: 4 })).toBe(
      'Import: Neue Verträge (übernommen): 4',
    );
    expect(changeText({ key: 'import.datei', before: null, after: 'bestand.gdv' })).toBe(
      'Import: Datei: bestand.gdv',
    );
    expect(changeText({ key: 'import.ohneKunde', before: null, after: 2 })).toBe(
      'Import: Ohne passenden Kunden (Vorschau): 2',
    );
  });
});

describe('the audit log of a Vergleichsrechner (issue 31)', () => {
  it('reads the action, the title and the address and origins it frames', () => {
    expect(actionText('rechner_created')).toBe('Vergleichsrechner angelegt');
    expect(changeText({ key: 'rechner', before: 'Alt', after: 'Neu' })).toBe('Vergleichsrechner: Alt → Neu');
    expect(changeText({ key: 'rechner.url', before: null, after: 'https://a.example.de/w' })).toBe(
      'Adresse: https://a.example.de/w',
    );
    expect(
      changeText({
        key: 'rechner.origins',
        before: ['https://a.example.de'],
        after: ['https://b.example.de'],
      }),
    ).toBe('Erlaubte Origins: https://a.example.de → https://b.example.de');
  });
});

describe('the audit log of a customer’s erasure', () => {
  it('names the request and its cancellation with the day it was due', () => {
    expect(actionText('erasure_requested')).toBe('Kontolöschung vom Kunden beantragt');
    expect(changeText({ key: 'faellig_am', before: null, after: '2026-12-13T10:00:00.000Z' })).toBe(
      'Wird gelöscht am: 13.12.2026',
    );
    expect(changeText({ key: 'faellig_am', before: '2026-12-13T10:00:00.000Z', after: null })).toMatch(
      /^Wird gelöscht am: 13\.12\.2026 → /,
    );
  });
});
