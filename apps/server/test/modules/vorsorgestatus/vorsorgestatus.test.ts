import { vorsorgestatusTexts } from '@kundenportal/domain/texts/vorsorgestatus';
import type { VorsorgestatusAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vorsorgeAngaben } from '../../../src/db/schema';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { contractOf } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';
import { BEDARFSCHECK_CONFIG, bedarfscheckCustomer } from '../bedarfscheck/bedarfscheck.fixtures';

const t = useTestApp();

// The domain's worked households (vorsorgestatus/pension-status.test.ts) are computed for this day.
beforeAll(() => t.app.clock.set(new Date('2026-11-29T11:00:00Z')));
afterAll(() => t.app.clock.set(null));

async function storedEntries(userId: number) {
  const { db } = await getDatabase();
  return db.select().from(vorsorgeAngaben).where(eq(vorsorgeAngaben.userId, userId));
}

describe('GET and PUT /api/vorsorgestatus', () => {
  it('answers the domain’s worked households: a Renteninformation, and Entgeltpunkte with a Riester contract', async () => {
    const c = await bedarfscheckCustomer(t.app, { born: ['1985-05-14', '1962-08-01'] });
    await c.persons.vcheck(c.mainId, { wunsch_altersrente_mtl: 2_500, kinderanzahl: 2 });
    await c.persons.vcheck(c.secondId, { wunsch_altersrente_mtl: 2_000, kinderanzahl: 0 });
    const riester = { rente_garantiert_mtl: 120, rente_prognose_mtl: 150 };
    await c.addContract(c.secondId, 'riester', riester);
    await c.addContract(c.secondId, 'riester', { ...riester, status: 'I' });
    await c.addContract(c.secondId, 'hausrat', riester);

    const saved = await c.saveVorsorge(c.mainId, { regelaltersrente_mtl: 1_800 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await c.saveVorsorge(c.secondId, { entgeltpunkte: 38.5 })).statusCode).toBe(200);
    const response = await c.vorsorge();
    expect(response.statusCode).toBe(200);
    const answer = response.json<VorsorgestatusAnswer>();
    expect(answer.personen.map((person) => person.personId)).toEqual([c.mainId, c.secondId]);
    expect(answer.personen[0]).toMatchObject({
      wunschrente: 2_500,
      erwartet: { gesetzlich: 1_484.53, vertraege: 0 },
      luecke_heute: 1_015.47,
      luecke_bei_rentenbeginn: 1_685.34,
      rentenbeginn: '2052-06-01',
      quelle: 'renteninformation',
    });
    expect(answer.personen[1]).toMatchObject({
      wunschrente: 2_000,
      erwartet: { gesetzlich: 1_352.22, vertraege: 142.99 },
      luecke_heute: 504.79,
      luecke_bei_rentenbeginn: 529.53,
      rentenbeginn: '2029-04-01',
      quelle: 'entgeltpunkte',
      vertraege_bei_rentenbeginn: 150,
    });
  });

  it('stores a pension contract’s expected pension, and drops it on another Sparte (ADR 177)', async () => {
    const c = await bedarfscheckCustomer(t.app);
    const pension = { rente_garantiert_mtl: 120, rente_prognose_mtl: 150.5 };
    const riester = await c.addContract(c.mainId, 'riester', pension);
    expect(contractOf(await c.contracts.get(riester))).toMatchObject(pension);
    const moved = await c.contracts.update(riester, { sparte: 'hausrat' });
    expect(contractOf(moved)).toMatchObject({ rente_garantiert_mtl: null, rente_prognose_mtl: null });
    const refused = await c.contracts.create({
      person_id: c.mainId,
      sparte: 'bav',
      gesellschaft: 'Allianz',
      rente_prognose_mtl: 10_000.01,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([expect.stringMatching(/^rente_prognose_mtl=>/)]);
  });

  it('replaces the whole entry with each save (a field left out is emptied) and leaves out persons under 18', async () => {
    const c = await bedarfscheckCustomer(t.app, { born: ['1985-05-14', '2010-03-01'] });
    await c.saveVorsorge(c.mainId, {
      regelaltersrente_mtl: 1_800,
      rente_1_prozent_mtl: 2_000,
      inflation_prozent: 3,
    });
    const next = await c.saveVorsorge(c.mainId, { entgeltpunkte: 12.5 });
    expect(next.statusCode).toBe(200);
    expect(next.json<VorsorgestatusAnswer>().personen).toEqual([
      expect.objectContaining({ personId: c.mainId, quelle: 'entgeltpunkte', inflation_prozent: 2 }),
    ]);
    expect((await storedEntries(c.user.id)).map((row) => row.angaben)).toEqual([{ entgeltpunkte: 12.5 }]);
  });

  it('takes back unchanged the eingabe a GET answers, empty (inflation null) or entered', async () => {
    const c = await bedarfscheckCustomer(t.app);
    const [before] = (await c.vorsorge()).json<VorsorgestatusAnswer>().personen;
    if (!before) throw new Error('no person');
    expect(before.eingabe.inflation_prozent).toBeNull();
    const saved = await c.saveVorsorge(c.mainId, before.eingabe);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<VorsorgestatusAnswer>().personen[0]).toEqual(before);
    await c.saveVorsorge(c.mainId, { entgeltpunkte: 20, inflation_prozent: 2.5 });
    const [entered] = (await c.vorsorge()).json<VorsorgestatusAnswer>().personen;
    if (!entered) throw new Error('no person');
    const again = await c.saveVorsorge(c.mainId, entered.eingabe);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<VorsorgestatusAnswer>().personen[0]).toEqual(entered);
  });

  it('answers 401, 403 for an adviser and 403 not_permitted without the flag before the person’s 404 and the body’s 422', async () => {
    const c = await bedarfscheckCustomer(t.app);
    await expectSessionBeforeBody(t.app, 'GET', '/api/vorsorgestatus', undefined);
    await expectSessionBeforeBody(t.app, 'PUT', `/api/vorsorgestatus/${c.mainId}`, { x: 1 });
    const off = await bedarfscheckCustomer(t.app, {
      config: { ...BEDARFSCHECK_CONFIG, bedarfscheck: false },
    });
    for (const response of [
      await off.vorsorge(),
      await off.saveVorsorge(off.mainId, { entgeltpunkte: -1 }),
      await off.saveVorsorge(c.mainId, { entgeltpunkte: -1 }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('not_permitted');
    }
    for (const id of [c.mainId, 'abc', 0, 2_147_483_648]) {
      const response = await off.saveVorsorge(id, { entgeltpunkte: 1 });
      expect(response.statusCode).toBe(403);
    }
  });

  it('keeps customers apart: another customer’s person is 404 whatever the body, and writes nothing', async () => {
    const first = await bedarfscheckCustomer(t.app);
    const second = await bedarfscheckCustomer(t.app);
    await first.saveVorsorge(first.mainId, { regelaltersrente_mtl: 1_000 });
    for (const id of [first.mainId, 'abc', 2_147_483_648]) {
      for (const body of [{ regelaltersrente_mtl: 5 }, { regelaltersrente_mtl: -5 }]) {
        const response = await second.saveVorsorge(id, body);
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json().error).toBe('not_found');
      }
    }
    expect((await storedEntries(first.user.id)).map((row) => row.angaben)).toEqual([
      { regelaltersrente_mtl: 1_000 },
    ]);
    expect(await storedEntries(second.user.id)).toEqual([]);
    const seen = (await second.vorsorge()).json<VorsorgestatusAnswer>().personen.map((p) => p.personId);
    expect(seen).toEqual([second.mainId, second.secondId]);
  });

  it('refuses a body out of bounds at its field and writes nothing', async () => {
    const c = await bedarfscheckCustomer(t.app);
    const refused = [
      [{ regelaltersrente_mtl: 10_000.01 }, `regelaltersrente_mtl=>${vorsorgestatusTexts.renteInvalid}`],
      [{ rente_1_prozent_mtl: 100 }, `regelaltersrente_mtl=>${vorsorgestatusTexts.renteBaseMissing}`],
      [{ entgeltpunkte: 150.00001 }, `entgeltpunkte=>${vorsorgestatusTexts.entgeltpunkteInvalid}`],
      [{ rentenalter_monate: 62 * 12 }, `rentenalter_monate=>${vorsorgestatusTexts.rentenalterInvalid}`],
      [{ inflation_prozent: 10.1 }, `inflation_prozent=>${vorsorgestatusTexts.inflationInvalid}`],
      [{ gehalt: 1 }, 'gehalt=>Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.'],
    ] as const;
    for (const [body, entry] of refused) {
      const response = await c.saveVorsorge(c.mainId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toEqual([entry]);
    }
    expect(await storedEntries(c.user.id)).toEqual([]);
  });
});
