import { monthsUpTo } from '@kundenportal/domain/banking/liquidity';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { BANKING, bankingCustomer, testIban } from './banking.fixtures';
import { camt053, type TestEntry } from './camt-file';

const t = useTestApp();

/** The `count` months before now's (`YYYY-MM`), oldest first: the suggestions look at recent debits. */
const recentMonths = (count: number) => monthsUpTo(isoDateIn(new Date()).slice(0, 7), count + 1).slice(0, -1);

const huk = (month: string): TestEntry => ({
  date: `${month}-03`,
  cents: -5430,
  name: 'HUK-COBURG',
  purpose: 'Beitrag Kfz-Versicherung K-AB 123 Vers.-Nr. 800/123456-K',
});
const salary = (month: string): TestEntry => ({
  date: `${month}-01`,
  cents: 285000,
  name: 'Muster GmbH',
  purpose: `Gehalt ${month}`,
});

const config = { liquiditaet: true, vertrag_add: true, vertrag_list: true };

type Suggestions = {
  vorschlaege: {
    id: string;
    versicherer: string;
    betrag: number;
    intervall: string;
    sparte: string | null;
  }[];
};

async function customerWithHuk(months: string[], iban = testIban()) {
  const c = await bankingCustomer(t.app, { config });
  const { konto } = await c.imports(
    camt053(
      iban,
      months.flatMap((month) => [salary(month), huk(month)]),
    ),
  );
  const suggestions = async () => {
    const response = await c.call('GET', `${BANKING}/vorschlaege`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Suggestions>().vorschlaege;
  };
  return { ...c, iban, konto, suggestions };
}

describe('GET /api/users/banking/vorschlaege', () => {
  it('suggests a monthly premium to an insurer that no contract explains, to its customer only', async () => {
    const months = recentMonths(3);
    const c = await customerWithHuk(months);
    const found = await c.suggestions();
    expect(found).toEqual([
      {
        id: expect.stringMatching(/^[\w-]{20,}$/),
        versicherer: 'HUK-COBURG',
        betrag: 54.3,
        intervall: 'monatlich',
        sparte: 'kfz',
      },
    ]);
    const other = await bankingCustomer(t.app, { config });
    expect((await other.call('GET', `${BANKING}/vorschlaege`)).json()).toEqual({ vorschlaege: [] });
    const id = found[0]?.id;
    expect((await other.call('POST', `${BANKING}/vorschlaege/${id}/uebernehmen`)).statusCode).toBe(404);
    expect((await other.call('DELETE', `${BANKING}/vorschlaege/${id}`)).statusCode).toBe(404);
  });

  it('keeps no bank data in the id (the path is logged)', async () => {
    const c = await customerWithHuk(recentMonths(2));
    const [found] = await c.suggestions();
    expect(found?.id).not.toMatch(/HUK|mandat|versicherer/i);
  });

  it('leaves out debits the customer filed under another category (no premium, says the correction)', async () => {
    const c = await customerWithHuk(recentMonths(3));
    const [month] = (await c.transactions(c.konto.id)).monate;
    const { transactions } = await c.transactions(c.konto.id, `?monat=${month}`);
    const premium = transactions.find((entry) => entry.gegenseite === 'HUK-COBURG');
    const corrected = await c.call('PUT', `${BANKING}/transactions/${premium?.id}/kategorie`, {
      kategorie: 'abo',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await c.suggestions()).toEqual([]);
  });

  it('is refused without the flag liquiditaet', async () => {
    const c = await bankingCustomer(t.app, { config: { liquiditaet: false, vertrag_add: true } });
    expect((await c.call('GET', `${BANKING}/vorschlaege`)).statusCode).toBe(403);
    expect((await c.call('DELETE', `${BANKING}/vorschlaege/abc`)).statusCode).toBe(403);
  });
});

describe('DELETE /api/users/banking/vorschlaege/{id}', () => {
  it('dismisses for good: gone, and still gone after another import', async () => {
    const months = recentMonths(3);
    const c = await customerWithHuk(months.slice(0, 2));
    const [found] = await c.suggestions();
    const dismissed = await c.call('DELETE', `${BANKING}/vorschlaege/${found?.id}`);
    expect(dismissed.statusCode).toBe(204);
    expect(await c.suggestions()).toEqual([]);
    await c.imports(
      camt053(
        c.iban,
        months.flatMap((month) => [salary(month), huk(month)]),
      ),
    );
    expect(await c.suggestions()).toEqual([]);
    expect((await c.call('DELETE', `${BANKING}/vorschlaege/${found?.id}`)).statusCode).toBe(204);
    expect((await c.call('POST', `${BANKING}/vorschlaege/${found?.id}/uebernehmen`)).statusCode).toBe(404);
  });

  it('answers 404 for an id that names no suggestion', async () => {
    const c = await customerWithHuk(recentMonths(2));
    expect((await c.call('DELETE', `${BANKING}/vorschlaege/nichts`)).statusCode).toBe(404);
    expect((await c.call('POST', `${BANKING}/vorschlaege/${'x'.repeat(500)}/uebernehmen`)).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/users/banking/vorschlaege/{id}/uebernehmen', () => {
  it('adds the contract once, prefilled (renewing, the purpose’s number) and looked after elsewhere; a second time is 409', async () => {
    const c = await customerWithHuk(recentMonths(3));
    const [found] = await c.suggestions();
    const accepted = await c.call('POST', `${BANKING}/vorschlaege/${found?.id}/uebernehmen`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json<{ vertrag: Record<string, unknown> }>().vertrag).toMatchObject({
      id: expect.any(Number),
      gesellschaft: 'HUK-COBURG',
      beitrag: 54.3,
      zahlungsweise: 12,
      sparte: 'kfz',
      status: 'A',
      betreuung: 'unbekannt',
      automatische_verlaengerung: 1,
      nummer: '800/123456-K',
    });
    const again = await c.call('POST', `${BANKING}/vorschlaege/${found?.id}/uebernehmen`);
    expect(again.statusCode).toBe(409);
    expect((await c.call('DELETE', `${BANKING}/vorschlaege/${found?.id}`)).statusCode).toBe(409);
    const contracts = await c.call('GET', '/api/contracts');
    expect(contracts.json<{ contracts: unknown[] }>().contracts).toHaveLength(1);
    expect(await c.suggestions()).toEqual([]);
  });

  it('adds it only two at once: one 201, the other 409', async () => {
    const c = await customerWithHuk(recentMonths(3));
    const [found] = await c.suggestions();
    const answers = await Promise.all(
      [1, 2].map(() => c.call('POST', `${BANKING}/vorschlaege/${found?.id}/uebernehmen`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const contracts = await c.call('GET', '/api/contracts');
    expect(contracts.json<{ contracts: unknown[] }>().contracts).toHaveLength(1);
  });

  it('suggests nothing where a contract of the household explains the debits', async () => {
    const c = await customerWithHuk(recentMonths(3));
    const [found] = await c.suggestions();
    await c.call('POST', `${BANKING}/vorschlaege/${found?.id}/uebernehmen`);
    // Another account debited by the insurer's Kfz company (another key): the accepted contract explains it.
    const kfz = recentMonths(3).map((month) => ({
      ...huk(month),
      name: 'HUK-COBURG-Allgemeine Versicherung AG',
    }));
    await c.imports(camt053(testIban(), kfz));
    expect(await c.suggestions()).toEqual([]);
  });

  it('is refused without the right to add contracts (vertrag_add)', async () => {
    const c = await bankingCustomer(t.app, { config: { liquiditaet: true } });
    await c.imports(camt053(testIban(), recentMonths(3).map(huk)));
    const [found] = (await c.call('GET', `${BANKING}/vorschlaege`)).json<Suggestions>().vorschlaege;
    expect(found).toBeDefined();
    expect((await c.call('POST', `${BANKING}/vorschlaege/${found?.id}/uebernehmen`)).statusCode).toBe(403);
  });
});
