import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBankingKeys } from '../../../src/config/banking-keys';
import { createFieldCipher } from '../../../src/lib/field-cipher';
import { rotateAggregatorKeys } from '../../../src/modules/banking/providers/aggregator-rotate-repository';
import { rotateBankingKeys } from '../../../src/modules/banking/rotate-keys-repository';
import { getDatabase } from '../../helpers/database';
import { type FinapiStandIn, type StandInAccount, startFinapiStandIn } from '../../helpers/finapi-stand-in';
import { createTestApp, jsonCaller, loginAs, TEST_BANKING_KEYS, useTestApp } from '../../helpers/test-app';
import { BANKING, bankingCustomer, testIban } from './banking.fixtures';
import { camt053 } from './camt-file';

let finapi: FinapiStandIn;
beforeAll(async () => {
  finapi = await startFinapiStandIn({ clientId: 'portal-client', clientSecret: 'client-secret-4711' });
});
afterAll(() => finapi.close());

const t = useTestApp(() => finapi.env());

let nextTransaction = 1;
/** A Girokonto at the stand-in's bank with a salary, the rent and a purpose found nowhere else. */
function girokonto(marker: string): StandInAccount {
  const entry = (bankBookingDate: string, amount: number, counterpartName: string, purpose: string) => ({
    id: nextTransaction++,
    bankBookingDate,
    amount,
    purpose,
    counterpartName,
  });
  return {
    id: 5000 + nextTransaction,
    iban: testIban(),
    balance: 1234.56,
    transactions: [
      entry('2026-10-01', 3120.5, 'Muster GmbH', 'Gehalt Oktober'),
      entry('2026-10-02', -950, 'Hausverwaltung Becker', `Miete Oktober ${marker}`),
      entry('2026-11-01', 3120.5, 'Muster GmbH', 'Gehalt November'),
    ],
  };
}

/** A customer who connected the stand-in's bank through the web form: the account and its connection. */
async function connected(marker = 'Kennwort') {
  const c = await bankingCustomer(t.app);
  const account = girokonto(marker);
  finapi.setBank('Sparkasse KölnBonn', () => [account]);
  const started = await c.call('POST', `${BANKING}/account/create`);
  expect(started.statusCode, started.body).toBe(201);
  const { webform } = started.json<{ webform: { id: number; url: string } }>();
  const poll = () => c.call('GET', `${BANKING}/webform/${webform.id}`);
  expect((await poll()).json().webform.status).toBe('laeuft');
  finapi.finish(new URL(webform.url).pathname.split('/').at(-1) as string, 'COMPLETED');
  const done = await poll();
  expect(done.statusCode, done.body).toBe(200);
  const status = await c.call('GET', `${BANKING}/status`);
  const konto = status.json<{ konten: { id: number; iban: string; quelle: string; saldo: number }[] }>()
    .konten[0];
  return { c, account, webform, poll, done: done.json(), konto: konto as NonNullable<typeof konto> };
}

