import { answersOf, bedarfscheckAnswersInputSchema } from '@kundenportal/domain/bedarfscheck/answers';
import { VCHECK_FLAGS } from '@kundenportal/domain/forms/catalogue/person';
import type { Person } from '@kundenportal/domain/household/person-api';
import { vorsorgeInputSchema } from '@kundenportal/domain/vorsorgestatus/vorsorge-input';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDatabase } from '../../helpers/database';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { authHeaders, useTestApp } from '../../helpers/test-app';
import { type BedarfscheckTestCustomer, bedarfscheckCustomer } from './bedarfscheck.fixtures';

/**
 * 1,000 generated bodies each against the two write endpoints of issue 30: PUT /api/persons/vcheck/{id}/
 * update/fremdvertrag (the answers) and PUT /api/vorsorgestatus/{personId} (the entry) — every field with
 * valid, edge and wrong values, unknown keys, no objects, malformed JSON, and path ids of the customer's,
 * another household's and no one's. Never a 5xx: only 200, 400 (JSON the parser refuses), 404 and 422. A
 * refusal writes nothing; an accepted save stores exactly what the domain's schema makes of the body.
 */
const t = useTestApp();
let c: BedarfscheckTestCustomer;
let other: BedarfscheckTestCustomer;

beforeAll(async () => {
  c = await bedarfscheckCustomer(t.app);
  other = await bedarfscheckCustomer(t.app);
});

/** A hash of the household's persons and Vorsorgestatus entries. */
async function fingerprint(userId: number): Promise<string> {
  const { db } = await getDatabase();
  const result = await db.execute(sql`
    select md5(concat_ws('#',
      (select string_agg(p::text, '|' order by p.id) from persons p where p.user_id = ${userId}),
      (select string_agg(v.person_id::text || v.angaben::text, '|' order by v.person_id)
         from vorsorge_angaben v where v.user_id = ${userId}))) as state`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}

const junkValue = fc.constantFrom<unknown>(
  null,
  '',
  ' ',
  -1,
  -0.001,
  0.005,
  1e308,
  Number.MAX_SAFE_INTEGER,
  '1',
  '12',
  'ja',
  true,
  [],
  {},
  '\u0000',
  'x'.repeat(300),
);
const amount = fc.oneof(
  fc.constantFrom(0, 0.01, 2450.5, 9_999.99, 10_000, 10_000.01, 150, 150.0001),
  fc.double({ min: -10, max: 1_000_000, noNaN: true }),
  fc.integer({ min: 0, max: 10_000 }),
  junkValue,
);
const flagValue = fc.oneof(
  fc.constantFrom<unknown>('0', '1', '', 0, 1, true, false, null, 2, '2'),
  junkValue,
);
const choice = (values: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<unknown>(...values, null) },
    { weight: 1, arbitrary: junkValue },
  );
const extra = fc.option(
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
  {
    freq: 6,
  },
);

const answerBody = fc
  .record(
    {
      situation: choice(['1', '12', '101', '3', '4', '10', '5', '108', '102']),
      einkuenfte_gesamt_netto_mtl: amount,
      familienstand: choice(['LD', 'VH', 'GT', 'GS', 'VW', 'LP', 'LA', 'LV', 'FU']),
      kinderanzahl: fc.oneof(fc.integer({ min: -1, max: 21 }), junkValue),
      wohnstatus: choice(['miete_wohnung', 'eigentum_efh', 'unentgeltlich', 'sonstiges']),
      wunsch_altersrente_mtl: amount,
      ...Object.fromEntries(VCHECK_FLAGS.map((name) => [name, flagValue])),
      extra,
    },
    { requiredKeys: [] },
  )
  .map(({ extra: more, ...body }) => ({ ...((more as object | null) ?? {}), ...body }));

/** Answers the schema takes (a few fields at a time, as a questionnaire's step sends them). */
const validAnswers = fc.record(
  {
    situation: fc.constantFrom('1', '108', '4', null),
    einkuenfte_gesamt_netto_mtl: fc.oneof(
      fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
      fc.constant(null),
    ),
    familienstand: fc.constantFrom('VH', 'LD', null),
    kinderanzahl: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant(null)),
    wohnstatus: fc.constantFrom('miete_wohnung', 'unentgeltlich', null),
    hund: fc.constantFrom<unknown>('0', '1', 0, 1, true, false, '', null),
    kfzhalter: fc.constantFrom<unknown>('0', '1'),
  },
  { requiredKeys: ['kfzhalter'] },
);

