import { describe, expect, it } from 'vitest';
import { ageOn, monthsBetween, regelaltersgrenzeMonate, rentenbeginn } from './retirement-age';

const years = (months: number) => [Math.floor(months / 12), months % 12];

describe('regelaltersgrenzeMonate (§ 35, § 235 Abs. 2 SGB VI)', () => {
  it('is 65 until 1946 and one month more per year from 1947 to 1958', () => {
    expect(years(regelaltersgrenzeMonate(1940))).toEqual([65, 0]);
    expect(years(regelaltersgrenzeMonate(1946))).toEqual([65, 0]);
    expect(years(regelaltersgrenzeMonate(1947))).toEqual([65, 1]);
    expect(years(regelaltersgrenzeMonate(1952))).toEqual([65, 6]);
    expect(years(regelaltersgrenzeMonate(1957))).toEqual([65, 11]);
    expect(years(regelaltersgrenzeMonate(1958))).toEqual([66, 0]);
  });

  it('rises by two months per year from 1959 to 1963, and is 67 from 1964', () => {
    expect([1959, 1960, 1961, 1962, 1963].map((year) => years(regelaltersgrenzeMonate(year)))).toEqual([
      [66, 2],
      [66, 4],
      [66, 6],
      [66, 8],
      [66, 10],
    ]);
    for (const year of [1964, 1965, 1985, 2008])
      expect(years(regelaltersgrenzeMonate(year))).toEqual([67, 0]);
  });
});

describe('rentenbeginn (§ 99 SGB VI, § 187 Abs. 2 and § 188 BGB)', () => {
  it('starts on the first of the month after the birthday’s month', () => {
    // 67 on 14 May 2052, reached at the end of 13 May: from 1 June.
    expect(rentenbeginn('1985-05-14', 67 * 12)).toBe('2052-06-01');
    // 66 years 8 months on 31 Aug + 800 months = "31 April 2029", the age reached on 30 April: from 1 May.
    expect(rentenbeginn('1962-08-31', regelaltersgrenzeMonate(1962))).toBe('2029-05-01');
    // Born 31 December 1964: 67 on 31 Dec 2031, from 1 Jan 2032.
    expect(rentenbeginn('1964-12-31', 67 * 12)).toBe('2032-01-01');
    // Born 29 February: 67 in 2031 (no 29 February), reached at the end of 28 February: from 1 March.
    expect(rentenbeginn('1964-02-29', 67 * 12)).toBe('2031-03-01');
  });

  it('starts in the birthday’s own month for someone born on the 1st (the age is reached the day before)', () => {
    expect(rentenbeginn('1962-08-01', regelaltersgrenzeMonate(1962))).toBe('2029-04-01');
    expect(rentenbeginn('1964-01-01', 65 * 12)).toBe('2029-01-01');
    expect(rentenbeginn('1959-12-01', regelaltersgrenzeMonate(1959))).toBe('2026-02-01');
  });
});

describe('monthsBetween and ageOn', () => {
  it('counts calendar months and completed years', () => {
    expect(monthsBetween('2026-11-29', '2052-06-01')).toBe(307);
    expect(monthsBetween('2026-11-29', '2026-11-01')).toBe(0);
    expect(monthsBetween('2026-11-29', '2025-01-01')).toBe(-22);
    expect(ageOn('2008-11-29', '2026-11-29')).toBe(18);
    expect(ageOn('2008-11-30', '2026-11-29')).toBe(17);
    expect(ageOn('1985-05-14', '2026-11-29')).toBe(41);
  });
});