describe('bank connections through finAPI (ADR 270)', () => {
  it('connects a bank in the web form: the accounts and transactions stored once, sealed', async () => {
    const { c, account, webform, poll, done, konto } = await connected('Geheimzweck7');
    expect(webform.url).toMatch(new RegExp(`^${finapi.url}/wf/`));
    expect(new URL(webform.url).searchParams.get('redirectUrl')).toMatch(/#\/app\/konten$/);
    expect(done.webform).toEqual({ id: webform.id, status: 'fertig', bankzugang_id: expect.any(Number) });
    expect(konto).toMatchObject({ iban: account.iban, quelle: 'finapi', saldo: 1234.56 });
    const list = await c.transactions(konto.id, '?monat=2026-10');
    expect(list.transactions.map((entry) => entry.gegenseite)).toEqual([
      'Hausverwaltung Becker',
      'Muster GmbH',
    ]);
    expect(list.transactions.map((entry) => entry.kategorie)).toEqual(['miete', 'einkommen']);
    expect(list.monate).toEqual(['2026-11', '2026-10']);

    // Polled again: still done, nothing stored twice.
    expect((await poll()).json().webform.status).toBe('fertig');
    expect((await c.transactions(konto.id, '?monat=2026-10')).transactions).toHaveLength(2);

    const connections = await c.call('GET', `${BANKING}/bankconnects/status`);
    expect(connections.json()).toEqual({
      anbieter: { finapi: true },
      bankzugaenge: [
        {
          id: done.webform.bankzugang_id,
          anbieter: 'finapi',
          bank: 'Sparkasse KölnBonn',
          status: 'bereit',
          stand: expect.any(String),
        },
      ],
    });

    const { db } = await getDatabase();
    const rows = (await db.execute(sql`
      select u::text as row from bank_aggregator_users u where u.user_id = ${c.user.id}
      union all select k::text from bank_aggregator_connections k where k.user_id = ${c.user.id}
      union all select tr::text from bank_transactions tr
        join bank_accounts a on a.id = tr.account_id where a.user_id = ${c.user.id}`)) as unknown as {
      rows: { row: string }[];
    };
    const stored = rows.rows.map((row) => row.row).join('\n');
    const [login, password] = [...finapi.users].at(-1) as [string, string];
    for (const secret of ['Geheimzweck7', account.iban, 'Sparkasse', login, password]) {
      expect(stored).not.toContain(secret);
    }
    const logs = t.logs.join('');
    expect(logs).not.toContain(password);
    expect(logs).not.toContain('Geheimzweck7');
    expect(finapi.calls.join('\n')).not.toContain(password);
  });

  it('an account refreshed adds only the new transactions; a refresh again adds none', async () => {
    const { c, account, konto } = await connected();
    account.transactions.push({
      id: nextTransaction++,
      bankBookingDate: '2026-11-03',
      amount: -54.3,
      purpose: 'Kfz-Versicherung',
      counterpartName: 'HUK-COBURG',
    });
    const refreshed = await c.call('POST', `${BANKING}/account/${konto.id}/refresh`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toEqual({ konto: { id: konto.id, iban: account.iban }, neu: 1, doppelt: 3 });
    const again = await c.call('POST', `${BANKING}/account/${konto.id}/refresh`);
    expect(again.json()).toMatchObject({ neu: 0, doppelt: 4 });
    expect((await c.transactions(konto.id, '?monat=2026-11')).transactions).toHaveLength(2);
  });

  it('reads every page of the transactions', async () => {
    const c = await bankingCustomer(t.app);
    const account = girokonto('Seiten');
    for (let day = 0; day < 1100; day += 1) {
      account.transactions.push({
        id: nextTransaction++,
        bankBookingDate: `2026-09-${String((day % 28) + 1).padStart(2, '0')}`,
        amount: -1.5,
        purpose: `Kaffee ${day}`,
        counterpartName: 'Café am Markt',
      });
    }
    finapi.setBank('Sparkasse KölnBonn', () => [account]);
    const { webform } = (await c.call('POST', `${BANKING}/account/create`)).json();
    finapi.finish(new URL(webform.url).pathname.split('/').at(-1) as string, 'COMPLETED');
    expect((await c.call('GET', `${BANKING}/webform/${webform.id}`)).json().webform.status).toBe('fertig');
    const konto = (await c.call('GET', `${BANKING}/status`)).json().konten[0];
    expect((await c.transactions(konto.id, '?monat=2026-09')).transactions).toHaveLength(1100);
  });

  it('gets a new token when finAPI says the held one expired', async () => {
    const { c, konto } = await connected();
    finapi.expireTokens();
    const refreshed = await c.call('POST', `${BANKING}/account/${konto.id}/refresh`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({ neu: 0, doppelt: 3 });
  });

  it('a web form aborted or ended with an error says so, and stores nothing', async () => {
    for (const [outcome, status] of [
      ['ABORTED', 'abgebrochen'],
      ['COMPLETED_WITH_ERROR', 'fehler'],
    ] as const) {
      const c = await bankingCustomer(t.app);
      const { webform } = (await c.call('POST', `${BANKING}/account/create`)).json();
      finapi.finish(new URL(webform.url).pathname.split('/').at(-1) as string, outcome);
      const answer = await c.call('GET', `${BANKING}/webform/${webform.id}`);
      expect(answer.json()).toEqual({ webform: { id: webform.id, status, bankzugang_id: null } });
      expect((await c.call('GET', `${BANKING}/status`)).json().konten).toEqual([]);
    }
  });

  it("finAPI's refusal is a German 502, no answer from it a 503", async () => {
    const { c, konto } = await connected();
    finapi.failNext(500, { errors: [{ code: 'INTERNAL_ERROR', message: 'x', type: 'TECHNICAL' }] });
    const failed = await c.call('POST', `${BANKING}/account/${konto.id}/refresh`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      error: 'banking_provider_failed',
      message: 'Die Bank hat die Anfrage nicht beantwortet. Bitte versuche es später erneut.',
    });
    finapi.failNext(503, { errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'x', type: 'TECHNICAL' }] });
    const down = await c.call('POST', `${BANKING}/account/create`);
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toBe('banking_provider_unavailable');
    finapi.failNext(200, { unexpected: true });
    expect((await c.call('POST', `${BANKING}/account/create`)).statusCode).toBe(502);
  });

  it('renews a connection in a web form and reads its state from finAPI', async () => {
    const { c, done } = await connected();
    const id = done.webform.bankzugang_id;
    const state = await c.call('GET', `${BANKING}/bankconnects/${id}/status`);
    expect(state.json().bankzugang).toMatchObject({ id, status: 'bereit', bank: 'Sparkasse KölnBonn' });
    const renewed = await c.call('POST', `${BANKING}/bankconnects/${id}/refresh`);
    expect(renewed.statusCode, renewed.body).toBe(201);
    const { webform } = renewed.json();
    finapi.finish(new URL(webform.url).pathname.split('/').at(-1) as string, 'COMPLETED');
    const after = await c.call('GET', `${BANKING}/webform/${webform.id}`);
    expect(after.json().webform).toEqual({ id: webform.id, status: 'fertig', bankzugang_id: id });
  });

  it('keeps customers apart: their own finAPI user, and 404 for the other one’s form, connection, account', async () => {
    const a = await connected();
    const b = await bankingCustomer(t.app);
    const users = finapi.users.size;
    expect((await b.call('GET', `${BANKING}/webform/${a.webform.id}`)).json().error).toBe(
      'could_not_find_webform',
    );
    const connection = a.done.webform.bankzugang_id;
    for (const url of [`/bankconnects/${connection}/status`, `/bankconnects/${connection}/refresh`]) {
      const answer = await b.call(url.endsWith('refresh') ? 'POST' : 'GET', `${BANKING}${url}`);
      expect(answer.json().error).toBe('could_not_find_bank_connection');
    }
    expect((await b.call('POST', `${BANKING}/account/${a.konto.id}/refresh`)).statusCode).toBe(404);
    expect((await b.call('GET', `${BANKING}/bankconnects/status`)).json().bankzugaenge).toEqual([]);
    expect((await b.call('POST', `${BANKING}/account/create`)).statusCode).toBe(201);
    expect(finapi.users.size).toBe(users + 1);
  });

  it('an account from a statement file with no connected bank cannot be refreshed: 409', async () => {
    const c = await bankingCustomer(t.app);
    const { konto } = await c.imports(
      camt053(testIban(), [
        { date: '2026-10-02', cents: -2345, name: 'Apotheke', iban: testIban(), purpose: 'Rezept' },
      ]),
    );
    const answer = await c.call('POST', `${BANKING}/account/${konto.id}/refresh`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'Dieses Konto ist nicht mit der Bank verbunden. Lade einen neuen Kontoauszug hoch.',
    );
  });

  it('is gated by the flag liquiditaet (403) and refuses a body or a foreign id shape', async () => {
    const off = await bankingCustomer(t.app, { config: { liquiditaet: false } });
    expect((await off.call('POST', `${BANKING}/account/create`)).statusCode).toBe(403);
    expect((await off.call('GET', `${BANKING}/bankconnects/status`)).statusCode).toBe(403);
    const c = await bankingCustomer(t.app);
    expect((await c.call('GET', `${BANKING}/webform/abc`)).statusCode).toBe(404);
    expect((await c.call('GET', `${BANKING}/webform/99999999999`)).statusCode).toBe(404);
    expect((await c.call('POST', `${BANKING}/account/create`, { bank: 1 })).statusCode).toBe(422);
  });

  // Last in the file: the rotation re-seals every banking row of the test database with a new key.
  it('the finAPI login and password survive a key rotation (npm run banking:rotate)', async () => {
    const { c, konto } = await connected();
    const newKey = `neu:${randomBytes(32).toString('base64')}`;
    const cipher = createFieldCipher(parseBankingKeys(`${newKey},${TEST_BANKING_KEYS}`));
    const { db } = await getDatabase();
    await rotateBankingKeys(db, cipher);
    expect(await rotateAggregatorKeys(db, cipher)).toBeGreaterThan(0);
    expect(await rotateAggregatorKeys(db, cipher)).toBe(0);
    const after = await createTestApp({ ...finapi.env(), BANKING_KEYS: newKey });
    try {
      const call = jsonCaller(after.app, await loginAs(after.app, c.email, c.password));
      finapi.expireTokens();
      const refreshed = await call('POST', `${BANKING}/account/${konto.id}/refresh`);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const list = await call('GET', `${BANKING}/bankconnects/status`);
      expect(list.json().bankzugaenge[0].bank).toBe('Sparkasse KölnBonn');
    } finally {
      await after.app.close();
    }
  });
});
