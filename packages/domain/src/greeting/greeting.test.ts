import { describe, expect, it } from 'vitest';
import { greeting, greetingForHour, isBirthday } from './greeting';

/** A local date-time, as the greeting reads local hours and days. */
const at = (year: number, month: number, day: number, hour = 10) => new Date(year, month - 1, day, hour, 30);

describe('greetingForHour', () => {
  it.each([
    [0, 'Guten Morgen'],
    [5, 'Guten Morgen'],
    [11, 'Guten Morgen'],
    [12, 'Guten Tag'],
    [15, 'Guten Tag'],
    [17, 'Guten Tag'],
    [18, 'Guten Abend'],
    [23, 'Guten Abend'],
  ])('%i h -> %s', (hour, expected) => {
    expect(greetingForHour(hour)).toBe(expected);
  });
});

describe('isBirthday', () => {
  it('is true on the same day and month in a later year', () => {
    expect(isBirthday('1985-06-15', at(2025, 6, 15))).toBe(true);
  });

  it('ignores a time part after the date', () => {
    expect(isBirthday('1985-06-15T00:00:00.000Z', at(2025, 6, 15))).toBe(true);
  });

  it('is false the day before and after, and on the same day of another month', () => {
    expect(isBirthday('1985-06-15', at(2025, 6, 14))).toBe(false);
    expect(isBirthday('1985-06-15', at(2025, 6, 16))).toBe(false);
    expect(isBirthday('1985-06-15', at(2025, 7, 15))).toBe(false);
  });

  it('does not swap day and month', () => {
    expect(isBirthday('1985-03-04', at(2025, 4, 3))).toBe(false);
    expect(isBirthday('1985-03-04', at(2025, 3, 4))).toBe(true);
  });

  it('is true at the first and last minute of the day (local time)', () => {
    expect(isBirthday('1990-01-01', new Date(2025, 0, 1, 0, 0))).toBe(true);
    expect(isBirthday('1990-12-31', new Date(2025, 11, 31, 23, 59))).toBe(true);
  });

  it('29 Feb: on 29 Feb in a leap year', () => {
    expect(isBirthday('2000-02-29', at(2024, 2, 29))).toBe(true);
    expect(isBirthday('2000-02-29', at(2024, 2, 28))).toBe(false);
  });

  it('29 Feb: on 28 Feb in a non-leap year, not on 1 March', () => {
    expect(isBirthday('2000-02-29', at(2025, 2, 28))).toBe(true);
    expect(isBirthday('2000-02-29', at(2025, 3, 1))).toBe(false);
    expect(isBirthday('2000-02-29', at(2025, 2, 27))).toBe(false);
  });

  it('29 Feb: century rule (1900 and 2100 are not leap years, 2000 is)', () => {
    expect(isBirthday('1896-02-29', at(2100, 2, 28))).toBe(true);
    expect(isBirthday('1896-02-29', at(2000, 2, 28))).toBe(false);
    expect(isBirthday('1896-02-29', at(2000, 2, 29))).toBe(true);
  });

  it('someone born on 28 Feb has a birthday only on 28 Feb', () => {
    expect(isBirthday('2001-02-28', at(2024, 2, 28))).toBe(true);
    expect(isBirthday('2001-02-28', at(2024, 2, 29))).toBe(false);
  });

  it.each([null, undefined, '', 'kein Datum', '15.06.1985', '1985/06/15'])('is false for %j', (value) => {
    expect(isBirthday(value, at(2025, 6, 15))).toBe(false);
  });
});

describe('greeting', () => {
  it('greets by time of day with the first name', () => {
    expect(greeting('Max', '1980-01-01', at(2025, 6, 15, 8))).toBe('Guten Morgen, Max');
    expect(greeting('Max', '1980-01-01', at(2025, 6, 15, 12))).toBe('Guten Tag, Max');
    expect(greeting('Max', '1980-01-01', at(2025, 6, 15, 18))).toBe('Guten Abend, Max');
  });

  it('says Happy Birthday on the birthday, whatever the hour', () => {
    expect(greeting('Max', '1980-06-15', at(2025, 6, 15, 8))).toBe('Happy Birthday, Max');
    expect(greeting('Max', '1980-06-15', at(2025, 6, 15, 20))).toBe('Happy Birthday, Max');
  });

  it('works without a birth date', () => {
    expect(greeting('Erika', null, at(2025, 6, 15, 14))).toBe('Guten Tag, Erika');
    expect(greeting('Erika', undefined, at(2025, 6, 15, 14))).toBe('Guten Tag, Erika');
  });

  it('leaves out the comma without a first name', () => {
    expect(greeting('', null, at(2025, 6, 15, 9))).toBe('Guten Morgen');
    expect(greeting('', '1980-06-15', at(2025, 6, 15, 9))).toBe('Happy Birthday');
  });
});
