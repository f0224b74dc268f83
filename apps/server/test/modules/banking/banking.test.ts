import { bankOfIban } from '@kundenportal/domain/banking/bank-name';
import { bankingApiTexts } from '@kundenportal/domain/texts/banking-api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { BANKING, bankingCustomer, testIban } from './banking.fixtures';
import { camt053, monthOf } from './camt-file';

const t = useTestApp();

describe('POST /api/users/banking/import', () => {
  it('stores a statement once: a re-import adds nothing, an overlapping one only the new entries', async () => {
    const c = await bankingCustomer(t.app);
    const iban = testIban();
    const october = camt053(iban, monthOf('2026-10'));
    const first = await c.imports(october);
    expect(first).toEqual({ konto: { id: expect.any(Number), iban }, neu: 6, doppelt: 0 });
    expect(await c.imports(october)).toEqual({ konto: first.konto, neu: 0, doppelt: 6 });
    const both = camt053(iban, [...monthOf('2026-10'), ...monthOf('2026-11')]);
    expect(await c.imports(both)).toEqual({ konto: first.konto, neu: 6, doppelt: 6 });
    expect((await c.transactions(first.konto.id, '?monat=2026-10')).transactions).toHaveLength(6);
  });

  it('keeps two entries alike in all (two coffees of one day) as two, and once each on a re-import', async () => {
    const c = await bankingCustomer(t.app);
    const coffee = { date: '2026-10-07', cents: -350, name: 'Café Kranzler', purpose: 'Kartenzahlung' };
    const file = camt053(testIban(), [coffee, coffee]);
    expect((await c.imports(file)).neu).toBe(2);
    expect(await c.imports(file)).toMatchObject({ neu: 0, doppelt: 2 });
    const three = camt053(testIban(), [coffee, coffee, coffee]);
    expect((await c.imports(three)).neu).toBe(3);
  });

  it('refuses what is no statement at `file` with the reason in German', async () => {
    const c = await bankingCustomer(t.app);
    const refused = await c.upload(Buffer.from('Hallo, ich bin kein Kontoauszug.'), 'brief.txt');
    expect(refused.statusCode).toBe(422);
    const body = refused.json<{ errors: string[] }>();
    expect(JSON.stringify(body)).toMatch(/file=>\S/);
  });
});

describe('GET /api/users/banking/status', () => {
  it('lists the accounts with balance and its date, linked to the household’s bank connection of that IBAN', async () => {
    const iban = testIban();
    const c = await bankingCustomer(t.app, {
      persons: [{ firstname: 'Kim', bankConnections: [{ iban, zahlungsweise: '12' }] }],
    });
    const { konto } = await c.imports(camt053(iban, monthOf('2026-10'), 123456));
    const other = await c.imports(camt053(testIban(), monthOf('2026-10'), -2050));
    const status = await c.call('GET', `${BANKING}/status`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      konten: [
        {
          id: konto.id,
          iban,
          name: `Konto …${iban.slice(-4)}`,
          bank: bankOfIban(iban),
          saldo: 1234.56,
          // The statement's closing balance of its last day (camt053), not the upload's time.
          stand: '2026-10-15',
          quelle: 'import',
          bankverbindung_id: expect.any(Number),
        },
        expect.objectContaining({ id: other.konto.id, saldo: -20.5, bankverbindung_id: null }),
      ],
    });
  });
});

