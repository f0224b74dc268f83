import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addPeriod,
  type CalendarSpan,
  daysInMonth,
  type Period,
  startOfNextSpan,
} from './calendar';
import { type ContractTerms, computeDeadlines, daysLeft, type NoticeEnd, noticeDeadline } from './deadlines';

const BASE: ContractTerms = {
  active: true,
  beginn: null,
  ablauf: null,
  autoRenew: true,
  notice: null,
  noticeTo: 'laufzeitende',
  extension: null,
  minimumTerm: null,
  endsOn: null,
  cancelledOn: null,
  enteredDeadline: null,
};

const months = (value: number): Period => ({ value, unit: 'monate' });
const years = (value: number): Period => ({ value, unit: 'jahr' });
const weeks = (value: number): Period => ({ value, unit: 'wochen' });
const days = (value: number): Period => ({ value, unit: 'tage' });

/** Hand-checked examples: [what, terms, today, naechstes_ende, kuendbar_bis, folgendes_ende]. */
const EXAMPLES: [string, Partial<ContractTerms>, string, string | null, string | null, string | null][] = [
  [
    'Hausrat seit 01.01.2020, 3 Monate zum Ablauf, Deadline 30.09.2026 vorbei → nächstes Jahr',
    { beginn: '2020-01-01', notice: months(3) },
    '2026-11-23',
    '2028-01-01',
    '2027-09-30',
    '2029-01-01',
  ],
  [
    'am letzten Tag der Frist noch erreichbar',
    { beginn: '2020-01-01', notice: months(3) },
    '2026-09-30',
    '2027-01-01',
    '2026-09-30',
    '2028-01-01',
  ],
  [
    'einen Tag danach nicht mehr',
    { beginn: '2020-01-01', notice: months(3) },
    '2026-10-01',
    '2028-01-01',
    '2027-09-30',
    '2029-01-01',
  ],
  [
    'Kfz mit Ablauf 01.01.2027, 1 Monat: bis 30.11.',
    { ablauf: '2027-01-01', notice: months(1) },
    '2026-11-23',
    '2027-01-01',
    '2026-11-30',
    '2028-01-01',
  ],
  [
    'Ablauf 01.12., 3 Monate, Frist 31.08. vorbei',
    { ablauf: '2026-12-01', notice: months(3) },
    '2026-11-23',
    '2027-12-01',
    '2027-08-31',
    '2028-12-01',
  ],
  [
    '30 Tage zum Ablauf 01.01.2027',
    { ablauf: '2027-01-01', notice: days(30) },
    '2026-11-23',
    '2027-01-01',
    '2026-12-01',
    '2028-01-01',
  ],
  [
    'monatliche Verlängerung ab dem 31.: Monatsenden ohne Drift',
    { ablauf: '2025-03-31', extension: months(1), notice: months(1) },
    '2026-11-23',
    '2026-12-31',
    '2026-11-29',
    '2027-01-31',
  ],
  [
    'Mindestlaufzeit 12 Monate, danach 1 Monat zum Monatsende',
    { beginn: '2025-06-15', minimumTerm: months(12), notice: months(1), noticeTo: 'monat' },
    '2026-11-23',
    '2027-01-01',
    '2026-11-30',
    '2027-02-01',
  ],
  [
    'noch in der Mindestlaufzeit: frühestens zu ihrem Ende',
    { beginn: '2026-06-15', minimumTerm: months(12), notice: months(1), noticeTo: 'monat' },
    '2026-11-23',
    '2027-06-15',
    '2027-05-14',
    '2027-07-01',
  ],
  [
    '6 Wochen zum Quartalsende',
    { beginn: '2020-04-01', notice: weeks(6), noticeTo: 'quartal' },
    '2026-11-23',
    '2027-04-01',
    '2027-02-17',
    '2027-07-01',
  ],
  [
    'PKV: 3 Monate zum Jahresende nach 2 Jahren Mindestlaufzeit',
    { beginn: '2019-01-01', minimumTerm: years(2), notice: months(3), noticeTo: 'jahr' },
    '2026-11-23',
    '2028-01-01',
    '2027-09-30',
    '2029-01-01',
  ],
  [
    '2 Wochen zum Wochenende (Montag 23.11.2026)',
    { notice: weeks(2), noticeTo: 'woche' },
    '2026-11-23',
    '2026-12-14',
    '2026-11-29',
    '2026-12-21',
  ],
  [
    'Schaltjahr: 29.02. bleibt Anker, kein Abrutschen auf den 28.',
    { ablauf: '2024-02-29', notice: months(1) },
    '2031-06-01',
    '2032-02-29',
    '2032-01-28',
    '2033-02-28',
  ],
  [
    'feste Laufzeit: endet von selbst',
    { ablauf: '2030-01-01', autoRenew: false },
    '2026-11-23',
    '2030-01-01',
    null,
    null,
  ],
  ['feste Laufzeit, abgelaufen', { ablauf: '2026-01-01', autoRenew: false }, '2026-11-23', null, null, null],
  ['inaktiv', { ablauf: '2027-01-01', notice: months(1), active: false }, '2026-11-23', null, null, null],
  [
    'Vertragsende eingetragen',
    { ablauf: '2027-01-01', notice: months(1), endsOn: '2026-12-15' },
    '2026-11-23',
    '2026-12-15',
    null,
    null,
  ],
  [
    'gekündigt am 15.09.2026: endet zum erreichten Ablauf',
    { beginn: '2020-01-01', notice: months(3), cancelledOn: '2026-09-15' },
    '2026-11-23',
    '2027-01-01',
    null,
    null,
  ],
  [
    'ohne Frist: eingetragenes "kündbar bis" rückt jährlich vor',
    { enteredDeadline: '2024-09-30' },
    '2026-11-23',
    null,
    '2027-09-30',
    null,
  ],
  [
    'ohne Frist, mit Beginn: eingetragenes Datum und das Ende danach',
    { beginn: '2022-01-01', enteredDeadline: '2023-09-30' },
    '2026-11-23',
    '2028-01-01',
    '2027-09-30',
    '2029-01-01',
  ],
  ['nichts bekannt', {}, '2026-11-23', null, null, null],
];

