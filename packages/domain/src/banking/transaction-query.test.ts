import { describe, expect, it } from 'vitest';
import { bankingApiTexts as texts } from '../texts/banking-api';
import {
  BANK_SEARCH_MAX_LENGTH,
  bankMonthProblem,
  bankSearchProblem,
  latestBookingDay,
} from './transaction-query';

describe('the months an account’s transactions can be asked for (ADR 288)', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('are those from January 2000 to the month of the latest booking day (today + 7, Berlin)', () => {
    expect(latestBookingDay(now)).toBe('2026-12-02');
    expect(bankMonthProblem('2000-01', now)).toBeNull();
    expect(bankMonthProblem('1999-12', now)).toBe('Bitte gib einen Monat von 01.2000 bis 12.2026 an.');
    expect(bankMonthProblem('1999-01', now)).toBe(texts.monthOutOfRange('2000-01', '2026-12'));
    expect(bankMonthProblem('2026-12', now)).toBeNull();
    expect(bankMonthProblem('2027-01', now)).toBe(texts.monthOutOfRange('2000-01', '2026-12'));
  });

  it('end with this month while the latest booking day is in it', () => {
    const earlier = new Date('2026-11-23T22:59:00Z');
    expect(latestBookingDay(earlier)).toBe('2026-11-30');
    expect(bankMonthProblem('2026-11', earlier)).toBeNull();
    expect(bankMonthProblem('2026-12', earlier)).toBe(texts.monthOutOfRange('2000-01', '2026-11'));
  });
});

describe('the search text of the transactions (ADR 288)', () => {
  it('takes words, digits and blank (no search); refuses signs only and more than the most', () => {
    for (const q of ['Müller', 'E.ON', '-42', '  ', '', 'a'.repeat(BANK_SEARCH_MAX_LENGTH)])
      expect(bankSearchProblem(q), q).toBeNull();
    for (const q of ['-', '...', ' ?! ', '€', '/%'])
      expect(bankSearchProblem(q), q).toBe(texts.searchWithoutLetters);
    expect(bankSearchProblem('a'.repeat(BANK_SEARCH_MAX_LENGTH + 1))).toBe(texts.invalidSearch);
  });
});