describe('GET /api/users/banking/account/{id}/transactions', () => {
  it('answers a month (the newest without monat), searched in counterparty and purpose, by category', async () => {
    const c = await bankingCustomer(t.app);
    const { konto } = await c.imports(camt053(testIban(), [...monthOf('2026-09'), ...monthOf('2026-10')]));
    const newest = await c.transactions(konto.id);
    expect(newest.monate).toEqual(['2026-10', '2026-09']);
    expect(newest.transactions.map((entry) => entry.gegenseite)).toEqual([
      'REWE Markt',
      'Spotify AB',
      'Stadtwerke München',
      'HUK-COBURG',
      'Hausverwaltung Schmidt',
      'Muster GmbH',
    ]);
    expect(newest.transactions[0]).toEqual({
      id: expect.any(Number),
      datum: '2026-10-15',
      betrag: -47.11,
      gegenseite: 'REWE Markt',
      verwendungszweck: 'Einkauf Müsli und Käse',
      kategorie: 'sonstiges',
      korrigiert: false,
    });
    const names = async (query: string) =>
      (await c.transactions(konto.id, query)).transactions.map((entry) => entry.gegenseite);
    expect(await names('?monat=2026-09&q=MUESLI')).toEqual(['REWE Markt']);
    expect(await names('?monat=2026-09&q=münchen')).toEqual(['Stadtwerke München']);
    expect(await names('?monat=2026-09&q=kaese')).toEqual(['REWE Markt']);
    expect(await names('?monat=2026-09&kategorie=versicherung')).toEqual(['HUK-COBURG']);
    expect(await names('?monat=2026-08')).toEqual([]);
  });

  it('refuses a bad month, category or an unknown key at its field', async () => {
    const c = await bankingCustomer(t.app);
    const { konto } = await c.imports(camt053(testIban(), monthOf('2026-10')));
    for (const query of ['?monat=2026-13', '?kategorie=urlaub', '?seite=2', `?q=${'x'.repeat(101)}`]) {
      const refused = await c.call('GET', `${BANKING}/account/${konto.id}/transactions${query}`);
      expect(refused.statusCode, query).toBe(422);
    }
  });

  it('answers a month from 01.2000 to that of today + 7 days, a search of signs only at their field in German (ADR 288)', async () => {
    const c = await bankingCustomer(t.app);
    const { konto } = await c.imports(camt053(testIban(), monthOf('2026-10')));
    const ask = (query: string) => c.call('GET', `${BANKING}/account/${konto.id}/transactions${query}`);
    t.app.clock.set(new Date('2026-11-25T12:00:00Z'));
    try {
      const outOfRange = `monat=>${bankingApiTexts.monthOutOfRange('2000-01', '2026-12')}`;
      for (const [query, status] of [
        ['?monat=1999-01', 422],
        ['?monat=1999-12', 422],
        ['?monat=2000-01', 200],
        ['?monat=2026-12', 200],
        ['?monat=2027-01', 422],
      ] as const) {
        const answer = await ask(query);
        expect(answer.statusCode, query).toBe(status);
        if (status === 422) expect(answer.json().errors, query).toEqual([outOfRange]);
      }
    } finally {
      t.app.clock.set(null);
    }
    const signs = await ask(`?monat=2026-10&q=${encodeURIComponent('--')}`);
    expect(signs.statusCode).toBe(422);
    expect(signs.json().errors).toEqual([`q=>${bankingApiTexts.searchWithoutLetters}`]);
    expect((await ask(`?q=${'x'.repeat(101)}`)).json().errors).toEqual([
      `q=>${bankingApiTexts.invalidSearch}`,
    ]);
    expect((await ask('?monat=2026-10&q=%20')).json().transactions).toHaveLength(6);
  });
});

