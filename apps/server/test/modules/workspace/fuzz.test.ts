import { resolveConfig, resolveFeatures } from '@kundenportal/domain/account/config-flags';
import { isStorableText } from '@kundenportal/domain/validation/storable-text';
import { adviserSetFlags, customerSettingsSchema } from '@kundenportal/domain/workspace/customer-settings';
import { CUSTOMER_SEARCH_MAX } from '@kundenportal/domain/workspace/customers';
import { INBOX_CATEGORIES, inboxReadSchema, requestStatusSchema } from '@kundenportal/domain/workspace/inbox';
import { invitationInputSchema } from '@kundenportal/domain/workspace/invitations';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { adviserRequests } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { hasProtoKey } from '../../helpers/proto-key';
import {
  authHeaders,
  clientHeaders,
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAsAdviser,
  uniqueIp,
  useTestApp,
} from '../../helpers/test-app';

/**
 * 1,000 generated login bodies on POST /api/berater/login and 1,000 generated searches on
 * GET /api/berater/kunden: never a 5xx; a login succeeds exactly for the adviser's own credentials (a
 * customer's are refused), a search is answered exactly when it is storable text of at most 100
 * characters, and lists only the agency's customers; 1,000 generated settings bodies: taken exactly when
 * valid, and then the customer's stored settings are the answered ones; 1,000 generated inbox read marks and
 * 1,000 request status bodies: taken exactly when valid and about the agency's own item; 1,000 invitation
 * bodies: an account exactly for a valid body with a free address. The login limits
 * are lifted for this file, so the answers depend on the body alone.
 */
const RUNS = FUZZ_RUNS;
const t = useTestApp({
  LOGIN_MAX_FAILURES_ACCOUNT: '100000',
  LOGIN_MAX_FAILURES_IP: '100000',
  INVITATIONS_MAX_PER_ADVISER: '100000',
});

let adviser: Awaited<ReturnType<typeof createTestAdviser>>;
let customer: Awaited<ReturnType<typeof createTestCustomer>>;
let ownRequest: number;
let foreignRequest: number;
beforeAll(async () => {
  adviser = await createTestAdviser();
  customer = await createTestCustomer({ withAgent: false, agentId: adviser.agencyId });
  const other = await createTestCustomer();
  const { db } = await getDatabase();
  const [own, foreign] = await db
    .insert(adviserRequests)
    .values([
      { userId: customer.user.id, agentId: adviser.agencyId, kind: 'schadensmeldung', payload: {} },
      { userId: other.user.id, agentId: other.agent?.id ?? null, kind: 'schadensmeldung', payload: {} },
    ])
    .returning({ id: adviserRequests.id });
  ownRequest = own?.id ?? 0;
  foreignRequest = foreign?.id ?? 0;
});

const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)) });
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

describe(`${RUNS} generated adviser logins`, () => {
  it('never a 5xx; only the adviser with the right password gets a token', async () => {
    const email = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          () => adviser.email,
          () => adviser.email.toUpperCase(),
          () => customer.email,
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .oneof(fc.string({ maxLength: 60 }), codeUnits, fc.emailAddress())
          .map((value) => () => value),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom<unknown>(null, 42, true, ['a'], {}).map((value) => () => value),
      },
    );
    const password = fc.oneof(
      fc.constantFrom(
        () => adviser.password,
        () => customer.password,
      ),
      fc.oneof(fc.string({ maxLength: 60 }), codeUnits).map((value) => () => value),
      fc.constantFrom<unknown>(null, 8, 'x'.repeat(51)).map((value) => () => value),
    );
    const body = fc.oneof(
      {
        weight: 8,
        arbitrary: fc.record(
          { email, password, extra: fc.option(fc.constantFrom('role', 'agency_id', 'Email')) },
          { requiredKeys: ['email', 'password'] },
        ),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => ({ raw: value })) },
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (made) => {
        const sent =
          'raw' in made
            ? made.raw
            : {
                email: (made.email as () => unknown)(),
                password: (made.password as () => unknown)(),
                ...(made.extra ? { [made.extra as string]: 1 } : {}),
              };
        const payload = JSON.stringify(sent) ?? 'null';
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/berater/login',
          headers: { ...clientHeaders, 'content-type': 'application/json' },
          payload,
          remoteAddress: uniqueIp(),
        });
        const context = `${response.statusCode} ${response.body} for ${payload.slice(0, 200)}`;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, context).toBeLessThan(500);
        const rightCredentials =
          isObject(sent) &&
          Object.keys(sent).length === 2 &&
          typeof sent.email === 'string' &&
          sent.email.toLowerCase() === adviser.email.toLowerCase() &&
          sent.password === adviser.password;
        if (rightCredentials) expect(response.statusCode, context).toBe(200);
        else expect([400, 401, 422], context).toContain(response.statusCode);
      }),
      {
        numRuns: RUNS,
        // The adviser's login and a customer's refused, whatever the generator draws.
        examples: [
          [{ email: () => adviser.email, password: () => adviser.password }],
          [{ email: () => customer.email, password: () => customer.password }],
        ],
      },
    );
    // A known address (8/9 × 3/5) with another's or a generated password: a 401 about RUNS / 4 times; a
    // value that is no address (8/9 × 1/5) or a JSON value (1/9): a 422 at least RUNS / 3.5 times.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(401) ?? 0).toBeGreaterThan(RUNS / 200);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(RUNS / 20);
  }, 300_000);
});