describe('computeDeadlines: hand-checked examples', () => {
  it.each(EXAMPLES)('%s', (_what, terms, today, naechstes, kuendbar, folgendes) => {
    expect(computeDeadlines({ ...BASE, ...terms }, today)).toEqual({
      naechstes_ende: naechstes,
      kuendbar_bis: kuendbar,
      folgendes_ende: folgendes,
    });
  });
});

describe('calendar', () => {
  it('adds months with the month-end rule', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2025-01-15', -13)).toBe('2023-12-15');
  });
  it('finds the end of the calendar span', () => {
    expect(startOfNextSpan('2026-11-23', 'woche')).toBe('2026-11-30');
    expect(startOfNextSpan('2026-11-29', 'woche')).toBe('2026-11-30');
    expect(startOfNextSpan('2026-11-30', 'woche')).toBe('2026-12-07');
    expect(startOfNextSpan('2026-12-31', 'monat')).toBe('2027-01-01');
    expect(startOfNextSpan('2026-11-23', 'quartal')).toBe('2027-01-01');
    expect(startOfNextSpan('2026-04-01', 'quartal')).toBe('2026-07-01');
    expect(startOfNextSpan('2026-03-31', 'quartal')).toBe('2026-04-01');
    expect(startOfNextSpan('2026-01-01', 'jahr')).toBe('2027-01-01');
  });
  it('counts days left', () => {
    expect(daysLeft('2026-11-23', '2026-11-30')).toBe(7);
    expect(daysLeft('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysLeft('2026-03-28', '2026-03-30')).toBe(2); // across the clock change
    expect(daysLeft('2026-11-23', '2026-11-22')).toBe(-1);
  });
});

const isoDate = (from: number, to: number) =>
  fc
    .date({ min: new Date(Date.UTC(from, 0, 1)), max: new Date(Date.UTC(to, 11, 31)), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
const unit = fc.constantFrom('tage' as const, 'wochen' as const, 'monate' as const, 'jahr' as const);
const noticePeriod = fc.record({ value: fc.integer({ min: 1, max: 18 }), unit });
const extensionPeriod = fc.record({ value: fc.integer({ min: 1, max: 20 }), unit });
const minimumPeriod = fc.record({ value: fc.integer({ min: 1, max: 12 }), unit });
const noticeTo = fc.constantFrom<NoticeEnd>('laufzeitende', 'woche', 'monat', 'quartal', 'jahr');

const renewingTerms = fc.record({
  ...Object.fromEntries(Object.entries(BASE).map(([key, value]) => [key, fc.constant(value)])),
  beginn: fc.option(isoDate(1990, 2030), { nil: null }),
  ablauf: fc.option(isoDate(1995, 2035), { nil: null }),
  notice: noticePeriod,
  noticeTo,
  extension: fc.option(extensionPeriod, { nil: null }),
  minimumTerm: fc.option(minimumPeriod, { nil: null }),
}) as fc.Arbitrary<ContractTerms & { notice: Period }>;
const today = isoDate(2000, 2040);

describe('computeDeadlines: properties', () => {
  it('a deadline is never after the end it belongs to, and never before today', () => {
    fc.assert(
      fc.property(renewingTerms, today, (terms, day) => {
        const result = computeDeadlines(terms, day);
        if (result.kuendbar_bis === null) return;
        expect(result.naechstes_ende).not.toBeNull();
        expect(result.kuendbar_bis < (result.naechstes_ende as string)).toBe(true);
        expect(result.kuendbar_bis >= day).toBe(true);
        expect(result.kuendbar_bis).toBe(noticeDeadline(result.naechstes_ende as string, terms.notice));
        expect((result.folgendes_ende as string) > (result.naechstes_ende as string)).toBe(true);
      }),
    );
  });

  it('the end is the first one still reachable: the one before it is out of reach', () => {
    fc.assert(
      fc.property(renewingTerms, today, (terms, day) => {
        const terms_ = { ...terms, noticeTo: 'laufzeitende' as const, extension: years(1) };
        const result = computeDeadlines(terms_, day);
        if (result.naechstes_ende === null) return;
        const anchor = terms_.ablauf ?? addPeriod(terms_.beginn as string, terms_.minimumTerm ?? years(1));
        const previous = addPeriod(result.naechstes_ende, years(1), -1);
        if (previous >= anchor) expect(noticeDeadline(previous, terms_.notice) < day).toBe(true);
      }),
    );
  });

  it('yearly renewals advance by exactly the extension period, anchored on the first end', () => {
    fc.assert(
      fc.property(renewingTerms, fc.integer({ min: 1, max: 20 }), today, (terms, value, day) => {
        const terms_ = { ...terms, noticeTo: 'laufzeitende' as const, extension: years(value) };
        const result = computeDeadlines(terms_, day);
        if (result.naechstes_ende === null) return;
        const anchor =
          terms_.ablauf ?? addPeriod(terms_.beginn as string, terms_.minimumTerm ?? years(value));
        const [anchorYear, anchorMonth, anchorDay] = anchor.split('-').map(Number) as [
          number,
          number,
          number,
        ];
        for (const end of [result.naechstes_ende, result.folgendes_ende as string]) {
          const [year, month, dayOfMonth] = end.split('-').map(Number) as [number, number, number];
          expect((year - anchorYear) % value).toBe(0);
          expect(month).toBe(anchorMonth);
          expect(dayOfMonth).toBe(Math.min(anchorDay, daysInMonth(year, month)));
        }
        expect(Number(result.folgendes_ende?.slice(0, 4)) - Number(result.naechstes_ende.slice(0, 4))).toBe(
          value,
        );
      }),
    );
  });

  it('monthly renewals keep the anchor day where the month has it (31 → 30/28/29 → 31)', () => {
    fc.assert(
      fc.property(isoDate(2000, 2030), fc.integer({ min: 1, max: 20 }), today, (anchor, value, day) => {
        const terms = { ...BASE, ablauf: anchor, extension: months(value), notice: months(1) };
        const result = computeDeadlines(terms, day);
        const anchorDay = Number(anchor.slice(8));
        for (const end of [result.naechstes_ende as string, result.folgendes_ende as string]) {
          const [year, month, dayOfMonth] = end.split('-').map(Number) as [number, number, number];
          expect(dayOfMonth).toBe(Math.min(anchorDay, daysInMonth(year, month)));
        }
      }),
    );
  });

  it('a calendar-span notice ends at the end of such a span or the earliest end', () => {
    const spans: CalendarSpan[] = ['woche', 'monat', 'quartal', 'jahr'];
    fc.assert(
      fc.property(renewingTerms, fc.constantFrom(...spans), today, (terms, span, day) => {
        const result = computeDeadlines({ ...terms, noticeTo: span }, day);
        const end = result.naechstes_ende as string;
        const earliest =
          terms.ablauf ??
          (terms.beginn && terms.minimumTerm ? addPeriod(terms.beginn, terms.minimumTerm) : null);
        const isBoundary = startOfNextSpan(addPeriod(end, days(1), -1), span) === end;
        expect(isBoundary || end === earliest).toBe(true);
        if (earliest) expect(end >= earliest).toBe(true);
        expect(result.folgendes_ende).toBe(startOfNextSpan(end, span));
      }),
    );
  });

  it('is stable until the deadline and moves on the day after', () => {
    fc.assert(
      fc.property(renewingTerms, today, (terms, day) => {
        const result = computeDeadlines(terms, day);
        if (result.kuendbar_bis === null) return;
        expect(computeDeadlines(terms, result.kuendbar_bis)).toEqual(result);
        const dayAfter = addPeriod(result.kuendbar_bis, days(1));
        const after = computeDeadlines(terms, dayAfter);
        expect((after.naechstes_ende as string) > (result.naechstes_ende as string)).toBe(true);
        if (terms.noticeTo !== 'laufzeitende') return;
        // The end after next comes next, unless its own deadline has passed too (an extension shorter
        // than the notice period: ablauf 30.12., one day's extension, one month's notice).
        const following = result.folgendes_ende as string;
        if (noticeDeadline(following, terms.notice) >= dayAfter) expect(after.naechstes_ende).toBe(following);
        else expect((after.naechstes_ende as string) > following).toBe(true);
      }),
    );
  });

  it('a notice deadline lies before its end for every period', () => {
    fc.assert(
      fc.property(isoDate(1990, 2040), noticePeriod, (end, notice) => {
        expect(noticeDeadline(end, notice) < end).toBe(true);
      }),
    );
  });
});
