import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FinapiStandIn, startFinapiStandIn } from '../../helpers/finapi-stand-in';
import { useTestApp } from '../../helpers/test-app';
import { BANKING, bankingCustomer, testIban } from './banking.fixtures';
import { camt053 } from './camt-file';

let finapi: FinapiStandIn;
beforeAll(async () => {
  finapi = await startFinapiStandIn({ clientId: 'portal-client', clientSecret: 'client-secret-4711' });
});
afterAll(() => finapi.close());

const t = useTestApp(() => finapi.env());

type Konto = { id: number; iban: string; quelle: string; saldo: number };

describe('an account imported first, connected through finAPI later (ADR 285)', () => {
  it('becomes the connection’s account (quelle finapi) with its imported entries once, and stays so', async () => {
    const c = await bankingCustomer(t.app);
    const iban = testIban();
    const october = [
      { date: '2026-10-01', cents: 312050, name: 'Muster GmbH', purpose: 'Gehalt Oktober' },
      { date: '2026-10-02', cents: -95000, name: 'Hausverwaltung Becker', purpose: 'Miete Oktober' },
    ];
    const { konto } = await c.imports(camt053(iban, october));
    const konten = async () => (await c.call('GET', `${BANKING}/status`)).json<{ konten: Konto[] }>().konten;
    expect(await konten()).toEqual([expect.objectContaining({ id: konto.id, quelle: 'import' })]);

    const booking = (id: number, bankBookingDate: string, amount: number, name: string, purpose: string) => ({
      id,
      bankBookingDate,
      amount,
      purpose,
      counterpartName: name,
    });
    finapi.setBank('Sparkasse KölnBonn', () => [
      {
        id: 7001,
        iban,
        balance: 2500.5,
        transactions: [
          booking(1, '2026-10-01', 3120.5, 'Muster GmbH', 'Gehalt Oktober'),
          booking(2, '2026-10-02', -950, 'Hausverwaltung Becker', 'Miete Oktober'),
          booking(3, '2026-11-01', 3120.5, 'Muster GmbH', 'Gehalt November'),
        ],
      },
    ]);
    const started = await c.call('POST', `${BANKING}/account/create`);
    const { webform } = started.json<{ webform: { id: number; url: string } }>();
    finapi.finish(new URL(webform.url).pathname.split('/').at(-1) as string, 'COMPLETED');
    expect((await c.call('GET', `${BANKING}/webform/${webform.id}`)).json().webform.status).toBe('fertig');

    expect(await konten()).toEqual([
      expect.objectContaining({ id: konto.id, iban, quelle: 'finapi', saldo: 2500.5 }),
    ]);
    expect((await c.transactions(konto.id, '?monat=2026-10')).transactions).toHaveLength(2);
    expect((await c.transactions(konto.id, '?monat=2026-11')).transactions).toHaveLength(1);
    // Refreshed from the bank as a connected account is.
    const refreshed = await c.call('POST', `${BANKING}/account/${konto.id}/refresh`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);

    // A statement imported later adds its entries and leaves the account the connection's.
    const later = await c.imports(
      camt053(iban, [{ date: '2026-11-03', cents: -5430, name: 'HUK-COBURG', purpose: 'Beitrag Kfz' }]),
    );
    expect(later).toMatchObject({ konto: { id: konto.id }, neu: 1, doppelt: 0 });
    expect(await konten()).toEqual([expect.objectContaining({ id: konto.id, quelle: 'finapi' })]);
  });
});