describe(`${RUNS} generated customer searches`, () => {
  it("never a 5xx; answered exactly for storable text of at most 100 characters, only the agency's customers", async () => {
    const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
    const q = fc.oneof(
      { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
      { weight: 2, arbitrary: codeUnits },
      {
        weight: 1,
        arbitrary: fc
          .integer({ min: CUSTOMER_SEARCH_MAX - 2, max: CUSTOMER_SEARCH_MAX + 2 })
          .map((n) => 'ä'.repeat(n)),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom('%', '_', '\\', "' or 1=1 --", 'Kunde', customer.email, 'a\u0000b'),
      },
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(q, async (generated) => {
        // A URL carries UTF-8: a lone surrogate cannot be sent as such.
        const text = Buffer.from(generated, 'utf8').toString('utf8');
        const response = await call('GET', `/api/berater/kunden?q=${encodeURIComponent(text)}`);
        const context = `${response.statusCode} ${response.body.slice(0, 200)} for ${JSON.stringify(text)}`;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, context).toBeLessThan(500);
        const trimmed = text.trim();
        const valid = trimmed.length <= CUSTOMER_SEARCH_MAX && isStorableText(trimmed);
        expect(response.statusCode, context).toBe(valid ? 200 : 422);
        if (valid) {
          const ids = response.json<{ kunden: { id: number }[] }>().kunden.map((k) => k.id);
          for (const id of ids) expect(id, context).toBe(customer.user.id);
        }
      }),
      { numRuns: RUNS, examples: [['ä'.repeat(CUSTOMER_SEARCH_MAX + 1)], ['a\u0000b']] },
    );
    // fc.string alone (4/8 of the runs) is valid text, and most of the rest is too (about 9 in 10 in all).
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 2);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(0);
  }, 300_000);
});

describe(`${RUNS} generated settings bodies`, () => {
  it('never a 5xx; taken exactly when valid, and the stored settings are what was answered', async () => {
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const call = jsonCaller(t.app, token);
    const flag = fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...adviserSetFlags) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('superuser', 'mvp_x', '__proto__', 'beraterdokumente', 'Nachrichten'),
      },
    );
    const value = fc.oneof(
      { weight: 6, arbitrary: fc.boolean() },
      { weight: 1, arbitrary: fc.constantFrom<unknown>('true', 1, 0, null, [], {}) },
    );
    const validBody = fc.record(
      {
        config: fc.dictionary(fc.constantFrom(...adviserSetFlags), fc.boolean(), { minKeys: 1, maxKeys: 5 }),
        features: fc.record({ referrals: fc.boolean() }),
        accountTyp: fc.constantFrom('makler', 'makler_light'),
      },
      { requiredKeys: ['config'] },
    );
    const body = fc.oneof(
      { weight: 4, arbitrary: validBody },
      {
        weight: 6,
        arbitrary: fc.record(
          {
            config: fc.dictionary(flag, value, { maxKeys: 4 }),
            features: fc.dictionary(fc.constantFrom('referrals', 'chat'), value, { maxKeys: 2 }),
            accountTyp: fc.constantFrom<unknown>('makler', 'makler_light', 'admin', '', 3),
            extra: fc.constantFrom('role', 'agentId'),
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    const statuses = new Map<number, number>();
    const url = `/api/berater/kunden/${customer.user.id}/einstellungen`;
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const payload = JSON.stringify(sent) ?? 'null';
        const response = await t.app.inject({
          method: 'PUT',
          url,
          headers: { ...authHeaders(token), 'content-type': 'application/json' },
          payload,
        });
        const context = `${response.statusCode} ${response.body.slice(0, 300)} for ${payload.slice(0, 300)}`;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, context).toBeLessThan(500);
        if (hasProtoKey(payload)) {
          expect([400, 422], context).toContain(response.statusCode);
          return;
        }
        const valid = customerSettingsSchema.safeParse(JSON.parse(payload)).success;
        expect(response.statusCode, context).toBe(valid ? 200 : 422);
        if (!valid) return;
        const answered = response.json().settings;
        const stored = (await call('GET', `/api/berater/kunden/${customer.user.id}`)).json().kunde;
        expect(stored.accountTyp, context).toBe(answered.accountTyp);
        expect(resolveConfig(stored.config), context).toEqual(answered.config);
        expect(resolveFeatures(stored.features), context).toEqual(answered.features);
      }),
      { numRuns: RUNS },
    );
    // validBody (4/11 of the runs) is always taken; the JSON values (1/11) and most of the free records
    // (6/11, an unknown key or value) are refused.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 20);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(RUNS / 20);
  }, 300_000);
});