const validVorsorge = fc.oneof(
  fc.record({ regelaltersrente_mtl: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100) }),
  fc.record(
    {
      entgeltpunkte: fc.integer({ min: 0, max: 1_500_000 }).map((n) => n / 10_000),
      rentenalter_monate: fc.integer({ min: 756, max: 840 }),
    },
    { requiredKeys: ['entgeltpunkte'] },
  ),
);

const vorsorgeBody = fc
  .record(
    {
      regelaltersrente_mtl: amount,
      rente_1_prozent_mtl: amount,
      rente_2_prozent_mtl: amount,
      entgeltpunkte: fc.oneof(
        fc.constantFrom(0, 12.5, 38.1234, 150, 150.00001),
        fc.double({ min: -1, max: 200 }),
        junkValue,
      ),
      bruttojahresentgelt: amount,
      rentenalter_monate: fc.oneof(fc.integer({ min: 750, max: 850 }), junkValue),
      inflation_prozent: fc.oneof(fc.constantFrom(0, 2, 2.5, 10, 10.1, 0.05), junkValue),
      extra,
    },
    { requiredKeys: [] },
  )
  .map(({ extra: more, ...body }) => ({ ...((more as object | null) ?? {}), ...body }));

const json = (body: unknown) => JSON.stringify(body) ?? 'null';
const payloadOf = (shaped: fc.Arbitrary<unknown>, valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 10, arbitrary: shaped.map(json) },
    { weight: 4, arbitrary: valid.map(json) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', '{"hund":1,}', '[]', '"x"', '{"__proto__":{"hund":"1"}}'),
    },
  );
const target = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom<'main' | 'second'>('main', 'second') },
  { weight: 1, arbitrary: fc.constant<'foreign'>('foreign') },
  { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1.5', '2147483648', 'abc', '%C3%BC') },
);

function pathIdOf(choice: string): string {
  if (choice === 'main') return String(c.mainId);
  if (choice === 'second') return String(c.secondId);
  if (choice === 'foreign') return String(other.mainId);
  return choice;
}

function put(url: string, payload: string) {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { ...authHeaders(c.token), 'content-type': 'application/json' },
    payload,
  });
}

/** Runs `send` on generated bodies: no 5xx, a refusal writes nothing, an accepted body is `check`ed. */
async function property(
  shaped: fc.Arbitrary<unknown>,
  valid: fc.Arbitrary<unknown>,
  url: (id: string) => string,
  check: (personId: number, body: unknown, answer: unknown) => Promise<void>,
) {
  const otherState = await fingerprint(other.user.id);
  let state = await fingerprint(c.user.id);
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(target, payloadOf(shaped, valid), async (choice, payload) => {
      const id = pathIdOf(choice);
      const response = await put(url(id), payload);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect([200, 400, 404, 422], `${response.statusCode} ${response.body}`).toContain(response.statusCode);
      if (response.statusCode !== 200) {
        expect(await fingerprint(c.user.id)).toBe(state);
        return;
      }
      await check(Number(id), JSON.parse(payload), response.json());
      state = await fingerprint(c.user.id);
    }),
    { numRuns: FUZZ_RUNS },
  );
  expect(await fingerprint(other.user.id)).toBe(otherState);
  return statuses;
}

describe(`${FUZZ_RUNS} generated bodies per write endpoint of the Bedarfscheck and the Vorsorgestatus`, () => {
  it('PUT /api/persons/vcheck/{id}/update/fremdvertrag', async () => {
    const statuses = await property(
      answerBody,
      validAnswers,
      (id) => `/api/persons/vcheck/${id}/update/fremdvertrag`,
      async (_personId, body, answer) => {
        const sent = bedarfscheckAnswersInputSchema.parse(body ?? {});
        const stored = answersOf((answer as { person: Person }).person);
        for (const [key, value] of Object.entries(sent)) {
          if (value !== undefined) expect(stored[key as keyof typeof stored], key).toEqual(value);
        }
      },
    );
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(422)).toBeGreaterThan(0);
    expect(statuses.get(404)).toBeGreaterThan(0);
  });

  it('PUT /api/vorsorgestatus/{personId}', async () => {
    const { db } = await getDatabase();
    const statuses = await property(
      vorsorgeBody,
      validVorsorge,
      (id) => `/api/vorsorgestatus/${id}`,
      async (personId, body) => {
        const rows = (await db.execute(
          sql`select angaben from vorsorge_angaben where person_id = ${personId}`,
        )) as unknown as { rows: { angaben: unknown }[] };
        expect(rows.rows).toHaveLength(1);
        expect(rows.rows[0]?.angaben).toEqual(vorsorgeInputSchema.parse(body ?? {}));
      },
    );
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(422)).toBeGreaterThan(0);
    expect(statuses.get(404)).toBeGreaterThan(0);
  });
});
