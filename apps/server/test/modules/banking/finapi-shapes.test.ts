import { describe, expect, it } from 'vitest';
import {
  connectionStatus,
  finapiConnectionsSchema,
  finapiTransactionsSchema,
  providerAccounts,
  statementEntry,
  webformStatus,
} from '../../../src/modules/banking/providers/finapi-shapes';

describe("finAPI's answers as the portal reads them (ADR 270)", () => {
  it("tells Web Form 2.0's states", () => {
    expect(['NOT_YET_OPENED', 'IN_PROGRESS'].map(webformStatus)).toEqual(['laeuft', 'laeuft']);
    expect(webformStatus('COMPLETED')).toBe('fertig');
    expect(webformStatus('COMPLETED_WITH_ERROR')).toBe('fehler');
    expect(['ABORTED', 'EXPIRED'].map(webformStatus)).toEqual(['abgebrochen', 'abgebrochen']);
  });

  it('a connection is updating, failed at its last update (the bank must be asked again), or ready', () => {
    const [updating, failed, ready] = finapiConnectionsSchema.parse({
      connections: [
        { id: 1, bank: { name: 'DKB' }, updateStatus: 'IN_PROGRESS', interfaces: [] },
        {
          id: 2,
          bank: { name: 'ING' },
          updateStatus: 'READY',
          interfaces: [
            { lastManualUpdate: { result: 'OK' }, lastAutoUpdate: { result: 'BANK_SERVER_REJECTION' } },
          ],
        },
        { id: 3, bank: null, updateStatus: 'READY', interfaces: [{ lastManualUpdate: { result: 'OK' } }] },
      ],
    }).connections;
    expect([updating, failed, ready].map((connection) => connectionStatus(connection as never))).toEqual([
      'aktualisierung',
      'fehler',
      'bereit',
    ]);
    expect(ready?.id).toBe('3');
  });

  it('reads the accounts that have an IBAN (written without spaces), their balance as of today', () => {
    expect(
      providerAccounts(
        {
          accounts: [
            {
              id: '7',
              iban: 'de02 1203 0000 0000 2020 51',
              accountCurrency: 'EUR',
              accountHolderName: 'Max',
              balance: 12.3,
            },
            { id: '8', iban: null, accountCurrency: 'EUR', accountHolderName: null, balance: 500 },
          ],
        },
        '2026-11-29',
      ),
    ).toEqual([
      {
        ref: '7',
        iban: 'DE02120300000000202051',
        currency: 'EUR',
        ownerName: 'Max',
        balance: { cents: 1230, date: '2026-11-29' },
      },
    ]);
  });

  it("a transaction's finAPI id is its entry reference; its amount in cents, NOTPROVIDED is no end-to-end id", () => {
    const [transaction] = finapiTransactionsSchema.parse({
      transactions: [
        {
          id: 4711,
          bankBookingDate: '2026-11-03 00:00:00.000',
          valueDate: '2026-11-04',
          amount: -54.3,
          currency: 'EUR',
          purpose: 'Kfz-Versicherung  123/456',
          counterpartName: 'HUK-COBURG',
          counterpartIban: null,
          counterpartCreditorId: 'DE29ZZZ00000040473',
          counterpartMandateReference: 'M-1',
          endToEndReference: 'NOTPROVIDED',
        },
      ],
      paging: { page: 1, pageCount: 1 },
    }).transactions;
    expect(statementEntry(transaction as never, 'EUR')).toMatchObject({
      bookingDate: '2026-11-03',
      valueDate: '2026-11-04',
      amountCents: -5430,
      purpose: 'Kfz-Versicherung 123/456',
      creditorId: 'DE29ZZZ00000040473',
      mandateReference: 'M-1',
      endToEndId: null,
      entryReference: 'finapi:4711',
    });
  });
});