describe(`${RUNS} generated inbox read marks and ${RUNS} status bodies`, () => {
  const id = () =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom(String(ownRequest), String(foreignRequest), String(customer.user.id)),
      },
      {
        weight: 2,
        arbitrary: fc.oneof(fc.uuid().map(String), fc.nat().map(String), fc.string({ maxLength: 12 })),
      },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(ownRequest, null, '99999999999', ' 1', '1e3') },
    );

  it('read marks: never a 5xx; 200 exactly for a valid body naming an item of the own inbox', async () => {
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const body = fc.oneof(
      {
        weight: 2,
        arbitrary: fc.record({
          kategorie: fc.constantFrom(...INBOX_CATEGORIES),
          id: fc.constantFrom(String(ownRequest), String(customer.user.id)),
        }),
      },
      // An item of the own inbox 1 in 9 runs: a 200 at least RUNS / 9 times in expectation (28 at 250).
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          { kategorie: 'schadensmeldung', id: String(ownRequest) },
          { kategorie: 'registrierung', id: String(customer.user.id) },
        ),
      },
      {
        weight: 5,
        arbitrary: fc.record(
          {
            kategorie: fc.oneof(
              fc.constantFrom(...INBOX_CATEGORIES),
              fc.constantFrom<unknown>('chat', 1, ''),
            ),
            id: id(),
            extra: fc.constantFrom('alle', '__proto__'),
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const { payload, response, context, poisoned } = await send(
          token,
          'POST',
          '/api/berater/eingang/gelesen',
          sent,
          statuses,
        );
        if (poisoned) {
          expect([400, 422], context).toContain(response.statusCode);
          return;
        }
        const parsed = inboxReadSchema.safeParse(JSON.parse(payload));
        // The agency's inbox holds the damage report and the customer's sign-up.
        const key = parsed.success ? `${parsed.data.kategorie}:${parsed.data.id}` : '';
        const own = key === `schadensmeldung:${ownRequest}` || key === `registrierung:${customer.user.id}`;
        expect(response.statusCode, context).toBe(!parsed.success ? 422 : own ? 200 : 404);
      }),
      { numRuns: RUNS },
    );
    // The first record's category and id mostly do not match (2/9 of the runs): a 404 about RUNS / 5 times.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 200);
    expect(statuses.get(404) ?? 0).toBeGreaterThan(RUNS / 200);
  }, 300_000);

  it("status: never a 5xx; taken exactly when valid for the agency's request, and stored as answered", async () => {
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const { db } = await getDatabase();
    const target = fc.oneof(
      { weight: 5, arbitrary: fc.constant(String(ownRequest)) },
      { weight: 1, arbitrary: fc.constantFrom(String(foreignRequest), '0', 'x', '99999999999') },
    );
    const body = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({ status: fc.constantFrom('eingegangen', 'in_bearbeitung', 'erledigt') }),
      },
      {
        weight: 3,
        arbitrary: fc.record(
          {
            status: fc.oneof(
              fc.constantFrom('eingegangen', 'in_bearbeitung', 'erledigt'),
              fc.constantFrom<unknown>('entwurf', 'Erledigt', '', null, 1),
            ),
            extra: fc.constantFrom('kind', 'userId'),
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(target, body, async (requestId, sent) => {
        const { payload, response, context, poisoned } = await send(
          token,
          'PUT',
          `/api/berater/anfragen/${requestId}/status`,
          sent,
          statuses,
          `${requestId}`,
        );
        // A "__proto__" key is refused by the body parser, before the route looks at the id.
        if (poisoned) {
          expect([400, 422], context).toContain(response.statusCode);
          return;
        }
        if (requestId !== String(ownRequest)) {
          expect(response.statusCode, context).toBe(404);
          return;
        }
        const parsed = requestStatusSchema.safeParse(JSON.parse(payload));
        expect(response.statusCode, context).toBe(parsed.success ? 200 : 422);
        if (!parsed.success) return;
        const [row] = await db.select().from(adviserRequests).where(eq(adviserRequests.id, ownRequest));
        expect(row?.status, context).toBe(parsed.data.status);
        expect(response.json().item.status, context).toBe(parsed.data.status);
      }),
      { numRuns: RUNS },
    );
    // The own request (5/6) with a valid status (3/7): a 200 at least RUNS / 2.8 times; with a JSON value
    // (1/7) or an extra key (about half of 3/7): a 422 about RUNS / 3.4 times.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 20);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(RUNS / 20);
  }, 300_000);
});

