import { authorityContactFields } from '@kundenportal/domain/forms/catalogue/authority-contact';
import { isStorableText } from '@kundenportal/domain/validation/storable-text';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { authHeaders, useTestApp } from '../../helpers/test-app';
import {
  contactCustomer,
  createContact,
  INVALID_VALUE,
  MEIER,
  one,
  storedContacts,
  URL,
} from './contact-persons.fixtures';

/**
 * 1,000 generated bodies on POST /api/ansprechpartner and as many on PUT /api/ansprechpartner/{id}: the
 * catalogue's field names with valid-ish, wrong-typed, huge and unstorable values (NUL, lone surrogates),
 * unknown keys, nested objects and bodies that are no object. Never a 5xx; every refusal is a 422 with
 * entries (a 400 only for a `__proto__` or `constructor.prototype` key, which the JSON parser refuses); text the database cannot hold
 * is 'Der Wert ist ungültig.' at its field; a refused body stores nothing and changes nothing.
 */
const RUNS = FUZZ_RUNS;
const t = useTestApp();
const FIELDS = authorityContactFields.map((definition) => definition.name);

let poster: Awaited<ReturnType<typeof contactCustomer>>;
let putter: Awaited<ReturnType<typeof contactCustomer>>;
let putId = 0;

beforeAll(async () => {
  poster = await contactCustomer(t.app);
  putter = await contactCustomer(t.app);
  putId = (await createContact(putter, MEIER)).id;
});

const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)) });
const around = (n: number) => fc.integer({ min: n - 1, max: n + 1 });
const long = fc.oneof(
  fc.oneof(around(2), around(10), around(255), around(10_000)).map((n) => 'ä'.repeat(Math.max(n, 0))),
  fc.integer({ min: 256, max: 12_000 }).map((n) => 'x'.repeat(n)),
);
const validish = fc.constantFrom(
  'Herr',
  'frau',
  'Frau',
  'Allianz',
  'Meier',
  'A',
  'Jo',
  '80802',
  '12345678901',
  '089 3800 0',
  '+49 30 1234567',
  '0171 1234567',
  '12',
  'kim@example.com',
  'kim@',
  '',
  '   ',
  'a\u0000b',
  '\u0000',
  'x\ud800',
  '\udc00y',
  'Me\udbffier',
  '😀😀',
  'Zeile 1\r\nBcc: x@example.com',
  true,
  false,
);
const value = fc.oneof(
  { weight: 6, arbitrary: validish },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: codeUnits },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: long },
);
const key = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(...FIELDS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 10 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('id', 'standort', 'vertraege', 'user_id', 'constructor', 'toString', 'Name'),
  },
  { weight: 1, arbitrary: fc.constant('__proto__') },
);
/** MEIER with one to three keys set to generated values, dropped, or added. */
const nearlyValid = fc
  .array(fc.tuple(fc.constantFrom('set', 'set', 'drop'), key, value), { minLength: 1, maxLength: 3 })
  .map((changes) => {
    const body: Record<string, unknown> = { ...MEIER };
    for (const [change, name, replacement] of changes) {
      // defineProperty: '__proto__' becomes an own key (sent as such; the JSON parser refuses it).
      if (change === 'set')
        Object.defineProperty(body, name, {
          value: replacement,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else delete body[name];
    }
    return body;
  });
const body = fc.oneof(
  // MEIER itself 1 in 9 runs: a 201/200 at least RUNS / 9 times in expectation (28 at 250), whatever
  // nearlyValid's changes do (their share that stays valid depends on the catalogue).
  { weight: 1, arbitrary: fc.constant<unknown>(MEIER) },
  { weight: 4, arbitrary: nearlyValid },
  { weight: 3, arbitrary: fc.dictionary(key, value, { maxKeys: 10 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** The known fields holding text that cannot be stored (NUL, a lone surrogate), when all keys are known. */
function unstorableFields(sent: unknown): string[] {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return [];
  if (Object.keys(sent).some((name) => !FIELDS.includes(name))) return [];
  return Object.entries(sent)
    .filter(([, text]) => typeof text === 'string' && !isStorableText(text.trim()))
    .map(([name]) => name);
}

async function fuzz(method: 'POST' | 'PUT') {
  const c = method === 'POST' ? poster : putter;
  const url = method === 'POST' ? URL : one(putId);
  const statuses = new Map<number, number>();
  const accepted: number[] = [];
  const before = await storedContacts(c.user.id);
  let current = before;
  await fc.assert(
    fc.asyncProperty(body, async (sent) => {
      const payload = JSON.stringify(sent) ?? 'null';
      const response = await t.app.inject({
        method,
        url,
        headers: { ...authHeaders(c.token), 'content-type': 'application/json' },
        payload,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const answer = response.json();
      if (response.statusCode === 400) {
        expect(payload).toMatch(/"__proto__"|"constructor"/);
        return;
      }
      const ok = method === 'POST' ? 201 : 200;
      expect([ok, 422], `${response.statusCode} ${response.body} for ${payload.slice(0, 300)}`).toContain(
        response.statusCode,
      );
      const unstorable = unstorableFields(sent);
      if (response.statusCode === 422) {
        expect(answer.errors.length).toBeGreaterThan(0);
        for (const entry of answer.errors) expect(entry).toEqual(expect.any(String));
        for (const name of unstorable) expect(answer.errors).toContain(`${name}=>${INVALID_VALUE}`);
        if (method === 'PUT') expect(await storedContacts(c.user.id)).toEqual(current);
        return;
      }
      expect(unstorable, payload.slice(0, 300)).toEqual([]);
      if (method === 'POST') accepted.push(answer.ansprechpartner.id);
      else {
        expect(answer.ansprechpartner.id).toBe(putId);
        current = await storedContacts(c.user.id);
      }
    }),
    { numRuns: RUNS },
  );
  const ids = (await storedContacts(c.user.id)).map((row) => row.id);
  expect(ids).toEqual(method === 'POST' ? [...before.map((row) => row.id), ...accepted] : [putId]);
  expect(statuses.get(method === 'POST' ? 201 : 200) ?? 0).toBeGreaterThan(RUNS / 40);
  // The dictionaries (3/9 of the runs) and the JSON values (1/9) are nearly all refused: about RUNS / 2.5.
  expect(statuses.get(422) ?? 0).toBeGreaterThan(RUNS / 8);
  return statuses;
}

describe(`${RUNS} generated bodies per write`, () => {
  it('POST /api/ansprechpartner: never a 5xx, no row for a refused body', async () => {
    await fuzz('POST');
  });

  it('PUT /api/ansprechpartner/{id}: never a 5xx, the stored contact person unchanged by a refused body', async () => {
    await fuzz('PUT');
  });
});
