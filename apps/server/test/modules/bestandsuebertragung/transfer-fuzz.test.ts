import { count, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bestandsuebertragungVertraege as entries,
  bestandsuebertragungVerlauf as steps,
  bestandsuebertragungen as transfers,
} from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { authHeaders, useTestApp } from '../../helpers/test-app';
import { type TransferTestCustomer, transferCustomer, transferOf } from './transfers.fixtures';

/**
 * 1,000 generated bodies each against POST and DELETE /api/bestandsuebertragung: contract id lists of the
 * customer's, another household's and no one's ids (empty, up to 35, twice, huge, negative, fractions,
 * strings), levels of any kind, unknown keys, no objects, malformed JSON; and any path id. Never a 5xx:
 * only 201, 422 and 400 (JSON the parser refuses), or 200, 404 and 409. Nothing half-written: a refused
 * request stores no transfer, and every stored transfer has its contracts, each requested one its first step.
 */
const t = useTestApp();
let c: TransferTestCustomer;
let own: number[] = [];
let foreign: number[] = [];

beforeAll(async () => {
  c = await transferCustomer(t.app);
  own = [];
  for (let index = 0; index < 6; index += 1) own.push(await c.addContract());
  own.push(await c.addContract({ nummer: null }));
  const other = await transferCustomer(t.app, { agent: c.agent ?? undefined });
  foreign = [await other.addContract(), await other.addContract()];
});

const id = fc.oneof(
  { weight: 8, arbitrary: fc.constant(0).chain(() => fc.constantFrom(...own)) },
  { weight: 2, arbitrary: fc.constant(0).chain(() => fc.constantFrom(...foreign)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      0,
      -1,
      1.5,
      2 ** 31,
      2 ** 31 - 1,
      2 ** 53,
      1e308,
      '1',
      null,
      true,
      [],
      {},
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
);
const ids = fc.oneof(
  { weight: 6, arbitrary: fc.array(id, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.array(id, { minLength: 28, maxLength: 35 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const level = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<unknown>('maklermandat', 'datenauskunft') },
  { weight: 1, arbitrary: fc.constantFrom<unknown>('Maklermandat', '', null, 1, ['maklermandat']) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const shaped = fc
  .record(
    {
      contractIds: ids,
      level,
      extra: fc.option(
        fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
        {
          freq: 5,
        },
      ),
    },
    { requiredKeys: [] },
  )
  .map(({ extra, ...body }) => ({ ...(extra ?? {}), ...body }));
const json = (body: unknown) => JSON.stringify(body) ?? 'null';
const requestBody = fc.oneof(
  { weight: 14, arbitrary: shaped.map(json) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '{', '{"contractIds":[1,}', '[]', '"x"', '{"__proto__":{"level":1}}'),
  },
  // A valid request of one or two free contracts (refused once they are in a running transfer).
  {
    weight: 3,
    arbitrary: fc
      .subarray([0, 1, 2, 3, 4, 5], { minLength: 1, maxLength: 2 })
      .map((picked) => json({ contractIds: picked.map((index) => own[index]), level: 'maklermandat' })),
  },
);
const pathId = fc.oneof(
  { weight: 3, arbitrary: fc.constant('own') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999', 'abc', '%C3%BC', '1e3'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((text) => encodeURIComponent(text) || 'x') },
  { weight: 1, arbitrary: fc.nat().map(String) },
);

function post(payload: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bestandsuebertragung',
    headers: { ...authHeaders(c.token), 'content-type': 'application/json' },
    payload,
  });
}

async function transferCount(): Promise<number> {
  const { db } = await getDatabase();
  const [row] = await db.select({ n: count() }).from(transfers).where(eq(transfers.userId, c.user.id));
  return row?.n ?? 0;
}

/** Every transfer of the customer has its contracts, and a requested one each contract's first step. */
async function expectWholeTransfers() {
  const { db } = await getDatabase();
  const rows = await db.select().from(transfers).where(eq(transfers.userId, c.user.id));
  const stored = await db
    .select()
    .from(entries)
    .where(
      inArray(
        entries.transferId,
        rows.map((row) => row.id),
      ),
    );
  const stepRows = await db
    .select()
    .from(steps)
    .where(
      inArray(
        steps.transferContractId,
        stored.map((entry) => entry.id),
      ),
    );
  for (const row of rows) {
    const mine = stored.filter((entry) => entry.transferId === row.id);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.length).toBeLessThanOrEqual(30);
    const firstSteps = stepRows.filter((step) => mine.some((entry) => entry.id === step.transferContractId));
    expect(firstSteps.length).toBe(row.beantragtAt === null ? 0 : mine.length);
  }
}

describe('generated bodies against the Bestandsübertragung (issue 29)', () => {
  it('POST: never a 5xx, a refusal stores nothing', async () => {
    let created = 0;
    await fc.assert(
      fc.asyncProperty(requestBody, async (payload) => {
        const before = await transferCount();
        const response = await post(payload);
        expect(
          [201, 400, 422],
          `${response.statusCode} ${response.body} for ${payload.slice(0, 200)}`,
        ).toContain(response.statusCode);
        if (response.statusCode === 201) {
          created += 1;
          expect(await transferCount()).toBe(before + 1);
          // Withdrawn at once, so its contracts are free again for the next valid request.
          expect((await c.api.withdraw(transferOf(response).id)).statusCode).toBe(200);
        } else {
          expect(await transferCount()).toBe(before);
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
    expect(created).toBeGreaterThan(0);
    await expectWholeTransfers();
  });

  it('DELETE: never a 5xx; 200 withdraws, 404 and 409 change nothing', async () => {
    const pending = transferOf(await c.api.request({ contractIds: [own[0]], level: 'maklermandat' }));
    // One sent to its insurer (the workspace's step, written here): withdrawing it is 409.
    const sent = transferOf(await c.api.request({ contractIds: [own[1]], level: 'maklermandat' }));
    const { db } = await getDatabase();
    await db
      .update(entries)
      .set({ status: 'gesendet', gesendetAm: '2026-01-05' })
      .where(eq(entries.transferId, sent.id));
    const outcomes = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(pathId, fc.constant('sent')), async (raw) => {
        const path = raw === 'own' ? String(pending.id) : raw === 'sent' ? String(sent.id) : raw;
        const response = await c.api.withdraw(path);
        expect([200, 404, 409], `${response.statusCode} ${response.body} for ${path}`).toContain(
          response.statusCode,
        );
        outcomes.add(response.statusCode);
        if (response.statusCode === 200) expect(transferOf(response).status).toBe('zurueckgezogen');
        if (response.statusCode === 409) expect(response.json().error).toBe('transfer_already_sent');
      }),
      { numRuns: FUZZ_RUNS, examples: [['own'], ['sent'], ['abc']] },
    );
    expect([...outcomes].sort()).toEqual([200, 404, 409]);
    const [still] = await db.select().from(transfers).where(eq(transfers.id, sent.id));
    expect(still).toMatchObject({ status: sent.status, zurueckgezogenAt: null });
    await expectWholeTransfers();
  });
});
