import { describe, expect, it } from 'vitest';
import { validateForm } from '../validate-form';
import { contractFields, KF_ENDE_OPTIONS, RUN_OFF_FLAG } from './contract';
import { PERIOD_UNIT_OPTIONS } from './shared-options';
import { summariseAll, TEST_NOW } from './testing';

const units = ['tage', 'wochen', 'monate', 'jahr'];
const upTo = (max: number) => Array.from({ length: max }, (_, index) => String(index + 1));

describe('contract catalogue (spec section 3)', () => {
  it('has the spec bounds and options', () => {
    expect(summariseAll(contractFields)).toEqual({
      status: { name: 'status', type: 'radio_switch_toggle', options: ['A', 'I'], default: 'A' },
      name: { name: 'name', type: 'textfield', maxLength: 255 },
      nummer: { name: 'nummer', type: 'textfield', maxLength: 255 },
      label: { name: 'label', type: 'textfield', minLength: 2, maxLength: 100 },
      gesellschaft: { name: 'gesellschaft', type: 'textfield', required: true, minLength: 2, maxLength: 255 },
      beitrag: { name: 'beitrag', type: 'numfield', min: 0, max: 9_999_999.99, decimals: 2, unit: '€' },
      zahlungsweise: { name: 'zahlungsweise', type: 'dropdown', options: ['12', '4', '2', '1', '9999'] },
      ablaufberechnung: { name: 'ablaufberechnung', type: 'checkbox', default: '0' },
      beginn: { name: 'beginn', type: 'date', required: { when: 'ablaufberechnung', equals: '1' } },
      ablauf: { name: 'ablauf', type: 'date' },
      automatische_verlaengerung: {
        name: 'automatische_verlaengerung',
        type: 'radio_switch_toggle',
        options: ['0', '1'],
        default: '0',
      },
      kuendbar_bis: { name: 'kuendbar_bis', type: 'date' },
      memory_datum: { name: 'memory_datum', type: 'date', min: 'morgen' },
      memory_massage: { name: 'memory_massage', type: 'textarea' },
      kf_wert: {
        name: 'kf_wert',
        type: 'numfield',
        min: 1,
        max: 18,
        step: 1,
        decimals: 0,
        required: { when: 'kf_einheit', equals: units },
      },
      kf_einheit: {
        name: 'kf_einheit',
        type: 'dropdown',
        options: units,
        required: { when: 'kf_wert', equals: upTo(18) },
      },
      kf_ende: {
        name: 'kf_ende',
        type: 'dropdown',
        options: ['laufzeitende', 'woche', 'monat', 'quartal', 'jahr'],
      },
      kf_verlaengert_wert: {
        name: 'kf_verlaengert_wert',
        type: 'numfield',
        min: 1,
        max: 20,
        step: 1,
        decimals: 0,
        required: { when: 'kf_verlaengert_einheit', equals: units },
      },
      kf_verlaengert_einheit: {
        name: 'kf_verlaengert_einheit',
        type: 'dropdown',
        options: units,
        required: { when: 'kf_verlaengert_wert', equals: upTo(20) },
      },
      mindestlaufzeit_wert: {
        name: 'mindestlaufzeit_wert',
        type: 'numfield',
        min: 1,
        max: 12,
        step: 1,
        decimals: 0,
        required: { when: 'mindestlaufzeit_einheit', equals: units },
      },
      mindestlaufzeit_einheit: {
        name: 'mindestlaufzeit_einheit',
        type: 'dropdown',
        options: units,
        required: { when: 'mindestlaufzeit_wert', equals: upTo(12) },
      },
      v_ende_am: { name: 'v_ende_am', type: 'date' },
      v_geku_am: { name: 'v_geku_am', type: 'date' },
      // Ours (ADR 106), not the spec's.
      versicherungssumme: {
        name: 'versicherungssumme',
        type: 'numfield',
        min: 0,
        max: 999_999_999.99,
        decimals: 2,
        unit: '€',
      },
      // Ours (issue 29, ADR 155): who looks after the contract today.
      betreuung: {
        name: 'betreuung',
        type: 'dropdown',
        options: ['makler', 'anderer_vermittler', 'versicherer', 'unbekannt'],
        default: 'unbekannt',
      },
      // Ours (issue 30, ADR 177): the pension contract's expected monthly pension.
      rente_garantiert_mtl: {
        name: 'rente_garantiert_mtl',
        type: 'numfield',
        min: 0,
        max: 10_000,
        decimals: 2,
        unit: '€',
      },
      rente_prognose_mtl: {
        name: 'rente_prognose_mtl',
        type: 'numfield',
        min: 0,
        max: 10_000,
        decimals: 2,
        unit: '€',
      },
    });
    expect(PERIOD_UNIT_OPTIONS.map((option) => option.label)).toEqual(['Tage', 'Wochen', 'Monate', 'Jahr']);
    expect(KF_ENDE_OPTIONS[0]).toEqual({ value: 'laufzeitende', label: 'zum Laufzeitende' });
    expect(RUN_OFF_FLAG).toBe('ablaufberechnung');
  });

  const valid = {
    status: 'A',
    name: 'Privathaftpflicht Komfort',
    nummer: 'PH-123456',
    label: 'Haftpflicht',
    gesellschaft: 'Beispiel Versicherung AG',
    beitrag: '8,90',
    zahlungsweise: '12',
    ablaufberechnung: '1',
    beginn: '2020-01-01',
    ablauf: '2026-01-01',
    automatische_verlaengerung: '1',
    kuendbar_bis: '2025-10-01',
    memory_datum: '2025-06-16',
    memory_massage: 'Kündigung prüfen',
    kf_wert: '3',
    kf_einheit: 'monate',
    kf_ende: 'laufzeitende',
    kf_verlaengert_wert: 1,
    kf_verlaengert_einheit: 'jahr',
    mindestlaufzeit_wert: '12',
    mindestlaufzeit_einheit: 'monate',
    v_ende_am: '2026-01-01',
    v_geku_am: '2025-05-01',
  };

  it('accepts a valid body', () => {
    expect(validateForm(contractFields, valid, { now: TEST_NOW })).toEqual({});
    expect(validateForm(contractFields, { gesellschaft: 'Allianz' }, { now: TEST_NOW })).toEqual({});
  });

  it('requires beginn only when the run-off calculation is on', () => {
    expect(validateForm(contractFields, { ...valid, beginn: '' }, { now: TEST_NOW })).toEqual({
      beginn: 'Dieses Feld ist ein Pflichtfeld.',
    });
    expect(
      validateForm(contractFields, { ...valid, beginn: '', ablaufberechnung: true }, { now: TEST_NOW }),
    ).toEqual({ beginn: 'Dieses Feld ist ein Pflichtfeld.' });
    expect(
      validateForm(contractFields, { ...valid, beginn: '', ablaufberechnung: '0' }, { now: TEST_NOW }),
    ).toEqual({});
  });

  it('rejects an invalid body', () => {
    expect(
      validateForm(
        contractFields,
        {
          status: 'X',
          label: 'x'.repeat(101),
          gesellschaft: '',
          beitrag: '8,999',
          zahlungsweise: '6',
          automatische_verlaengerung: '2',
          memory_datum: '2025-06-15',
          kf_wert: '19',
          kf_einheit: 'Jahre',
          kf_ende: 'halbjahr',
          kf_verlaengert_wert: 0,
          mindestlaufzeit_wert: '13',
          v_ende_am: '31.12.2025',
        },
        { now: TEST_NOW },
      ),
    ).toEqual({
      status: 'Bitte wähle einen der angebotenen Einträge aus.',
      label: 'Bitte gib höchstens 100 Zeichen ein.',
      gesellschaft: 'Dieses Feld ist ein Pflichtfeld.',
      beitrag: 'Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.',
      zahlungsweise: 'Bitte wähle einen der angebotenen Einträge aus.',
      automatische_verlaengerung: 'Bitte wähle einen der angebotenen Einträge aus.',
      memory_datum: 'Das Datum muss frühestens morgen sein.',
      kf_wert: 'Der Wert darf höchstens 18 betragen.',
      kf_einheit: 'Bitte wähle einen der angebotenen Einträge aus.',
      kf_ende: 'Bitte wähle einen der angebotenen Einträge aus.',
      kf_verlaengert_wert: 'Der Wert muss mindestens 1 betragen.',
      mindestlaufzeit_wert: 'Der Wert darf höchstens 12 betragen.',
      v_ende_am: 'Bitte gib ein gültiges Datum ein.',
    });
  });

  it('takes a period only with its unit, and the unit only with a value', () => {
    const periods = {
      ...valid,
      kf_wert: '',
      kf_einheit: '',
      kf_verlaengert_wert: '',
      kf_verlaengert_einheit: '',
    };
    const required = 'Dieses Feld ist ein Pflichtfeld.';
    expect(validateForm(contractFields, { ...periods, kf_wert: '3' }, { now: TEST_NOW })).toEqual({
      kf_einheit: required,
    });
    expect(validateForm(contractFields, { ...periods, kf_einheit: 'monate' }, { now: TEST_NOW })).toEqual({
      kf_wert: required,
    });
    expect(validateForm(contractFields, { ...periods, kf_verlaengert_wert: 20 }, { now: TEST_NOW })).toEqual({
      kf_verlaengert_einheit: required,
    });
    expect(
      validateForm(
        contractFields,
        { ...valid, mindestlaufzeit_wert: '', mindestlaufzeit_einheit: 'jahr' },
        { now: TEST_NOW },
      ),
    ).toEqual({ mindestlaufzeit_wert: required });
    expect(validateForm(contractFields, periods, { now: TEST_NOW })).toEqual({});
  });

  it('takes a premium up to 9.999.999,99 €', () => {
    expect(validateForm(contractFields, { ...valid, beitrag: '9.999.999,99' }, { now: TEST_NOW })).toEqual(
      {},
    );
    expect(validateForm(contractFields, { ...valid, beitrag: 10_000_000 }, { now: TEST_NOW })).toEqual({
      beitrag: expect.stringContaining('höchstens'),
    });
  });
});
