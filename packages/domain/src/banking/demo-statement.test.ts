import { describe, expect, it } from 'vitest';
import { DEMO_STATEMENT_IBAN, demoStatement } from './demo-statement';
import { readStatement } from './read-statement';
import { contractSuggestions, type KnownContract } from './recurring';

/** Max's demo contracts that are paid by direct debit (apps/server/src/demo/contracts.ts). */
const MAX_CONTRACTS: KnownContract[] = [
  { gesellschaft: 'HUK-COBURG', beitrag: 54.3, zahlungsweise: 12 },
  { gesellschaft: 'Allianz', beitrag: 89, zahlungsweise: 1 },
  { gesellschaft: 'ERGO', beitrag: 38.4, zahlungsweise: 4 },
  { gesellschaft: 'VHV', beitrag: 306, zahlungsweise: 2 },
  { gesellschaft: 'Die Haftpflichtkasse', beitrag: 5.9, zahlungsweise: 12 },
  { gesellschaft: 'ARAG', beitrag: 14.2, zahlungsweise: 12 },
  { gesellschaft: 'Alte Leipziger', beitrag: 78.5, zahlungsweise: 12 },
  { gesellschaft: 'Debeka', beitrag: 312.4, zahlungsweise: 12 },
];

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('demoStatement: Max’s demo Girokonto', () => {
  it.each(['2026-11-29', '2027-01-02', '2026-03-15'])(
    'is a camt.053 the readers read of three months, from the first of the month two months before %s up to it',
    async (today) => {
      const statement = await readStatement(utf8(demoStatement(today)));
      expect(statement.format).toBe('camt.053');
      const [account] = statement.accounts;
      expect(account?.iban).toBe(DEMO_STATEMENT_IBAN);
      const dates = account?.entries.map((entry) => entry.bookingDate) ?? [];
      const months = new Set(dates.map((date) => date.slice(0, 7)));
      expect(months.size).toBe(3);
      expect(dates.every((date) => date <= today)).toBe(true);
      expect(account?.balance?.date).toBe(today);
      expect(account?.entries.some((entry) => entry.originalAmount?.currency === 'USD')).toBe(true);
    },
  );

  it('finds exactly one contract no demo contract explains: Barmenia’s monthly Zahnzusatz premium', async () => {
    for (const today of ['2026-11-29', '2027-01-02']) {
      const entries = (await readStatement(utf8(demoStatement(today)))).accounts[0]?.entries ?? [];
      const found = contractSuggestions(entries, MAX_CONTRACTS);
      expect(
        found.map(({ versicherer, betragCents, zahlungsweise }) => ({
          versicherer,
          betragCents,
          zahlungsweise,
        })),
      ).toEqual([{ versicherer: 'Barmenia', betragCents: 2490, zahlungsweise: 12 }]);
    }
  });

  it('debits only insurers of his active contracts and Barmenia: nothing to ARAG, whose contract ended in 2025', async () => {
    const entries = (await readStatement(utf8(demoStatement('2026-11-29')))).accounts[0]?.entries ?? [];
    expect(entries.filter((entry) => /ARAG/i.test(entry.counterpartyName ?? ''))).toEqual([]);
  });

  it('has months that differ: card payments vary, and one month has an extra debit', async () => {
    const entries = (await readStatement(utf8(demoStatement('2026-11-29')))).accounts[0]?.entries ?? [];
    const debits = (month: string) =>
      entries.filter((entry) => entry.bookingDate.startsWith(month) && entry.amountCents < 0);
    const cardSum = (month: string) =>
      debits(month)
        .filter((entry) => entry.purpose.startsWith('Kartenzahlung'))
        .reduce((sum, entry) => sum + entry.amountCents, 0);
    const months = ['2026-09', '2026-10', '2026-11'];
    expect(new Set(months.map(cardSum)).size).toBe(3);
    const names = (month: string) => new Set(debits(month).map((entry) => entry.counterpartyName));
    const extras = months.map((month) =>
      [...names(month)].filter((name) => months.some((other) => !names(other).has(name))),
    );
    expect(extras).toEqual([[], ['ERGO Versicherung AG', 'Bundeskasse'], ['Rundfunk ARD, ZDF, DRadio']]);
  });

  it('gives an entry the same reference whatever the day the statement is made', async () => {
    const references = async (today: string) =>
      new Map(
        (await readStatement(utf8(demoStatement(today)))).accounts[0]?.entries.map((entry) => [
          entry.entryReference,
          `${entry.bookingDate} ${entry.amountCents} ${entry.counterpartyName}`,
        ]),
      );
    const [earlier, later] = await Promise.all([references('2026-11-20'), references('2026-11-29')]);
    for (const [reference, entry] of earlier) expect(later.get(reference)).toBe(entry);
  });
});
