import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro, formatFileSize, formatNumber, parseApiDate } from './format';

const NBSP = '\u00a0';

describe('formatDate', () => {
  it('writes DD.MM.YYYY', () => {
    expect(formatDate('2026-03-01')).toBe('01.03.2026');
    expect(formatDate(new Date(2024, 11, 24))).toBe('24.12.2024');
  });

  it('keeps a date-only value on its calendar day', () => {
    expect(parseApiDate('1980-05-17')?.getDate()).toBe(17);
  });

  it('gives an empty text for missing or broken dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('kein Datum')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes DD.MM.YYYY HH:mm', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 9, 5))).toBe('02.01.2026 09:05');
  });
});

describe('formatEuro', () => {
  it('uses the German separators, two decimals and the euro sign', () => {
    expect(formatEuro(1234.5)).toBe(`1.234,50${NBSP}€`);
    expect(formatEuro(0)).toBe(`0,00${NBSP}€`);
    expect(formatEuro(-9.999)).toBe(`-10,00${NBSP}€`);
  });

  it('gives an empty text for no amount', () => {
    expect(formatEuro(null)).toBe('');
    expect(formatEuro(Number.NaN)).toBe('');
  });
});

describe('formatNumber', () => {
  it('uses a decimal comma and shows the unlimited sentinel as unbegrenzt', () => {
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(formatNumber(999_999_999)).toBe('unbegrenzt');
  });
});

describe('formatFileSize', () => {
  it('uses B, kB, MB, GB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1,5 kB');
    expect(formatFileSize(26_214_400)).toBe('25 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });
});
