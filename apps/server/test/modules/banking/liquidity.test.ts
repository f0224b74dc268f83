import { monthsUpTo } from '@kundenportal/domain/banking/liquidity';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { BANKING, bankingCustomer, testIban } from './banking.fixtures';
import { camt053, monthOf } from './camt-file';

const t = useTestApp();

const zero = { miete: 0, energie: 0, versicherung: 0, kredit: 0, abo: 0, sonstiges: 0 };

describe('GET /api/users/banking/liquiditaet', () => {
  it('sums each month of all accounts and tells each contract’s last debit', async () => {
    // The two months before now's (never a day to come), and now's without entries.
    const months = monthsUpTo(isoDateIn(new Date()).slice(0, 7), 4);
    const [first, previous, last, current] = months as [string, string, string, string];
    const c = await bankingCustomer(t.app, { config: { liquiditaet: true, vertrag_add: true } });
    await c.imports(camt053(testIban(), [...monthOf(previous), ...monthOf(last)]));
    await c.imports(
      camt053(testIban(), [
        { date: `${last}-01`, cents: -25000, name: 'Baufi Bank', purpose: 'Darlehen 12 Tilgung' },
      ]),
    );
    const [found] = (await c.call('GET', `${BANKING}/vorschlaege`)).json<{ vorschlaege: { id: string }[] }>()
      .vorschlaege;
    const accepted = await c.call('POST', `${BANKING}/vorschlaege/${found?.id}/uebernehmen`);
    const contractId = accepted.json<{ vertrag: { id: number } }>().vertrag.id;

    const response = await c.call('GET', `${BANKING}/liquiditaet?monate=4`);
    expect(response.statusCode, response.body).toBe(200);
    // monthOf: salary 2,850.00 in; rent 950.00, HUK 54.30, Stadtwerke 89.00, Spotify 12.99, REWE 47.11 out.
    const usual = { miete: 950, energie: 89, versicherung: 54.3, kredit: 0, abo: 12.99, sonstiges: 47.11 };
    expect(response.json()).toEqual({
      monate: [
        { monat: first, einnahmen: 0, fixkosten: zero, versicherungen: 0, rest: 0 },
        // 2850 - (950 + 89 + 54.3 + 12.99 + 47.11) = 1696.60
        { monat: previous, einnahmen: 2850, fixkosten: usual, versicherungen: 54.3, rest: 1696.6 },
        // and the loan's 250.00 from the second account: 1446.60
        {
          monat: last,
          einnahmen: 2850,
          fixkosten: { ...usual, kredit: 250 },
          versicherungen: 54.3,
          rest: 1446.6,
        },
        { monat: current, einnahmen: 0, fixkosten: zero, versicherungen: 0, rest: 0 },
      ],
      vertraege: [{ vertragId: contractId, erwartet: 54.3, abgebucht_am: `${last}-03` }],
    });
  });

  it('lowers a cost by what is given back and leaves out money between the customer’s own accounts', async () => {
    const [last] = monthsUpTo(isoDateIn(new Date()).slice(0, 7), 2) as [string];
    const c = await bankingCustomer(t.app);
    const [giro, savings] = [testIban(), testIban()];
    await c.imports(
      camt053(giro, [
        ...monthOf(last),
        { date: `${last}-20`, cents: 3000, name: 'Stadtwerke München', purpose: 'Erstattung Abschlag' },
        { date: `${last}-21`, cents: 2000, name: 'HUK-COBURG', purpose: 'Beitragsrückerstattung 2026' },
        { date: `${last}-22`, cents: -50000, name: 'Kim Kunde', iban: savings, purpose: 'Sparen' },
        { date: `${last}-23`, cents: -10000, name: 'KIM KUNDE', purpose: 'Auf mein Tagesgeld' },
      ]),
    );
    await c.imports(
      camt053(savings, [{ date: `${last}-22`, cents: 50000, name: null, iban: giro, purpose: 'Sparen' }]),
    );
    const response = await c.call('GET', `${BANKING}/liquiditaet?monate=2`);
    expect(response.statusCode, response.body).toBe(200);
    const [month] = response.json<{ monate: unknown[] }>().monate;
    // monthOf less the refunds: energy 89.00 - 30.00, insurance 54.30 - 20.00; the transfers neither.
    const fixkosten = {
      miete: 950,
      energie: 59,
      versicherung: 34.3,
      kredit: 0,
      abo: 12.99,
      sonstiges: 47.11,
    };
    // 2850 - (950 + 59 + 34.3 + 12.99 + 47.11) = 1746.60
    expect(month).toEqual({ monat: last, einnahmen: 2850, fixkosten, versicherungen: 34.3, rest: 1746.6 });
  });

  it('is six months by default, and none of another customer’s', async () => {
    const c = await bankingCustomer(t.app);
    const [previous] = monthsUpTo(isoDateIn(new Date()).slice(0, 7), 2) as [string];
    await c.imports(camt053(testIban(), monthOf(previous)));
    const other = await bankingCustomer(t.app);
    const response = await other.call('GET', `${BANKING}/liquiditaet`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ monate: { einnahmen: number }[]; vertraege: unknown[] }>();
    expect(body.monate).toHaveLength(6);
    expect(body.monate.every((month) => month.einnahmen === 0)).toBe(true);
    expect(body.vertraege).toEqual([]);
  });

  it.each([['?monate=0'], ['?monate=25'], ['?monate=drei'], ['?monat=3']])(
    'refuses %s with 422',
    async (query) => {
      const c = await bankingCustomer(t.app);
      const response = await c.call('GET', `${BANKING}/liquiditaet${query}`);
      expect(response.statusCode).toBe(422);
    },
  );

  it('is refused without the flag liquiditaet', async () => {
    const c = await bankingCustomer(t.app, { config: { liquiditaet: false } });
    expect((await c.call('GET', `${BANKING}/liquiditaet`)).statusCode).toBe(403);
  });
});
