import {
  builtInPresets,
  isPresetNameTaken,
  type Preset,
  presetApplySchema,
  presetInputSchema,
} from '@kundenportal/domain/workspace/presets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { hasProtoKey } from '../../helpers/proto-key';
import {
  authHeaders,
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAsAdviser,
  useTestApp,
} from '../../helpers/test-app';

/**
 * 1,000 generated preset bodies on PUT /api/berater/vorlagen/{id} and 1,000 on POST
 * /api/berater/kunden/{id}/vorlage (ADR 041): never a 5xx; a preset is taken exactly when the body is
 * valid and its name free, and then stored as answered; a preset is applied exactly for the agency's own.
 */
const RUNS = FUZZ_RUNS;
const t = useTestApp();
const [standard] = builtInPresets;

async function send(token: string, method: 'POST' | 'PUT', url: string, sent: unknown) {
  const payload = JSON.stringify(sent) ?? 'null';
  const response = await t.app.inject({
    method,
    url,
    headers: { ...authHeaders(token), 'content-type': 'application/json' },
    payload,
  });
  const context = `${response.statusCode} ${response.body.slice(0, 300)} for ${payload.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  return { payload, response, context, poisoned: hasProtoKey(payload) };
}

const flag = fc.oneof(
  { weight: 8, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 'ja', 1) },
);
const config = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record(
      Object.fromEntries(Object.keys(standard.values.config).map((key) => [key, fc.boolean()])),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.record(Object.fromEntries(Object.keys(standard.values.config).map((key) => [key, flag])), {
      requiredKeys: [],
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({ ...standard.values.config, fliegen: true }, [], null) },
);
const values = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      config,
      features: fc.oneof(fc.record({ referrals: flag }), fc.constantFrom<unknown>({}, null)),
      beraterdokumente: fc.oneof(
        fc.constant({}),
        fc.dictionary(fc.constantFrom('vollmacht', 'Bad Key', ''), fc.boolean(), { maxKeys: 2 }),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const name = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('Familien', 'Gewerbe', ' Senioren ', 'Standard', 'LIGHT') },
  { weight: 2, arbitrary: fc.string({ maxLength: 45 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 3, '', 'a\u0000b', 'x'.repeat(41)) },
);

describe(`${RUNS} generated preset bodies`, () => {
  it('never a 5xx; 200 exactly for a valid body with a free name, stored as answered', async () => {
    const adviser = await createTestAdviser();
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const call = jsonCaller(t.app, token);
    const presets: Preset[] = (await call('GET', '/api/berater/vorlagen')).json().vorlagen;
    const target = presets[1] as Preset;
    const body = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          name: fc.constantFrom('Familien', 'Gewerbe', ' Senioren ', 'Light'),
          values: fc.record({
            config: fc.record(
              Object.fromEntries(Object.keys(standard.values.config).map((key) => [key, fc.boolean()])),
            ),
            features: fc.record({ referrals: fc.boolean() }),
            beraterdokumente: fc.constant({}),
          }),
        }),
      },
      { weight: 6, arbitrary: fc.record({ name, values }) },
      { weight: 1, arbitrary: fc.record({ name, values, isDefault: fc.boolean() }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const { payload, response, context, poisoned } = await send(
          token,
          'PUT',
          `/api/berater/vorlagen/${target.id}`,
          sent,
        );
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        // Not `return expect(…)`: the matcher returns its assertion, and fast-check fails a property that
        // returns anything but undefined or true (a "__proto__" key in a JSON value did, now and then).
        if (poisoned) {
          expect([400, 422], context).toContain(response.statusCode);
          return;
        }
        const parsed = presetInputSchema.safeParse(JSON.parse(payload));
        const others = presets.filter((preset) => preset.id !== target.id);
        const taken =
          parsed.success &&
          (isPresetNameTaken(others, parsed.data.name) ||
            Object.entries(parsed.data.values.beraterdokumente).some(([, on]) => on));
        expect(response.statusCode, context).toBe(parsed.success && !taken ? 200 : 422);
        if (response.statusCode !== 200 || !parsed.success) return;
        const stored = (await call('GET', '/api/berater/vorlagen')).json().vorlagen as Preset[];
        expect(
          stored.find((preset) => preset.id === target.id),
          context,
        ).toEqual(response.json().vorlage);
        expect(response.json().vorlage.name, context).toBe(parsed.data.name);
      }),
      { numRuns: RUNS },
    );
    // The first record (4/12 of the runs) is valid, its name free but for a built-in one: about RUNS / 4
    // taken; isDefault (1/12) and the JSON values (1/12) are always refused: at least RUNS / 6.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 20);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(RUNS / 20);
  }, 300_000);

  it('applies exactly a preset of the agency, anything else is a 422', async () => {
    const adviser = await createTestAdviser();
    const stranger = await createTestAdviser();
    const customer = await createTestCustomer({ withAgent: false, agentId: adviser.agencyId });
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const call = jsonCaller(t.app, token);
    const strangerCall = jsonCaller(t.app, await loginAsAdviser(t.app, stranger.email, stranger.password));
    const own: Preset[] = (await call('GET', '/api/berater/vorlagen')).json().vorlagen;
    const foreign: Preset[] = (await strangerCall('GET', '/api/berater/vorlagen')).json().vorlagen;
    const ownIds = new Set(own.map((preset) => preset.id));
    const id = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...own.map((preset) => preset.id)) },
      { weight: 2, arbitrary: fc.constantFrom(...foreign.map((preset) => preset.id)) },
      { weight: 1, arbitrary: fc.integer() },
      { weight: 1, arbitrary: fc.constantFrom<unknown>('1', null, 1.5, 2 ** 31, -1) },
    );
    const body = fc.oneof(
      { weight: 6, arbitrary: fc.record({ presetId: id }) },
      { weight: 1, arbitrary: fc.record({ presetId: id, config: fc.constant({}) }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const { payload, response, context, poisoned } = await send(
          token,
          'POST',
          `/api/berater/kunden/${customer.user.id}/vorlage`,
          sent,
        );
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (poisoned) {
          expect([400, 422], context).toContain(response.statusCode);
          return;
        }
        const parsed = presetApplySchema.safeParse(JSON.parse(payload));
        const applies = parsed.success && ownIds.has(parsed.data.presetId);
        expect(response.statusCode, context).toBe(applies ? 200 : 422);
        if (!applies || !parsed.success) return;
        const preset = own.find((p) => p.id === parsed.data.presetId) as Preset;
        expect(response.json().settings.config, context).toMatchObject(preset.values.config);
      }),
      { numRuns: RUNS },
    );
    // An own preset's id alone (6/8 × 4/8 of the runs): at least RUNS / 2.7 applied; a foreign one's
    // (6/8 × 2/8) or a JSON value (1/8): at least RUNS / 3.2 refused.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 20);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(RUNS / 20);
  }, 300_000);
});
