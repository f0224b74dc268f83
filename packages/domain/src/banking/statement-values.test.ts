import { describe, expect, it } from 'vitest';
import {
  cleanIban,
  cleanReference,
  cleanText,
  germanAmountCents,
  germanDate,
  isoDate,
  xmlAmountCents,
} from './statement-values';

describe('the values of a statement file', () => {
  it.each([
    ['-1.234,56', -123_456],
    ['1234,5', 123_450],
    ['-54,3', -5430],
    ['1.000', 100_000],
    ['-6', -600],
    ['+12,00', 1200],
    ['2.345,67 €', 234_567],
    ['-0,00', 0],
    ['12,345', null],
    ['1.23', null],
    ['1,234.56', null],
    ['', null],
    ['12345678901234,00', null],
  ])('reads the German amount %j as %j cents', (text, cents) => {
    expect(germanAmountCents(text)).toBe(cents);
  });

  it.each([
    ['1234.5', 123_450],
    ['50', 5000],
    ['0.004', 0],
    ['0.005', 1],
    ['-1.00', null],
    ['1,00', null],
    ['1e3', null],
  ])('reads the camt amount %j as %j cents', (text, cents) => {
    expect(xmlAmountCents(text)).toBe(cents);
  });

  it.each([
    ['03.11.26', '2026-11-03'],
    ['3.1.2027', '2027-01-03'],
    ['29.02.28', '2028-02-29'],
    ['29.02.27', null],
    ['31.11.2026', null],
    ['2026-11-03', null],
  ])('reads the German date %j as %j', (text, date) => {
    expect(germanDate(text)).toBe(date);
  });

  it('reads ISO dates and date-times, and refuses what is no calendar day', () => {
    expect(isoDate('2026-11-03T23:30:00+01:00')).toBe('2026-11-03');
    expect(isoDate('2026-02-30')).toBeNull();
    expect(isoDate('03.11.2026')).toBeNull();
  });

  it('makes texts storable: control characters and lone surrogates to blanks, cut at the maximum', () => {
    expect(cleanText('Miete\u0000 Nov\tember\ud800', 100)).toBe('Miete Nov ember');
    expect(cleanText('Ä'.repeat(10), 3)).toBe('ÄÄÄ');
    expect(cleanText('   ', 10)).toBeNull();
    expect(cleanIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(cleanIban('1234567890')).toBeNull();
    expect(cleanReference('NOTPROVIDED')).toBeNull();
  });
});
