import { describe, expect, it } from 'vitest';
import { entryKey } from './entry-key';
import type { StatementEntry } from './statement';

const entry: StatementEntry = {
  bookingDate: '2026-10-01',
  valueDate: '2026-10-01',
  amountCents: -5430,
  currency: 'EUR',
  originalAmount: null,
  counterpartyName: 'HUK-COBURG',
  counterpartyIban: 'DE12 3456 7890 1234 5678 90',
  purpose: 'Beitrag Kfz-Versicherung',
  creditorId: null,
  mandateReference: null,
  endToEndId: null,
  entryReference: null,
  reversal: false,
  transactionCode: null,
};

describe('entryKey', () => {
  it('is the same for the same entry read again, whatever the IBAN’s spaces', () => {
    expect(entryKey({ ...entry })).toBe(entryKey({ ...entry, counterpartyIban: 'DE12345678901234567890' }));
  });

  it('differs by date, amount, other side, purpose and reference', () => {
    const keys = [
      entry,
      { ...entry, bookingDate: '2026-10-02' },
      { ...entry, amountCents: -5431 },
      { ...entry, counterpartyIban: 'DE99999999999999999999' },
      { ...entry, purpose: 'Beitrag Hausrat' },
      { ...entry, entryReference: 'A1' },
      { ...entry, entryReference: 'A2' },
    ].map(entryKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
