import {
  contactRequestForm,
  damageReportForm,
  enquiryForm,
  recommendationForm,
  supportForm,
} from '@kundenportal/domain/adviser-requests/request-forms';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { adviserRequests } from '../../../src/db/schema';
import { contractOf, hausrat } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { authHeaders, useTestApp } from '../../helpers/test-app';
import { damageCustomer, type Endpoint, URLS, VALID } from './adviser-requests.fixtures';

/**
 * 1,000 generated bodies per write endpoint: the forms' field names with valid-ish, wrong-typed, huge and
 * unstorable values (NUL, lone surrogates), unknown keys, nested objects and bodies that are no object.
 * Never a 5xx; every refusal is a 422 with `field=>message` entries (a 400 only for a `__proto__` or `constructor.prototype` key, which
 * the JSON parser refuses); the stored rows are exactly those of the 201 answers.
 */
const RUNS = FUZZ_RUNS;
const t = useTestApp({ ADVISER_REQUESTS_MAX_PER_USER: '100000' });
const KINDS: Record<Endpoint, string> = {
  contact: 'kontaktanfrage',
  recommend: 'kundenempfehlung',
  enquiry: 'anfrage',
  damage: 'schadensmeldung',
  support: 'support',
};
const names = (form: readonly { name: string }[]) => form.map((definition) => definition.name);
const FIELDS: Record<Endpoint, string[]> = {
  contact: names(contactRequestForm),
  recommend: names(recommendationForm),
  enquiry: names(enquiryForm),
  damage: [...names(damageReportForm([])), 'entwurf'],
  support: names(supportForm),
};
const ALL_FIELDS = [...new Set(Object.values(FIELDS).flat())];

const customers = {} as Record<Endpoint, Awaited<ReturnType<typeof damageCustomer>>>;
let contractIds: number[] = [];

beforeAll(async () => {
  for (const endpoint of Object.keys(URLS) as Endpoint[]) customers[endpoint] = await damageCustomer(t.app);
  const own = contractOf(await customers.damage.api.create(hausrat(customers.damage.mainId)));
  const foreign = contractOf(await customers.contact.api.create(hausrat(customers.contact.mainId)));
  contractIds = [own.id, foreign.id];
});

const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)) });
const around = (n: number) => fc.integer({ min: n - 1, max: n + 1 });
const long = fc.oneof(
  fc.oneof(around(2), around(255), around(2000), around(5000)).map((n) => 'ä'.repeat(Math.max(n, 0))),
  fc.integer({ min: 256, max: 6000 }).map((n) => 'x'.repeat(n)),
);
const validish = fc.constantFrom(
  'email',
  'telefon',
  'kim@example.com',
  'kim@',
  '0171 1234567',
  '+49 30 1234567',
  '9:00',
  '12:30',
  '23:59',
  '24:00',
  '00:00',
  'Hausrat',
  'Lena',
  '',
  '   ',
  'a\u0000b',
  'x\ud800',
  '\udc00y',
  'Zeile 1\r\nBcc: x@example.com',
  true,
  false,
);
const value = fc.oneof(
  { weight: 5, arbitrary: validish },
  {
    weight: 2,
    arbitrary: fc.constant(0).chain(() => fc.oneof(fc.constantFrom(...contractIds), fc.integer())),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: codeUnits },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: long },
);
const keyFor = (endpoint: Endpoint) =>
  fc.oneof(
    { weight: 16, arbitrary: fc.constantFrom(...FIELDS[endpoint]) },
    { weight: 4, arbitrary: fc.constantFrom(...ALL_FIELDS) },
    { weight: 2, arbitrary: fc.string({ maxLength: 10 }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('constructor', 'toString', 'hasOwnProperty', 'ke_nachricht', 'ENTWURF'),
    },
    { weight: 1, arbitrary: fc.constant('__proto__') },
  );
/** A valid body with one key set to a generated value, one key dropped, or one key added. */
const nearlyValid = (endpoint: Endpoint) =>
  fc
    .tuple(fc.constantFrom('set', 'drop', 'none'), keyFor(endpoint), value)
    .map(([change, key, replacement]) => {
      const body: Record<string, unknown> = { ...VALID[endpoint] };
      if (change === 'set') Object.defineProperty(body, key, { value: replacement, enumerable: true });
      if (change === 'drop') delete body[key];
      return body;
    });
const bodyFor = (endpoint: Endpoint) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(keyFor(endpoint), value, { maxKeys: 8 }) },
    { weight: 4, arbitrary: nearlyValid(endpoint) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

async function storedIds(endpoint: Endpoint): Promise<number[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select({ id: adviserRequests.id })
    .from(adviserRequests)
    .where(
      and(eq(adviserRequests.userId, customers[endpoint].user.id), eq(adviserRequests.kind, KINDS[endpoint])),
    );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function fuzz(endpoint: Endpoint) {
  const c = customers[endpoint];
  const before = await storedIds(endpoint);
  const accepted: number[] = [];
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(bodyFor(endpoint), async (body) => {
      const payload = JSON.stringify(body) ?? 'null';
      const response = await t.app.inject({
        method: 'POST',
        url: URLS[endpoint],
        headers: { ...authHeaders(c.token), 'content-type': 'application/json' },
        payload,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const answer = response.json();
      if (response.statusCode === 400) {
        expect(payload).toMatch(/"__proto__"|"constructor"/);
        return;
      }
      expect(
        [201, 422, 429],
        `${response.statusCode} ${response.body} for ${payload.slice(0, 300)}`,
      ).toContain(response.statusCode);
      if (response.statusCode === 201) {
        expect(answer.id).toEqual(expect.any(Number));
        accepted.push(answer.id);
      } else if (response.statusCode === 422) {
        expect(answer.errors.length).toBeGreaterThan(0);
        for (const entry of answer.errors) expect(entry).toEqual(expect.any(String));
      }
    }),
    { numRuns: RUNS },
  );
  expect(await storedIds(endpoint)).toEqual([...before, ...accepted].sort((a, b) => a - b));
  // nearlyValid's 'none' alone sends the valid body 4/9 × 1/3 of the runs (RUNS / 6.75: 37 at 250), and
  // most of the dictionaries (4/9 of the runs) miss a required field: both far above their thresholds.
  expect(statuses.get(201) ?? 0).toBeGreaterThan(RUNS / 40);
  expect(statuses.get(422) ?? 0).toBeGreaterThan(RUNS / 8);
  return statuses;
}

describe(`${RUNS} generated bodies per write endpoint`, () => {
  for (const endpoint of Object.keys(URLS) as Endpoint[]) {
    it(`POST ${URLS[endpoint]}: never a 5xx, no row for a refused body`, async () => {
      await fuzz(endpoint);
    });
  }
});
