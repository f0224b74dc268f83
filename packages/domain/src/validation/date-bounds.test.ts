import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTexts } from '../texts/date';
import { validationTexts } from '../texts/validation';
import {
  addDays,
  checkDate,
  formatDateDe,
  formatDayDe,
  isIsoDate,
  isoDateIn,
  parseDateDe,
  resolveDateBound,
} from './date-bounds';

/** Noon in Berlin on 15 June 2025 (CEST). */
const now = new Date('2025-06-15T10:00:00Z');

describe('isIsoDate', () => {
  it.each(['2025-06-15', '2024-02-29', '2000-02-29', '1900-01-01', '9999-12-31', '1000-01-01'])(
    'accepts %s',
    (value) => {
      expect(isIsoDate(value)).toBe(true);
    },
  );

  it.each([
    '',
    '2025-6-15',
    '15.06.2025',
    '2025-13-01',
    '2025-00-10',
    '2025-06-00',
    '2025-06-31',
    '2023-02-29',
    '1900-02-29',
    '0999-12-31',
    '2025-06-15T00:00:00Z',
    ' 2025-06-15',
    '20250615',
  ])('rejects %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('isoDateIn (Europe/Berlin)', () => {
  it.each([
    ['2025-06-15T10:00:00Z', '2025-06-15'],
    ['2025-06-15T21:59:59Z', '2025-06-15'], // 23:59:59 CEST
    ['2025-06-15T22:00:00Z', '2025-06-16'], // midnight CEST
    ['2025-12-31T22:59:59Z', '2025-12-31'], // 23:59:59 CET
    ['2025-12-31T23:00:00Z', '2026-01-01'], // midnight CET
    ['2025-03-30T00:30:00Z', '2025-03-30'], // night of the switch to summer time
    ['2025-10-25T22:30:00Z', '2025-10-26'], // night of the switch to winter time
  ])('%s is %s in Berlin', (instant, expected) => {
    expect(isoDateIn(new Date(instant))).toBe(expected);
  });

  it('takes another time zone', () => {
    expect(isoDateIn(new Date('2025-06-15T22:30:00Z'), 'UTC')).toBe('2025-06-15');
  });
});

describe('addDays, resolveDateBound, formatDateDe', () => {
  it('counts calendar days', () => {
    expect(addDays('2025-06-15', 1)).toBe('2025-06-16');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-10-25', 1)).toBe('2025-10-26');
  });

  it('resolves today and morgen for now in Berlin', () => {
    expect(resolveDateBound('today', now)).toBe('2025-06-15');
    expect(resolveDateBound('morgen', now)).toBe('2025-06-16');
    expect(resolveDateBound('morgen', new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-02');
    expect(resolveDateBound('2020-01-01', now)).toBe('2020-01-01');
  });

  it('formats German dates', () => {
    expect(formatDateDe('2025-06-05')).toBe('05.06.2025');
    // An ISO time is named by its Berlin day: 23:30 UTC in winter is already the next day there.
    expect(formatDayDe('2026-11-29T23:30:00.000Z')).toBe('30.11.2026');
    expect(formatDayDe('2026-06-29T21:59:00.000Z')).toBe('29.06.2026');
    expect(formatDateDe('kein Datum')).toBe('kein Datum');
  });
});

describe('checkDate', () => {
  it('accepts a valid date without bounds', () => {
    expect(checkDate('1985-06-15', { now })).toEqual({ ok: true, value: '1985-06-15' });
    expect(checkDate(' 1985-06-15 ', { now })).toEqual({ ok: true, value: '1985-06-15' });
  });

  it('rejects an invalid date', () => {
    expect(checkDate('2025-02-30', { now })).toEqual({
      ok: false,
      type: 'DateErr',
      message: dateTexts.DateErr,
    });
  });

  it.each([
    ['today', '2025-06-15', true],
    ['today', '2025-06-16', true],
    ['today', '2025-06-14', false],
  ])('min %s: %s ok=%s (DateMinErrToday)', (min, value, ok) => {
    const result = checkDate(value, { min, now });
    expect(result.ok).toBe(ok);
    if (!ok)
      expect(result).toEqual({
        ok: false,
        type: 'DateMinErrToday',
        message: 'Das Datum darf nicht in der Vergangenheit liegen.',
      });
  });

  it.each([
    ['2025-06-16', true],
    ['2026-01-01', true],
    ['2025-06-15', false],
    ['2025-06-14', false],
  ])('min morgen: %s ok=%s (DateMinErrMorgen)', (value, ok) => {
    const result = checkDate(value, { min: 'morgen', now });
    expect(result.ok).toBe(ok);
    if (!ok)
      expect(result).toEqual({
        ok: false,
        type: 'DateMinErrMorgen',
        message: 'Das Datum muss frühestens morgen sein.',
      });
  });

  it.each([
    ['2025-06-15', true],
    ['1950-01-01', true],
    ['2025-06-16', false],
  ])('max today: %s ok=%s (DateMaxErrToday)', (value, ok) => {
    const result = checkDate(value, { max: 'today', now });
    expect(result.ok).toBe(ok);
    if (!ok)
      expect(result).toEqual({
        ok: false,
        type: 'DateMaxErrToday',
        message: 'Das Datum darf nicht in der Zukunft liegen.',
      });
  });

  it('uses the Berlin day just after midnight, not the UTC day', () => {
    const justAfterMidnight = new Date('2025-06-15T22:10:00Z'); // 16 June 00:10 in Berlin
    expect(checkDate('2025-06-16', { max: 'today', now: justAfterMidnight }).ok).toBe(true);
    expect(checkDate('2025-06-16', { min: 'morgen', now: justAfterMidnight }).ok).toBe(false);
    expect(checkDate('2025-06-17', { min: 'morgen', now: justAfterMidnight }).ok).toBe(true);
  });

  it('supports max morgen and ISO bounds', () => {
    expect(checkDate('2025-06-17', { max: 'morgen', now })).toEqual({
      ok: false,
      type: 'DateMaxErrMorgen',
      message: dateTexts.DateMaxErrMorgen,
    });
    expect(checkDate('2019-12-31', { min: '2020-01-01', now })).toEqual({
      ok: false,
      type: 'DateMinErr',
      message: 'Das Datum darf nicht vor dem 01.01.2020 liegen.',
    });
    expect(checkDate('2031-01-01', { max: '2030-12-31', now })).toEqual({
      ok: false,
      type: 'DateMaxErr',
      message: 'Das Datum darf nicht nach dem 31.12.2030 liegen.',
    });
    expect(checkDate('2020-01-01', { min: '2020-01-01', max: '2020-01-01', now }).ok).toBe(true);
  });
});

describe('parseDateDe', () => {
  it.each([
    ['17.05.1984', '1984-05-17'],
    ['03.02.2001', '2001-02-03'],
    ['3.2.2001', '2001-02-03'],
    ['03.2.2001', '2001-02-03'],
    ['3.02.2001', '2001-02-03'],
    ['29.02.2024', '2024-02-29'],
    ['29.02.2000', '2000-02-29'],
    ['31.12.9999', '9999-12-31'],
    ['01.01.1000', '1000-01-01'],
    [' 17.05.1984 ', '1984-05-17'],
  ])('accepts %j as %s', (input, iso) => {
    expect(parseDateDe(input)).toEqual({ ok: true, iso });
  });

  it.each(['', ' ', '\t'])('takes empty input %j as no date', (input) => {
    expect(parseDateDe(input)).toEqual({ ok: true, iso: '' });
  });

  it.each([
    '31.02.2024',
    '29.02.2023',
    '29.02.1900',
    '31.04.2025',
    '32.01.2025',
    '00.01.2025',
    '01.00.2025',
    '01.13.2025',
    '17.05.84',
    '17.5.84',
    '17.05.984',
    '17.05.0999',
    '17.05.19840',
    '001.05.1984',
    '17.005.1984',
    '1984-05-17',
    '17/05/1984',
    '17-05-1984',
    '17.05.1984.',
    '17. 05. 1984',
    '17 .05.1984',
    '17.05',
    'heute',
    '١٧.٠٥.١٩٨٤',
  ])('rejects %j with the German message', (input) => {
    expect(parseDateDe(input)).toEqual({ ok: false, message: validationTexts.dateDe });
  });

  it('has the German message', () => {
    expect(validationTexts.dateDe).toBe('Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.');
  });

  /** Every calendar day from 01.01.1000 to 31.12.9999 as ISO. */
  const isoDates = fc
    .date({
      min: new Date('1000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));

  it('round-trips: formatDateDe(parseDateDe(text).iso) is the text for every TT.MM.JJJJ date', () => {
    fc.assert(
      fc.property(isoDates, (iso) => {
        const text = formatDateDe(iso);
        const parsed = parseDateDe(text);
        expect(parsed).toEqual({ ok: true, iso });
        if (parsed.ok) expect(formatDateDe(parsed.iso)).toBe(text);
      }),
    );
  });

  it('reads days and months without leading zeros as the padded date', () => {
    fc.assert(
      fc.property(isoDates, (iso) => {
        const [year, month, day] = iso.split('-');
        const text = `${Number(day)}.${Number(month)}.${year}`;
        const parsed = parseDateDe(text);
        expect(parsed).toEqual({ ok: true, iso });
        if (parsed.ok) expect(formatDateDe(parsed.iso)).toBe(formatDateDe(iso));
      }),
    );
  });

  it('returns only real ISO dates, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .tuple(fc.nat(99), fc.nat(99), fc.nat(99999))
            .map(([day, month, year]) => `${day}.${month}.${year}`),
        ),
        (input) => {
          const parsed = parseDateDe(input);
          if (parsed.ok) expect(parsed.iso === '' || isIsoDate(parsed.iso)).toBe(true);
          else expect(parsed.message).toBe(validationTexts.dateDe);
        },
      ),
    );
  });
});

describe('parseDateDe without dots', () => {
  it('reads eight digits as TTMMJJJJ (keypads without a dot key)', () => {
    expect(parseDateDe('17051984')).toEqual({ ok: true, iso: '1984-05-17' });
    expect(parseDateDe('31022024').ok).toBe(false);
    expect(parseDateDe('1751984').ok).toBe(false);
  });
});