describe(`${RUNS} generated invitations`, () => {
  it('never a 5xx; 201 exactly for a valid body with a free address, which is then pending', async () => {
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const call = jsonCaller(t.app, token);
    const used = new Set([customer.email.toLowerCase(), adviser.email.toLowerCase()]);
    const name = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('Ina', 'Jürgen', "O'Neil", 'Lee') },
      { weight: 2, arbitrary: fc.string({ maxLength: 8 }) },
      { weight: 1, arbitrary: fc.integer({ min: 254, max: 257 }).map((n) => 'x'.repeat(n)) },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 3, '', ' a ', 'a\u0000b') },
    );
    const email = fc.oneof(
      { weight: 4, arbitrary: fc.emailAddress() },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(customer.email, 'kein-at', '', null, 5) },
    );
    const valid = fc.constantFrom('Ina', 'Jürgen', "O'Neil", 'Lee');
    const body = fc.oneof(
      { weight: 3, arbitrary: fc.record({ email: fc.emailAddress(), firstName: valid, lastName: valid }) },
      {
        weight: 4,
        arbitrary: fc.record(
          { email, firstName: name, lastName: name, agentId: fc.constant(1) },
          { requiredKeys: ['email', 'firstName', 'lastName'] },
        ),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const { payload, response, context, poisoned } = await send(
          token,
          'POST',
          '/api/berater/einladungen',
          sent,
          statuses,
        );
        if (poisoned) {
          expect([400, 422], context).toContain(response.statusCode);
          return;
        }
        const parsed = invitationInputSchema.safeParse(JSON.parse(payload));
        const free = parsed.success && !used.has(parsed.data.email.toLowerCase());
        expect(response.statusCode, context).toBe(free ? 201 : 422);
        if (!free || !parsed.success) return;
        used.add(parsed.data.email.toLowerCase());
        expect(response.json().einladung, context).toMatchObject({
          email: parsed.data.email,
          firstName: parsed.data.firstName,
          lastName: parsed.data.lastName,
        });
      }),
      { numRuns: RUNS },
    );
    // The valid records (3/8 of the runs, a new address nearly always): a 201 about RUNS / 3; the JSON values
    // (1/8) and the free records' wrong names and addresses (4/8): a 422 more than RUNS / 5 times.
    expect(statuses.get(201) ?? 0).toBeGreaterThan(RUNS / 20);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(RUNS / 20);
    const pending = (await call('GET', '/api/berater/einladungen')).json().einladungen;
    expect(pending).toHaveLength(statuses.get(201) ?? 0);
  }, 300_000);
});

/**
 * Sends one generated body as JSON and checks what holds for every answer: never a 5xx. Counts the status
 * in `statuses`; `poisoned`: the body has a "__proto__" key (refused as a whole where a body is read).
 */
async function send(
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  sent: unknown,
  statuses: Map<number, number>,
  label = '',
) {
  const payload = JSON.stringify(sent) ?? 'null';
  const response = await t.app.inject({
    method,
    url,
    headers: { ...authHeaders(token), 'content-type': 'application/json' },
    payload,
  });
  const context = `${response.statusCode} ${response.body.slice(0, 200)} for ${label} ${payload.slice(0, 200)}`;
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  expect(response.statusCode, context).toBeLessThan(500);
  return { payload, response, context, poisoned: hasProtoKey(payload) };
}
