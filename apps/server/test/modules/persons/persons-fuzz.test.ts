import { personFields } from '@kundenportal/domain/forms/catalogue/person';
import type { Person } from '@kundenportal/domain/household/person-api';
import { and, eq, notInArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { createHousehold, defined, householdFingerprint, IBAN } from '../../helpers/household';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * 1,000 generated bodies per write endpoint: random JSON, wrong types, huge strings, nested junk and
 * partially valid persons. Never a 5xx; a refused request (4xx) leaves both households as they were;
 * an accepted save keeps exactly one main address and bank connection while any is left.
 */

const NUM_RUNS = FUZZ_RUNS;

let t: TestApp;
let own: Awaited<ReturnType<typeof createHousehold>>;
let other: Awaited<ReturnType<typeof createHousehold>>;
let ownIds: number[] = [];
let otherIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  own = await createHousehold(t.app);
  other = await createHousehold(t.app);
  const ids = (persons: Person[]) =>
    persons.flatMap((p) => [p.id, ...p.adressen.map((a) => a.id), ...p.bankverbindungen.map((b) => b.id)]);
  ownIds = ids((await own.api.list()).json().persons);
  otherIds = ids((await other.api.list()).json().persons);
});
afterAll(async () => {
  await t.app.close();
});

const junk = fc.jsonValue({ maxDepth: 2 });
const huge = fc.integer({ min: 256, max: 20_000 }).map((n) => 'ß'.repeat(n));
const value = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('', '0', '1', 'm', 'w', 'VH', '12', '5', '1990-01-01', '2999-12-31', '3,5'),
  },
  { weight: 3, arbitrary: junk },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: huge },
);
const entryId = fc.oneof(
  fc.constantFrom(...[0]).chain(() => fc.constantFrom(...ownIds, ...otherIds)),
  fc.integer(),
  fc.string({ maxLength: 9 }),
  junk,
);
const flag = fc.oneof(fc.constantFrom(true, false, '0', '1', 0, 1), junk);
const addressEntry = fc.record(
  {
    id: entryId,
    neu: flag,
    del: flag,
    hauptadresse: flag,
    co: value,
    address: fc.oneof(fc.constant('Ringstraße'), value),
    addressnumber: value,
    streetcode: fc.oneof(fc.constant('04109'), value),
    city: fc.oneof(fc.constant('Leipzig'), value),
    bundesland: value,
    land: value,
  },
  { requiredKeys: [] },
);
const bankEntry = fc.record(
  {
    id: entryId,
    neu: flag,
    del: flag,
    used: flag,
    iban: fc.oneof(fc.constantFrom(IBAN, 'de89 3704 0044 0532 0130 00', 'DE00'), value),
    bic: fc.oneof(fc.constantFrom('COBADEFFXXX', 'XX'), value),
    kontoinhaber: value,
    zahlungsweise: fc.oneof(fc.constantFrom('12', '1', '7'), value),
  },
  { requiredKeys: [] },
);
const list = <T>(entry: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.array(fc.oneof({ weight: 5, arbitrary: entry }, junk), { maxLength: 4 }) },
    junk,
  );
const details = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.dictionary(fc.constantFrom(...personFields.map((f) => f.name)), value, { maxKeys: 6 }),
  },
  { weight: 1, arbitrary: junk },
);
const personBody = fc.record(
  {
    firstname: fc.oneof(fc.constant('Fritz'), value),
    lastname: fc.oneof(fc.constant('Fuzzer'), value),
    gender: value,
    geburtsdatum: value,
    geburtsort: value,
    familienstand: value,
    details,
    adressen: list(addressEntry),
    bankverbindungen: list(bankEntry),
    extra: junk,
  },
  { requiredKeys: [] },
);
/** A valid person with one key replaced by generated junk (or none). */
const validPerson = {
  firstname: 'Fritz',
  lastname: 'Fuzzer',
  geburtsdatum: '1990-01-01',
  details: { kinderanzahl: '2', hund: '1' },
  adressen: [
    {
      id: 'tmpFuzz01',
      neu: true,
      hauptadresse: '1',
      address: 'Ringstraße',
      streetcode: '04109',
      city: 'Leipzig',
    },
  ],
  bankverbindungen: [{ id: 'tmpFuzz02', neu: true, used: '0', iban: IBAN, zahlungsweise: '12' }],
};
const nearlyValid = fc
  .tuple(fc.constantFrom(...Object.keys(validPerson), 'none'), value)
  .map(([key, replacement]) => (key === 'none' ? validPerson : { ...validPerson, [key]: replacement }));
