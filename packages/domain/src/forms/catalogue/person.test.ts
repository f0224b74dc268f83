import { describe, expect, it } from 'vitest';
import { validateForm } from '../validate-form';
import {
  ERKRANKUNGEN_OPTIONS,
  FAMILIENSTAND_OPTIONS,
  KRANKENVERSICHERUNG_OPTIONS,
  personFields,
  SITUATION_OPTIONS,
  VCHECK_FLAGS,
  WOHNSTATUS_OPTIONS,
} from './person';
import { summariseAll, TEST_NOW } from './testing';

const checkbox = { type: 'checkbox', default: '0' } as const;

describe('person catalogue (spec section 3)', () => {
  it('has every field with the spec bounds', () => {
    expect(summariseAll(personFields)).toEqual({
      firstname: { name: 'firstname', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
      lastname: { name: 'lastname', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
      gender: { name: 'gender', type: 'radio_switch_toggle', options: ['m', 'w'], default: 'm' },
      geburtsdatum: { name: 'geburtsdatum', type: 'date', max: 'today' },
      familienstand: {
        name: 'familienstand',
        type: 'dropdown',
        options: ['LD', 'VH', 'GT', 'GS', 'VW', 'LP', 'LA', 'LV', 'FU'],
      },
      kinderanzahl: { name: 'kinderanzahl', type: 'numfield', min: 0, max: 20, step: 1, decimals: 0 },
      einkuenfte_gesamt_netto_mtl: {
        name: 'einkuenfte_gesamt_netto_mtl',
        type: 'numfield_hasrange',
        min: 0,
        max: 10000,
        step: 100,
        decimals: 2,
        unit: '€',
      },
      wunsch_altersrente_mtl: {
        name: 'wunsch_altersrente_mtl',
        type: 'numfield_hasrange',
        min: 0,
        max: 10000,
        step: 100,
        decimals: 2,
        unit: '€',
      },
      situation: {
        name: 'situation',
        type: 'dropdown',
        options: ['1', '12', '101', '3', '4', '10', '5', '108', '102'],
      },
      berufsbezeichnung: { name: 'berufsbezeichnung', type: 'textfield', minLength: 2, maxLength: 255 },
      schreibtischtaetigkeit: {
        name: 'schreibtischtaetigkeit',
        type: 'range',
        min: 0,
        max: 100,
        step: 1,
        decimals: 0,
        unit: '%',
      },
      personalverantwortung: { name: 'personalverantwortung', ...checkbox },
      gesundheit_raucher: { name: 'gesundheit_raucher', ...checkbox },
      art_der_krankenversicherung: {
        name: 'art_der_krankenversicherung',
        type: 'radio',
        options: ['pflicht', 'privat', 'freiwillig'],
      },
      aktuelle_erkrankungen: { name: 'aktuelle_erkrankungen', type: 'radio', options: ['1', '2', '3'] },
      wohnstatus: {
        name: 'wohnstatus',
        type: 'dropdown',
        options: [
          'miete_wohnung',
          'miete_einfamilienhaus',
          'miete_zweifamilienhaus',
          'miete_mehrfamilienhaus',
          'eigentum_wohnung',
          'eigentum_einfamilienhaus',
          'eigentum_zweifamilienhaus',
          'eigentum_mehrfamilienhaus',
          'unentgeltlich',
          'sonstiges',
        ],
      },
      immobilien_vermieter: { name: 'immobilien_vermieter', ...checkbox },
      immobilien_erwerb_geplant: { name: 'immobilien_erwerb_geplant', ...checkbox },
      kfzhalter: { name: 'kfzhalter', ...checkbox },
      vielreisender: { name: 'vielreisender', ...checkbox },
      hund: { name: 'hund', ...checkbox },
      pferd: { name: 'pferd', ...checkbox },
      katze: { name: 'katze', ...checkbox },
      bauherr: { name: 'bauherr', ...checkbox },
      wohneigentum: { name: 'wohneigentum', ...checkbox },
      vermieter: { name: 'vermieter', ...checkbox },
      mieter: { name: 'mieter', ...checkbox },
      oeltank: { name: 'oeltank', ...checkbox },
    });
  });

  it('has the spec labels of the coded options', () => {
    expect(FAMILIENSTAND_OPTIONS.map((option) => `${option.value} ${option.label}`)).toEqual([
      'LD ledig',
      'VH verheiratet',
      'GT getrennt lebend',
      'GS geschieden',
      'VW verwitwet',
      'LP Lebenspartnerschaft',
      'LA aufgehoben',
      'LV Lebenspartner verstorben',
      'FU unbekannt',
    ]);
    expect(SITUATION_OPTIONS.map((option) => `${option.value} ${option.label}`)).toEqual([
      '1 Arbeitnehmer',
      '12 Selbstständige',
      '101 Freiberufler',
      '3 Beamte',
      '4 Rentner',
      '10 Pensionär',
      '5 Schüler',
      '108 Ausbildung/Studium',
      '102 nicht erwerbstätig',
    ]);
    expect(KRANKENVERSICHERUNG_OPTIONS.map((option) => option.value)).toEqual([
      'pflicht',
      'privat',
      'freiwillig',
    ]);
    expect(ERKRANKUNGEN_OPTIONS.map((option) => option.label)).toEqual([
      'keine',
      'andauernd',
      'gelegentlich',
    ]);
    expect(WOHNSTATUS_OPTIONS).toHaveLength(10);
    expect(VCHECK_FLAGS).toEqual([
      'kfzhalter',
      'vielreisender',
      'hund',
      'pferd',
      'katze',
      'bauherr',
      'wohneigentum',
      'vermieter',
      'mieter',
      'oeltank',
    ]);
  });

  it('has a German title for every field', () => {
    for (const field of personFields) expect(field.title.trim(), field.name).not.toBe('');
  });

  it('accepts a valid body', () => {
    expect(
      validateForm(
        personFields,
        {
          firstname: 'Max',
          lastname: 'Mustermann',
          gender: 'm',
          geburtsdatum: '1985-06-15',
          familienstand: 'VH',
          kinderanzahl: '2',
          einkuenfte_gesamt_netto_mtl: '3.450,50',
          wunsch_altersrente_mtl: 2000,
          situation: '101',
          berufsbezeichnung: 'Architekt',
          schreibtischtaetigkeit: 80,
          personalverantwortung: '1',
          gesundheit_raucher: false,
          art_der_krankenversicherung: 'privat',
          aktuelle_erkrankungen: '1',
          wohnstatus: 'eigentum_einfamilienhaus',
          kfzhalter: true,
          hund: '1',
        },
        { now: TEST_NOW },
      ),
    ).toEqual({});
    expect(
      validateForm(personFields, { firstname: 'Max', lastname: 'Mustermann' }, { now: TEST_NOW }),
    ).toEqual({});
  });

  it('rejects an invalid body field by field', () => {
    expect(
      validateForm(
        personFields,
        {
          firstname: 'M',
          gender: 'x',
          geburtsdatum: '2025-06-16',
          familienstand: 'ledig',
          kinderanzahl: '21',
          einkuenfte_gesamt_netto_mtl: '10.000,01',
          wunsch_altersrente_mtl: '12,345',
          situation: '2',
          berufsbezeichnung: 'A',
          schreibtischtaetigkeit: 101,
          personalverantwortung: 'ja',
          art_der_krankenversicherung: 'gesetzlich',
          aktuelle_erkrankungen: '4',
          wohnstatus: 'miete',
          oeltank: 2,
        },
        { now: TEST_NOW },
      ),
    ).toEqual({
      firstname: 'Bitte gib mindestens 2 Zeichen ein.',
      lastname: 'Dieses Feld ist ein Pflichtfeld.',
      gender: 'Bitte wähle einen der angebotenen Einträge aus.',
      geburtsdatum: 'Das Datum darf nicht in der Zukunft liegen.',
      familienstand: 'Bitte wähle einen der angebotenen Einträge aus.',
      kinderanzahl: 'Der Wert darf höchstens 20 betragen.',
      einkuenfte_gesamt_netto_mtl: 'Der Wert darf höchstens 10.000 € betragen.',
      wunsch_altersrente_mtl: 'Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.',
      situation: 'Bitte wähle einen der angebotenen Einträge aus.',
      berufsbezeichnung: 'Bitte gib mindestens 2 Zeichen ein.',
      schreibtischtaetigkeit: 'Der Wert darf höchstens 100 % betragen.',
      personalverantwortung: 'Der Wert ist ungültig.',
      art_der_krankenversicherung: 'Bitte wähle einen der angebotenen Einträge aus.',
      aktuelle_erkrankungen: 'Bitte wähle einen der angebotenen Einträge aus.',
      wohnstatus: 'Bitte wähle einen der angebotenen Einträge aus.',
      oeltank: 'Der Wert ist ungültig.',
    });
  });
});
