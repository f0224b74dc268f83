import { contractTerms } from '@kundenportal/domain/contracts/contract-input';
import { computeDeadlines } from '@kundenportal/domain/contracts/deadlines';
import { addDays, isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts } from '../../../src/db/schema';
import { CONTRACT_FLAGS, contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { personsApi } from '../../helpers/household';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const today = () => isoDateIn(new Date());
const required = 'Dieses Feld ist ein Pflichtfeld.';

async function countOf(userId: number): Promise<number> {
  const { db } = await getDatabase();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contracts)
    .where(eq(contracts.userId, userId));
  return row?.n ?? 0;
}

describe('contracts API', () => {
  it('creates, lists, reads, changes and deletes a contract with its computed deadlines', async () => {
    const c = await createContractCustomer(t.app);
    const created = await c.api.create(hausrat(c.mainId));
    expect(created.statusCode).toBe(201);
    const contract = contractOf(created);
    const expected = computeDeadlines(
      contractTerms({ ...contract, kuendbar_bis: contract.kuendbar_bis_eingabe }),
      today(),
    );
    expect(contract).toMatchObject({
      person_id: c.mainId,
      sparte: 'hausrat',
      status: 'A',
      gesellschaft: 'Allianz Versicherungs-AG',
      beitrag: 12.5,
      zahlungsweise: 12,
      automatische_verlaengerung: 1,
      kf_wert: 3,
      kf_einheit: 'monate',
      beitrag_monatlich: 12.5,
      kuendbar_bis: expected.kuendbar_bis,
      naechstes_ende: expected.naechstes_ende,
    });
    // Yearly from 01.01.2020 with 3 months: the end is a 1 January, the deadline the 30 September before.
    expect(contract.naechstes_ende).toMatch(/-01-01$/);
    expect(contract.kuendbar_bis).toMatch(/-09-30$/);
    expect((contract.kuendbar_bis as string) >= today()).toBe(true);

    const list = await c.api.list();
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ contracts: [contract] });
    expect((await c.api.get(contract.id)).json()).toEqual({ contract });

    const changed = await c.api.update(contract.id, {
      beitrag: 150,
      zahlungsweise: '1',
      person_id: c.secondId,
    });
    expect(changed.statusCode).toBe(200);
    expect(contractOf(changed)).toMatchObject({
      beitrag: 150,
      zahlungsweise: 1,
      person_id: c.secondId,
      beitrag_monatlich: 12.5,
      gesellschaft: 'Allianz Versicherungs-AG',
      nummer: 'HR-100-200',
    });
    // The cached list shows the change at once.
    expect(list.json<{ contracts: unknown[] }>().contracts).toHaveLength(1);
    expect((await c.api.list()).json()).toMatchObject({
      contracts: [{ beitrag: 150, person_id: c.secondId }],
    });

    const removed = await c.api.remove(contract.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await c.api.list()).json()).toEqual({ contracts: [] });
    expect((await c.api.get(contract.id)).statusCode).toBe(404);
  });

  it("answers 404 could_not_find_contract for another customer's or an unknown id, without touching it", async () => {
    const owner = await createContractCustomer(t.app);
    const other = await createContractCustomer(t.app);
    const contract = contractOf(await owner.api.create(hausrat(owner.mainId)));
    for (const response of [
      await other.api.get(contract.id),
      await other.api.update(contract.id, { beitrag: 1 }),
      await other.api.remove(contract.id),
      await owner.api.get(999_999_999),
      await owner.api.get('abc'),
      await owner.api.get('0'),
      await owner.api.get('99999999999'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'could_not_find_contract',
        message: 'Der Vertrag wurde nicht gefunden.',
      });
    }
    expect((await other.api.list()).json()).toEqual({ contracts: [] });
    expect(contractOf(await owner.api.get(contract.id)).beitrag).toBe(12.5);
  });

  it('refuses a person of another household', async () => {
    const owner = await createContractCustomer(t.app);
    const other = await createContractCustomer(t.app);
    const response = await owner.api.create(hausrat(other.mainId));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: ['person_id=>Bitte wähle einen der angebotenen Einträge aus.'],
    });
    expect(await countOf(owner.user.id)).toBe(0);
  });

  it('checks the catalogue: required fields, bounds at max and max + 1, unknown keys', async () => {
    const c = await createContractCustomer(t.app);
    const empty = await c.api.create({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      errors: [`person_id=>${required}`, `sparte=>${required}`, `gesellschaft=>${required}`],
    });
    const cases: [Record<string, unknown>, string | null][] = [
      [{ label: 'x'.repeat(100) }, null],
      [{ label: 'x'.repeat(101) }, 'label=>Bitte gib höchstens 100 Zeichen ein.'],
      [{ label: 'x' }, 'label=>Bitte gib mindestens 2 Zeichen ein.'],
      [{ kf_wert: 18 }, null],
      [{ kf_wert: 19 }, 'kf_wert=>Der Wert darf höchstens 18 betragen.'],
      [{ kf_wert: 0 }, 'kf_wert=>Der Wert muss mindestens 1 betragen.'],
      [{ kf_verlaengert_wert: 20, kf_verlaengert_einheit: 'jahr' }, null],
      [
        { kf_verlaengert_wert: 21, kf_verlaengert_einheit: 'jahr' },
        'kf_verlaengert_wert=>Der Wert darf höchstens 20 betragen.',
      ],
      [{ mindestlaufzeit_wert: 12, mindestlaufzeit_einheit: 'monate' }, null],
      [
        { mindestlaufzeit_wert: 13, mindestlaufzeit_einheit: 'monate' },
        'mindestlaufzeit_wert=>Der Wert darf höchstens 12 betragen.',
      ],
      [{ kf_wert: 3, kf_einheit: null }, `kf_einheit=>${required}`],
      [{ beitrag: '8,999' }, 'beitrag=>Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.'],
      [{ zahlungsweise: 6 }, 'zahlungsweise=>Bitte wähle einen der angebotenen Einträge aus.'],
      [{ memory_datum: today() }, 'memory_datum=>Das Datum muss frühestens morgen sein.'],
      [{ memory_datum: addDays(today(), 1), memory_massage: 'Kündigung prüfen' }, null],
      [{ ablaufberechnung: '1', beginn: null }, `beginn=>${required}`],
      [{ ablauf: '2019-12-31' }, 'ablauf=>Der Ablauf muss nach dem Beginn liegen.'],
      [{ sparte: 'yacht' }, 'sparte=>Bitte wähle einen der angebotenen Einträge aus.'],
      [
        { naechstes_ende: '2030-01-01' },
        'naechstes_ende=>Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.',
      ],
    ];
    for (const [extra, error] of cases) {
      const response = await c.api.create(hausrat(c.mainId, extra));
      if (error === null) expect(response.statusCode, JSON.stringify(extra)).toBe(201);
      else {
        expect(response.statusCode, JSON.stringify(extra)).toBe(422);
        expect(response.json<{ errors: string[] }>().errors).toContain(error);
      }
    }
    expect(await countOf(c.user.id)).toBe(cases.filter(([, error]) => error === null).length);
    for (const body of [null, [], 'text', 5]) {
      const response = await c.api.create(body);
      expect(response.statusCode).toBe(422);
    }
  });

  it('keeps what an update leaves out, and a reminder date that has passed', async () => {
    const c = await createContractCustomer(t.app);
    const contract = contractOf(await c.api.create(hausrat(c.mainId, { memory_datum: addDays(today(), 3) })));
    const { db } = await getDatabase();
    await db.update(contracts).set({ memoryDatum: '2020-01-01' }).where(eq(contracts.id, contract.id));
    await t.app.syncChanges();
    const changed = await c.api.update(contract.id, { label: 'Neue Bezeichnung' });
    expect(changed.statusCode).toBe(200);
    expect(contractOf(changed)).toMatchObject({
      label: 'Neue Bezeichnung',
      memory_datum: '2020-01-01',
      nummer: 'HR-100-200',
    });
    const moved = await c.api.update(contract.id, { memory_datum: '2020-01-02' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject({ errors: ['memory_datum=>Das Datum muss frühestens morgen sein.'] });
    // An update may empty a field: null clears it.
    expect(contractOf(await c.api.update(contract.id, { nummer: null })).nummer).toBeNull();
  });

  it('enforces the flags on the server', async () => {
    const none = await createContractCustomer(t.app, {});
    const allowed = await createContractCustomer(t.app);
    const contract = contractOf(await allowed.api.create(hausrat(allowed.mainId)));
    expect((await none.api.list()).statusCode).toBe(403);
    expect((await none.api.create(hausrat(none.mainId))).json()).toMatchObject({ error: 'not_permitted' });
    expect(await countOf(none.user.id)).toBe(0);

    const onlyList = await createContractCustomer(t.app, { vertrag_list: true });
    expect((await onlyList.api.list()).statusCode).toBe(200);
    expect((await onlyList.api.get(contract.id)).statusCode).toBe(403);
    expect((await onlyList.api.create(hausrat(onlyList.mainId))).statusCode).toBe(403);

    const addOnly = await createContractCustomer(t.app, { vertrag_add: true });
    const own = contractOf(await addOnly.api.create(hausrat(addOnly.mainId)));
    expect((await addOnly.api.update(own.id, { beitrag: 1 })).statusCode).toBe(403);
    expect((await addOnly.api.remove(own.id)).statusCode).toBe(403);
    expect((await addOnly.api.list()).statusCode).toBe(403);

    const details = await createContractCustomer(t.app, { vertrag_details: true });
    const mine = await createContractCustomer(t.app, { ...CONTRACT_FLAGS });
    const theirs = contractOf(await mine.api.create(hausrat(mine.mainId)));
    // 403 comes before 404: a customer without the right learns nothing about ids.
    expect((await details.api.get(theirs.id)).statusCode).toBe(404);
    expect((await none.api.get(theirs.id)).statusCode).toBe(403);
  });

  it('moves the contracts of a deleted person to the main person', async () => {
    const c = await createContractCustomer(t.app);
    const contract = contractOf(await c.api.create(hausrat(c.secondId)));
    const deleted = await personsApi(t.app, c.token).remove(c.secondId);
    expect(deleted.statusCode).toBe(200);
    expect(contractOf(await c.api.get(contract.id)).person_id).toBe(c.mainId);
  });

  it(`survives ${FUZZ_RUNS} generated bodies without a 5xx, and writes only what is valid`, async () => {
    const fc = (await import('fast-check')).default;
    const c = await createContractCustomer(t.app);
    const existing = contractOf(await c.api.create(hausrat(c.mainId)));
    const keys = [
      'person_id',
      'sparte',
      'status',
      'gesellschaft',
      'beitrag',
      'zahlungsweise',
      'beginn',
      'ablauf',
      'kf_wert',
      'kf_einheit',
      'kf_ende',
      'memory_datum',
      'label',
      'automatische_verlaengerung',
      '__proto__',
      'x',
    ];
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('2024-02-29', '2023-02-29', '1.234,56', 'monate', 'A', 'I', '12', String(c.mainId)),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.object({ maxDepth: 1 }),
    );
    const body = fc.oneof(fc.dictionary(fc.constantFrom(...keys), value), fc.anything());
    const bodies = fc.sample(body, { numRuns: FUZZ_RUNS, seed: 20261123 });
    let created = 0;
    for (const [index, sample] of bodies.entries()) {
      const response = index % 2 === 0 ? await c.api.create(sample) : await c.api.update(existing.id, sample);
      expect(response.statusCode, JSON.stringify(sample)).toBeLessThan(500);
      if (index % 2 === 0 && response.statusCode === 201) created += 1;
    }
    expect(await countOf(c.user.id)).toBe(1 + created);
  }, 120_000);
});
