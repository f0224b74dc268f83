import { describe, expect, it } from 'vitest';
import { formatIban, monthLabel } from './banking-format';

describe('formatIban', () => {
  it('groups an IBAN in fours, the last group shorter', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('drops the spaces and lower case of an input first', () => {
    expect(formatIban(' de89 3704004405 32013000 ')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('leaves no space at the end when the length is a multiple of four', () => {
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
  });
});

describe('monthLabel', () => {
  it("names a month in German with its year: '2026-03' is 'März 2026'", () => {
    expect(monthLabel('2026-03')).toBe('März 2026');
    expect(monthLabel('2025-12')).toBe('Dezember 2025');
  });

  it('leaves what is no month as it is', () => {
    expect(monthLabel('2026-13')).toBe('2026-13');
    expect(monthLabel('März')).toBe('März');
  });
});
