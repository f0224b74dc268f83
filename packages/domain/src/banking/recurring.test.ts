import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContractSuggestion, contractSuggestions, type SuggestionEntry } from './recurring';
import { sparteFromPurpose } from './recurring-sparte';

const debit = (
  bookingDate: string,
  euros: number,
  extra: Partial<SuggestionEntry> = {},
): SuggestionEntry => ({
  bookingDate,
  amountCents: -Math.round(euros * 100),
  counterpartyName: 'HUK-COBURG',
  creditorId: 'DE12ZZZ00000000001',
  mandateReference: 'M-4711',
  purpose: 'Beitrag KFZ-Vers. K-AB 123',
  reversal: false,
  ...extra,
});

const monthly = (count: number, euros: number, extra: Partial<SuggestionEntry> = {}, startMonth = 1) =>
  Array.from({ length: count }, (_, index) =>
    debit(`2026-${String(startMonth + index).padStart(2, '0')}-01`, euros, extra),
  );

const summary = (found: ContractSuggestion[]) =>
  found.map(({ versicherer, betragCents, zahlungsweise, sparte }) => ({
    versicherer,
    betragCents,
    zahlungsweise,
    sparte,
  }));

describe('contractSuggestions', () => {
  it('finds a monthly premium to an insurer no contract explains', () => {
    expect(summary(contractSuggestions(monthly(3, 54.3), []))).toEqual([
      { versicherer: 'HUK-COBURG', betragCents: 5430, zahlungsweise: 12, sparte: 'kfz' },
    ]);
  });

  it('keys it by creditor id and mandate, so the next import gives the same key', () => {
    const [first] = contractSuggestions(monthly(3, 54.3), []);
    const [later] = contractSuggestions(monthly(5, 54.3), []);
    expect(first?.key).toBe('glaeubiger:DE12ZZZ00000000001|mandat:M-4711');
    expect(later?.key).toBe(first?.key);
  });

  it('keys a debit without creditor id by the insurer and mandate', () => {
    const [found] = contractSuggestions(monthly(2, 20, { creditorId: null, mandateReference: null }), []);
    expect(found?.key).toBe('versicherer:HUK-COBURG|mandat:');
  });

  it.each([
    ['quarterly', ['2026-01-15', '2026-04-15', '2026-07-15'], 4],
    ['half-yearly', ['2025-07-01', '2026-01-02'], 2],
    ['yearly', ['2025-03-01', '2026-03-02'], 1],
  ])('tells a %s interval from the gaps', (_name, dates, zahlungsweise) => {
    const found = contractSuggestions(
      dates.map((date) => debit(date, 120)),
      [],
    );
    expect(found.map((suggestion) => suggestion.zahlungsweise)).toEqual([zahlungsweise]);
  });

  it('needs two monthly debits: one debit in three months is no contract yet', () => {
    expect(
      contractSuggestions(
        [debit('2026-02-01', 54.3), debit('2026-04-30', -2500, { counterpartyName: 'Arbeitgeber' })],
        [],
      ),
    ).toEqual([]);
  });

  it('takes a single debit as yearly when the entries span seven months (ADR 255)', () => {
    const salary = (date: string) =>
      debit(date, -2500, { counterpartyName: 'Arbeitgeber', creditorId: null });
    const entries = [salary('2026-01-01'), debit('2026-03-10', 310), salary('2026-08-15')];
    expect(summary(contractSuggestions(entries, []))).toEqual([
      { versicherer: 'HUK-COBURG', betragCents: 31000, zahlungsweise: 1, sparte: 'kfz' },
    ]);
    expect(contractSuggestions(entries.slice(0, 2), [])).toEqual([]);
  });

  it('takes a single debit as yearly when its purpose says so', () => {
    const [found] = contractSuggestions([debit('2026-03-10', 310, { purpose: 'Jahresbeitrag Hausrat' })], []);
    expect(found?.zahlungsweise).toBe(1);
    expect(found?.sparte).toBe('hausrat');
  });

  it('ignores irregular debits, credits, reversals and other creditors', () => {
    const entries = [
      debit('2026-01-01', 54.3),
      debit('2026-01-12', 54.3),
      debit('2026-02-01', -54.3),
      debit('2026-03-01', 54.3, { reversal: true }),
      ...monthly(3, 60, { counterpartyName: 'Stadtwerke Bonn', creditorId: 'DE99ZZZ00000000009' }),
    ];
    expect(contractSuggestions(entries, [])).toEqual([]);
  });

  it('drops a series that stopped (the contract ended)', () => {
    const entries = [
      ...monthly(3, 54.3),
      debit('2026-09-01', 12, { counterpartyName: 'REWE', creditorId: null }),
    ];
    expect(contractSuggestions(entries, [])).toEqual([]);
  });

  it('continues a series whose premium changed, with the new amount', () => {
    const entries = [...monthly(3, 54.3), ...monthly(2, 58.9, {}, 4)];
    const found = contractSuggestions(entries, []);
    expect(summary(found)).toEqual([
      { versicherer: 'HUK-COBURG', betragCents: 5890, zahlungsweise: 12, sparte: 'kfz' },
    ]);
    expect(found[0]?.key).toBe('glaeubiger:DE12ZZZ00000000001|mandat:M-4711');
  });

  it('tells two contracts of one mandate apart by amount', () => {
    const entries = [...monthly(3, 54.3), ...monthly(3, 9.9, { purpose: 'Hausrat' })];
    expect(contractSuggestions(entries, []).map((found) => found.key)).toEqual([
      'glaeubiger:DE12ZZZ00000000001|mandat:M-4711|betrag:5430',
      'glaeubiger:DE12ZZZ00000000001|mandat:M-4711|betrag:990',
    ]);
  });

  it('knows the insurer by a creditor id another entry names it with', () => {
    const entries = [debit('2026-01-01', 54.3, { counterpartyName: 'HUK-CO' }), debit('2026-02-01', 54.3)];
    expect(contractSuggestions(entries, [])).toHaveLength(1);
  });

  describe('a contract of the household explains a series', () => {
    const series = monthly(3, 54.3, { counterpartyName: 'HUK-COBURG-Allgemeine Versicherung AG' });
    it.each([
      [
        'the same premium at the insurer’s brand',
        { gesellschaft: 'HUK-COBURG', beitrag: 54.3, zahlungsweise: 12 },
      ],
      ['the same yearly sum', { gesellschaft: 'huk-coburg', beitrag: 651.6, zahlungsweise: 1 }],
      [
        'a contract of the insurer without a premium',
        { gesellschaft: 'HUK-COBURG', beitrag: null, zahlungsweise: null },
      ],
    ])('%s', (_name, contract) => {
      expect(contractSuggestions(series, [contract])).toEqual([]);
    });

    it.each([
      ['another insurer', { gesellschaft: 'Allianz', beitrag: 54.3, zahlungsweise: 12 }],
      ['another premium', { gesellschaft: 'HUK-COBURG', beitrag: 80, zahlungsweise: 12 }],
    ])('but not %s', (_name, contract) => {
      expect(contractSuggestions(series, [contract])).toHaveLength(1);
    });

    it('each contract one series only', () => {
      const two = [...series, ...monthly(3, 9.9, { purpose: 'Hausrat' })];
      const contract = { gesellschaft: 'HUK-COBURG', beitrag: null, zahlungsweise: null };
      expect(contractSuggestions(two, [contract])).toHaveLength(1);
    });
  });
});

