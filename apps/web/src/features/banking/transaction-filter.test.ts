import { describe, expect, it } from 'vitest';
import { filterParams, readFilter, transactionsPath } from './transaction-filter';

describe('readFilter', () => {
  it('reads month, search and category from the address', () => {
    expect(readFilter(new URLSearchParams('monat=2026-03&q=%20HUK%20&kategorie=versicherung'))).toEqual({
      monat: '2026-03',
      q: 'HUK',
      kategorie: 'versicherung',
    });
  });

  it('leaves out a month or category the address spells wrong, so the API’s default stands', () => {
    expect(readFilter(new URLSearchParams('monat=2026-13&kategorie=urlaub'))).toEqual({
      monat: '',
      q: '',
      kategorie: '',
    });
    expect(readFilter(new URLSearchParams(''))).toEqual({ monat: '', q: '', kategorie: '' });
  });
});

describe('filterParams and transactionsPath', () => {
  it('write only what is set, the search trimmed and encoded', () => {
    const filter = { monat: '2026-02', q: ' Stadtwerke & Co ', kategorie: '' } as const;
    expect(filterParams(filter)).toEqual({ monat: '2026-02', q: 'Stadtwerke & Co' });
    expect(transactionsPath(1, filter)).toBe(
      '/users/banking/account/1/transactions?monat=2026-02&q=Stadtwerke+%26+Co',
    );
  });

  it('asks without a query when nothing is filtered', () => {
    expect(transactionsPath(7, { monat: '', q: '', kategorie: '' })).toBe(
      '/users/banking/account/7/transactions',
    );
  });

  it('round-trips through the address', () => {
    const filter = { monat: '2025-12', q: 'Miete Januar', kategorie: 'miete' } as const;
    expect(readFilter(new URLSearchParams(filterParams(filter)))).toEqual(filter);
  });
});