const body = fc.oneof(
  { weight: 3, arbitrary: personBody },
  { weight: 2, arbitrary: nearlyValid },
  { weight: 1, arbitrary: junk },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const mailBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record(
      {
        email: fc.oneof(fc.constantFrom('fritz@example.com', 'fritz@'), value),
        phone: fc.oneof(fc.constantFrom('0341 1234567', '+43 1 5123456'), value),
        mobil: fc.oneof(fc.constantFrom('0151 23456789', '030 1234567'), value),
        kontakt_einwilligung: flag,
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: junk },
);
const vcheckBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.dictionary(fc.constantFrom('hund', 'katze', 'oeltank', 'x', 'kinderanzahl'), flag, {
      maxKeys: 5,
    }),
  },
  { weight: 1, arbitrary: junk },
);
const releaseBody = fc.oneof(
  fc.record({ mvp_freigabe: fc.oneof(fc.constantFrom(0, 1, '0', '1'), value) }),
  junk,
);

type Send = (payload: unknown) => ReturnType<typeof own.api.create>;

/**
 * The property: no 5xx; a 4xx changes nothing; an accepted save keeps exactly one main per list. `examples`
 * run first, whatever the generator draws (fast-check counts them toward the runs).
 */
async function checkEndpoint(send: Send, arbitrary: fc.Arbitrary<unknown>, examples: unknown[] = []) {
  let ownState = await householdFingerprint(own.user.id);
  const otherState = await householdFingerprint(other.user.id);
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(arbitrary, async (payload) => {
      const response = await send(payload);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode).toBeLessThan(500);
      expect([200, 201, 400, 404, 422]).toContain(response.statusCode);
      if (response.statusCode >= 400) {
        expect(await householdFingerprint(own.user.id)).toBe(ownState);
      } else {
        const { person } = response.json() as { person: Person };
        const mains = (flags: string[]) => flags.filter((f) => f === '1').length;
        expect(mains(person.adressen.map((a) => a.hauptadresse))).toBe(person.adressen.length ? 1 : 0);
        expect(mains(person.bankverbindungen.map((b) => b.used))).toBe(
          person.bankverbindungen.length ? 1 : 0,
        );
        ownState = await householdFingerprint(own.user.id);
      }
    }),
    { numRuns: NUM_RUNS, examples: examples.map((example) => [example]) },
  );
  expect(await householdFingerprint(other.user.id)).toBe(otherState);
  return statuses;
}

describe(`${NUM_RUNS} generated bodies per write endpoint`, () => {
  it('POST /api/persons', async () => {
    const statuses = await checkEndpoint(own.api.create, body, [validPerson]);
    expect(statuses.get(201)).toBeGreaterThan(0);
    // The created persons go again: every later check reads the whole household after each request, and
    // hundreds of persons made the file take a minute (CI budget) without testing anything more.
    const { db } = await getDatabase();
    const kept = own.persons.map((person) => person.id);
    await db.delete(persons).where(and(eq(persons.userId, own.user.id), notInArray(persons.id, kept)));
  });

  it('PUT /api/persons/:id', async () => {
    const id = defined(own.persons[1]).id;
    const statuses = await checkEndpoint((payload) => own.api.update(id, payload), body, [validPerson]);
    expect(statuses.get(200)).toBeGreaterThan(0);
  });

  it('POST /api/persons/:id/setfreigabe', async () => {
    const id = defined(own.persons[1]).id;
    await checkEndpoint((payload) => own.api.setRelease(id, payload), releaseBody);
  });

  it('PUT /api/persons/mail/:id', async () => {
    const id = defined(own.persons[1]).id;
    await checkEndpoint((payload) => own.api.mail(id, payload), mailBody);
  });

  it('PUT /api/persons/vcheck/:id/update/fremdvertrag', async () => {
    const id = defined(own.persons[1]).id;
    await checkEndpoint((payload) => own.api.vcheck(id, payload), vcheckBody);
  });

  it("another customer's person ids answer 404 for any body", async () => {
    const target = defined(other.persons[1]).id;
    await checkEndpoint((payload) => own.api.update(target, payload), body);
  });
});