describe('contractSuggestions, whatever the statement lines (property)', () => {
  const insurers = [
    'HUK-COBURG',
    'Allianz Versicherungs-AG',
    'DEVK Allgemeine Versicherungs-AG',
    'ERGO Versicherung AG',
  ];
  const intervals = [
    { zahlungsweise: 12, months: 1, count: 2 },
    { zahlungsweise: 4, months: 3, count: 2 },
    { zahlungsweise: 2, months: 6, count: 2 },
    { zahlungsweise: 1, months: 12, count: 2 },
  ] as const;
  const noise = fc.record({
    day: fc.integer({ min: 0, max: 700 }),
    cents: fc.integer({ min: -200_000, max: 400_000 }),
    name: fc.constantFrom('REWE Markt GmbH', 'Stadtwerke Bonn', 'Arbeitgeber GmbH', null),
  });
  const scenario = fc.record({
    insurer: fc.constantFrom(...insurers),
    withCreditorId: fc.boolean(),
    cents: fc.integer({ min: 100, max: 300_000 }),
    interval: fc.constantFrom(...intervals),
    extra: fc.integer({ min: 0, max: 4 }),
    startDay: fc.integer({ min: 1, max: 28 }),
    noise: fc.array(noise, { maxLength: 30 }),
    seed: fc.integer(),
  });

  const isoDay = (start: string, days: number) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  const build = (value: {
    insurer: string;
    withCreditorId: boolean;
    cents: number;
    interval: (typeof intervals)[number];
    extra: number;
    startDay: number;
    noise: { day: number; cents: number; name: string | null }[];
  }) => {
    const count = value.interval.count + (value.interval.zahlungsweise === 1 ? 0 : value.extra);
    const debits: SuggestionEntry[] = Array.from({ length: count }, (_, index) => {
      const month = index * value.interval.months;
      const date = `${2024 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${String(value.startDay).padStart(2, '0')}`;
      return debit(date, value.cents / 100, {
        counterpartyName: value.insurer,
        creditorId: value.withCreditorId ? 'DE55ZZZ00000012345' : null,
      });
    });
    const last = debits.at(-1)?.bookingDate ?? '2024-01-01';
    // Noise never later than the series' last debit, so the series is running.
    const others: SuggestionEntry[] = value.noise.map((line) => ({
      bookingDate: isoDay(
        '2024-01-01',
        Math.min(line.day, Math.max(0, (Date.parse(last) - Date.parse('2024-01-01')) / 86_400_000)),
      ),
      amountCents: line.cents === 0 ? 1 : line.cents,
      counterpartyName: line.name,
      creditorId: null,
      mandateReference: null,
      purpose: 'Kartenzahlung',
      reversal: false,
    }));
    return [...debits, ...others];
  };

  it('a recurring debit of a known insurer is always exactly one suggestion, in any order of the lines', () => {
    fc.assert(
      fc.property(scenario, fc.func(fc.integer()), (value, order) => {
        const entries = build(value);
        const shuffled = entries
          .map((entry, index) => ({ entry, rank: order(index) }))
          .sort((a, b) => a.rank - b.rank)
          .map(({ entry }) => entry);
        const found = contractSuggestions(shuffled, []);
        expect(found).toHaveLength(1);
        expect(found[0]?.zahlungsweise).toBe(value.interval.zahlungsweise);
        expect(found[0]?.betragCents).toBe(value.cents);
        expect(contractSuggestions(entries, [])).toEqual(found);
      }),
      { seed: 33, numRuns: 300 },
    );
  });

  it('a recurring debit that a contract of the household explains is never a suggestion', () => {
    fc.assert(
      fc.property(scenario, (value) => {
        const contract = {
          gesellschaft: value.insurer.split(' ')[0] as string,
          beitrag: value.cents / 100,
          zahlungsweise: value.interval.zahlungsweise,
        };
        expect(contractSuggestions(build(value), [contract])).toEqual([]);
      }),
      { seed: 33, numRuns: 300 },
    );
  });
});

describe('sparteFromPurpose', () => {
  it.each([
    ['Beitrag KFZ-Vers. K-AB 123', 'kfz'],
    ['Kfz-Haftpflicht Vollkasko', 'kfz'],
    ['Tierhalterhaftpflicht Bello', 'tierhalterhaftpflicht'],
    ['Privat-Haftpflicht 2026', 'privathaftpflicht'],
    ['Hausratversicherung 12345', 'hausrat'],
    ['Wohngebäudeversicherung', 'wohngebaeude'],
    ['Rechtsschutz Vertrag 9', 'rechtsschutz'],
    ['Risikolebensversicherung', 'risikoleben'],
    ['Lebensversicherung 5566', 'kapitalleben'],
    ['Zahnzusatzversicherung', 'zahnzusatz'],
    ['Unfallversicherung', 'unfall'],
    ['Berufsunfähigkeitsversicherung', 'berufsunfaehigkeit'],
    ['Beitrag 12/2026 Vertrag 4711', null],
  ])('%s → %s', (purpose, sparte) => {
    expect(sparteFromPurpose(purpose)).toBe(sparte);
  });
});
