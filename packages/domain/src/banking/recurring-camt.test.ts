import { describe, expect, it } from 'vitest';
import { readStatement } from './read-statement';
import { contractSuggestions } from './recurring';
import { type CamtEntry, writeCamt } from './write-camt';

/** A SEPA direct debit of HUK-COBURG as a bank's camt.053 books it: creditor id, mandate, purpose. */
const debit = (bookingDate: string, cents: number, mandate: string, purpose: string): CamtEntry => ({
  bookingDate,
  amountCents: -cents,
  code: 'NDDT+105',
  transactions: [
    {
      party: { name: 'HUK-COBURG Versicherungsgruppe', creditorId: 'DE12ZZZ00000000001' },
      mandateReference: mandate,
      purpose: [purpose],
      endToEndId: `${mandate}-${bookingDate}`,
    },
  ],
});

describe('contracts found in a read camt.053 (readers and rules together)', () => {
  it('finds one contract a mandate, keyed by the creditor id and mandate the file names', async () => {
    const months = ['2026-07', '2026-08', '2026-09'];
    const file = writeCamt({
      format: 'camt.053',
      version: '08',
      id: 'R1',
      created: '2026-09-30T20:00:00',
      iban: 'DE89370400440532013000',
      owner: 'Kim Kunde',
      entries: months.flatMap((month) => [
        debit(`${month}-01`, 5430, 'KFZ-4711', 'Beitrag Kfz-Versicherung K-AB 123'),
        debit(`${month}-01`, 990, 'HR-0815', 'Beitrag Hausratversicherung'),
      ]),
    });
    const [account] = (await readStatement(new TextEncoder().encode(file))).accounts;
    const found = contractSuggestions(account?.entries ?? [], []);
    expect(
      found.map(({ key, versicherer, betragCents, zahlungsweise, sparte }) => ({
        key,
        versicherer,
        betragCents,
        zahlungsweise,
        sparte,
      })),
    ).toEqual([
      {
        key: 'glaeubiger:DE12ZZZ00000000001|mandat:HR-0815',
        versicherer: 'HUK-COBURG',
        betragCents: 990,
        zahlungsweise: 12,
        sparte: 'hausrat',
      },
      {
        key: 'glaeubiger:DE12ZZZ00000000001|mandat:KFZ-4711',
        versicherer: 'HUK-COBURG',
        betragCents: 5430,
        zahlungsweise: 12,
        sparte: 'kfz',
      },
    ]);
  });
});
