import type { BankAccount, BankTransaction } from '@kundenportal/domain/banking/api';

/** A Girokonto as GET /api/users/banking/status lists it. */
export const girokonto: BankAccount = {
  id: 3,
  iban: 'DE89370400440532013000',
  name: 'Girokonto',
  bank: 'Sparkasse KölnBonn',
  saldo: 1234.5,
  stand: '2026-03-31T16:05:00.000Z',
  quelle: 'import',
  bankverbindung_id: null,
};

export const transaction = (overrides: Partial<BankTransaction>): BankTransaction => ({
  id: 1,
  datum: '2026-03-02',
  betrag: -54.3,
  gegenseite: 'HUK-COBURG',
  verwendungszweck: 'Kfz-Versicherung 123/456',
  kategorie: 'versicherung',
  korrigiert: false,
  ...overrides,
});