describe('PUT /api/users/banking/transactions/{id}/kategorie', () => {
  it('sets the category and teaches it for the counterparty, but not over one set by hand', async () => {
    const iban = testIban();
    const c = await bankingCustomer(t.app);
    const { konto } = await c.imports(camt053(iban, [...monthOf('2026-09'), ...monthOf('2026-10')]));
    const rewe = async (monat: string) =>
      (await c.transactions(konto.id, `?monat=${monat}&q=rewe`)).transactions[0] as {
        id: number;
        kategorie: string;
        korrigiert: boolean;
      };
    const byHand = await c.call('PUT', `${BANKING}/transactions/${(await rewe('2026-09')).id}/kategorie`, {
      kategorie: 'energie',
    });
    expect(byHand.statusCode).toBe(200);
    const corrected = await c.call('PUT', `${BANKING}/transactions/${(await rewe('2026-10')).id}/kategorie`, {
      kategorie: 'abo',
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().transaction).toMatchObject({
      gegenseite: 'REWE Markt',
      kategorie: 'abo',
      korrigiert: true,
    });
    expect(await rewe('2026-09')).toMatchObject({ kategorie: 'energie', korrigiert: true });
    await c.imports(camt053(iban, monthOf('2026-11')));
    expect(await rewe('2026-11')).toMatchObject({ kategorie: 'abo', korrigiert: false });
    // Another customer's REWE is theirs.
    const other = await bankingCustomer(t.app);
    const theirs = await other.imports(camt053(testIban(), monthOf('2026-11')));
    const their = await other.transactions(theirs.konto.id, '?q=rewe');
    expect(their.transactions[0]?.kategorie).toBe('sonstiges');
  });

  it('refuses an unknown category at `kategorie`', async () => {
    const c = await bankingCustomer(t.app);
    const { konto } = await c.imports(camt053(testIban(), monthOf('2026-10')));
    const [first] = (await c.transactions(konto.id)).transactions;
    const refused = await c.call('PUT', `${BANKING}/transactions/${first?.id}/kategorie`, { kategorie: 'x' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('kategorie=>Bitte wähle eine der Kategorien.');
  });
});

describe('customers apart, the flag, deleting', () => {
  it('answers 404 to another customer for an account or transaction, 403 without liquiditaet', async () => {
    const owner = await bankingCustomer(t.app);
    const { konto } = await owner.imports(camt053(testIban(), monthOf('2026-10')));
    const [entry] = (await owner.transactions(konto.id)).transactions;
    const stranger = await bankingCustomer(t.app);
    const paths: ['GET' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', `${BANKING}/account/${konto.id}/transactions`],
      ['PUT', `${BANKING}/transactions/${entry?.id}/kategorie`, { kategorie: 'abo' }],
      ['DELETE', `${BANKING}/account/${konto.id}`],
      ['GET', `${BANKING}/account/abc/transactions`],
    ];
    for (const [method, url, body] of paths) {
      expect((await stranger.call(method, url, body)).statusCode, url).toBe(404);
    }
    expect((await stranger.call('GET', `${BANKING}/status`)).json()).toEqual({ konten: [] });
    const off = await bankingCustomer(t.app, { config: {} });
    expect((await off.call('GET', `${BANKING}/status`)).statusCode).toBe(403);
    expect((await off.upload(camt053(testIban(), monthOf('2026-10')))).statusCode).toBe(403);
    expect((await owner.transactions(konto.id)).transactions).toHaveLength(6);
  });

  it('deletes an account with its transactions', async () => {
    const c = await bankingCustomer(t.app);
    const { konto } = await c.imports(camt053(testIban(), monthOf('2026-10')));
    const deleted = await c.call('DELETE', `${BANKING}/account/${konto.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await c.call('GET', `${BANKING}/status`)).json()).toEqual({ konten: [] });
    expect((await c.call('GET', `${BANKING}/account/${konto.id}/transactions`)).statusCode).toBe(404);
  });
});

describe('bank data in logs', () => {
  it('never writes an IBAN, counterparty, purpose or search text to the log', async () => {
    const c = await bankingCustomer(t.app);
    const iban = testIban();
    const purpose = 'Therapiestunde Dr Verschwiegen';
    const { konto } = await c.imports(
      camt053(iban, [{ date: '2026-10-02', cents: -9000, name: 'Praxis Verschwiegen', purpose }]),
    );
    const found = await c.transactions(konto.id, '?q=Verschwiegen&monat=2026-10');
    expect(found.transactions).toHaveLength(1);
    await c.call('PUT', `${BANKING}/transactions/${found.transactions[0]?.id}/kategorie`, {
      kategorie: 'abo',
    });
    await c.upload(Buffer.from(`<?xml version="1.0"?><Document>${purpose}</Document>`));
    const logs = t.logs.join('\n');
    expect(logs).toContain(`/api/users/banking/account/${konto.id}/transactions?q=[redacted]&monat=2026-10`);
    for (const secret of ['Verschwiegen', iban, 'Therapiestunde']) expect(logs).not.toContain(secret);
  });
});
