import { describe, expect, it } from 'vitest';
import { bankLiquidity, type LiquidityEntry, monthsUpTo } from './liquidity';

const entry = (
  bookingDate: string,
  euros: number,
  category: LiquidityEntry['category'],
  counterpartyName: string | null = null,
): LiquidityEntry => ({ bookingDate, amountCents: Math.round(euros * 100), category, counterpartyName });

describe('monthsUpTo', () => {
  it('counts back over a year’s end, oldest first', () => {
    expect(monthsUpTo('2027-02', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});

describe('bankLiquidity', () => {
  const entries = [
    entry('2026-10-01', 3150, 'einkommen', 'Arbeitgeber'),
    entry('2026-10-02', -890, 'miete', 'Hausverwaltung'),
    entry('2026-10-05', -54.3, 'versicherung', 'HUK-COBURG'),
    entry('2026-10-07', -78.4, 'energie', 'Stadtwerke'),
    entry('2026-10-12', -12.99, 'abo', 'Netflix'),
    entry('2026-10-20', 20, 'sonstiges', 'Erstattung'),
    entry('2026-10-25', -100, 'einkommen', 'Umbuchung'),
    entry('2026-11-01', 3150, 'einkommen', 'Arbeitgeber'),
    entry('2026-11-05', -54.3, 'versicherung', 'HUK-COBURG-Allgemeine Versicherung AG'),
    entry('2026-11-15', -420.1, 'kredit', 'Bank'),
    entry('2026-08-05', -54.3, 'versicherung', 'HUK-COBURG'),
  ];

  it('sums a month’s income, costs by category, premiums and what is left', () => {
    const { monate } = bankLiquidity(entries, [], ['2026-10', '2026-11', '2026-12']);
    expect(monate).toEqual([
      {
        monat: '2026-10',
        einnahmen: 3170,
        fixkosten: { miete: 890, energie: 78.4, versicherung: 54.3, kredit: 0, abo: 12.99, sonstiges: 100 },
        versicherungen: 54.3,
        // 3170 - (890 + 78.4 + 54.3 + 12.99 + 100) = 2034.31
        rest: 2034.31,
      },
      {
        monat: '2026-11',
        einnahmen: 3150,
        fixkosten: { miete: 0, energie: 0, versicherung: 54.3, kredit: 420.1, abo: 0, sonstiges: 0 },
        versicherungen: 54.3,
        rest: 2675.6,
      },
      {
        monat: '2026-12',
        einnahmen: 0,
        fixkosten: { miete: 0, energie: 0, versicherung: 0, kredit: 0, abo: 0, sonstiges: 0 },
        versicherungen: 0,
        rest: 0,
      },
    ]);
  });

  it('lowers a cost by a credit that gives it back or is filed under it, and leaves out own transfers', () => {
    const month = [
      entry('2026-10-01', 3150, 'einkommen', 'Arbeitgeber'),
      entry('2026-10-05', -54.3, 'versicherung', 'HUK-COBURG'),
      { ...entry('2026-10-06', 54.3, 'versicherung', 'HUK-COBURG'), givesBack: true },
      entry('2026-10-07', -78.4, 'energie', 'Stadtwerke'),
      entry('2026-10-08', 8.4, 'energie', 'Stadtwerke'),
      entry('2026-10-09', -30, 'sonstiges', 'Versandhaus'),
      { ...entry('2026-10-10', 10, 'sonstiges', 'Versandhaus'), givesBack: true },
      { ...entry('2026-10-11', -500, 'sonstiges', 'Max Mustermann'), own: true },
      { ...entry('2026-10-12', 500, 'einkommen', 'Max Mustermann'), own: true },
    ];
    expect(bankLiquidity(month, [], ['2026-10']).monate).toEqual([
      {
        monat: '2026-10',
        einnahmen: 3150,
        fixkosten: { miete: 0, energie: 70, versicherung: 0, kredit: 0, abo: 0, sonstiges: 20 },
        versicherungen: 0,
        rest: 3060,
      },
    ]);
  });

  it('gives each active contract with a premium its last debit in the months, or null', () => {
    const contracts = [
      { id: 1, gesellschaft: 'HUK-COBURG', beitrag: 54.3, zahlungsweise: 12, status: 'A' },
      { id: 2, gesellschaft: 'HUK-COBURG', beitrag: 54.3, zahlungsweise: 12, status: 'A' },
      { id: 3, gesellschaft: 'Allianz', beitrag: 54.3, zahlungsweise: 12, status: 'A' },
      { id: 4, gesellschaft: 'HUK-COBURG', beitrag: 54.3, zahlungsweise: 12, status: 'I' },
      { id: 5, gesellschaft: 'HUK-COBURG', beitrag: null, zahlungsweise: 12, status: 'A' },
      { id: 6, gesellschaft: 'HUK-COBURG', beitrag: 54.3, zahlungsweise: 9999, status: 'A' },
    ];
    expect(bankLiquidity(entries, contracts, ['2026-10', '2026-11']).vertraege).toEqual([
      { vertragId: 1, erwartet: 54.3, abgebucht_am: '2026-11-05' },
      { vertragId: 2, erwartet: 54.3, abgebucht_am: '2026-10-05' },
      { vertragId: 3, erwartet: 54.3, abgebucht_am: null },
    ]);
  });
});
