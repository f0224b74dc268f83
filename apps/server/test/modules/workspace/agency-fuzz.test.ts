import { parseTemplate } from '@kundenportal/domain/adviser-forms/parse-template';
import { parseBranding } from '@kundenportal/domain/branding/brand-tokens';
import { agencyProfileSchema, legalTextInputSchema } from '@kundenportal/domain/workspace/agency';
import { formTemplateInputSchema } from '@kundenportal/domain/workspace/form-templates';
import { confirmReferralSchema, referralTiersInputSchema } from '@kundenportal/domain/workspace/referrals';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../src/db/factories';
import { referrals } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { hasProtoKey } from '../../helpers/proto-key';
import {
  authHeaders,
  createTestAdviser,
  jsonCaller,
  loginAsAdviser,
  useTestApp,
} from '../../helpers/test-app';

/**
 * 1,000 generated bodies on each of the agency's and the referral programme's write endpoints: never a
 * 5xx; taken exactly when the domain's schema (and for colours its contrast rule) takes them, and then
 * stored as answered.
 */
const RUNS = FUZZ_RUNS;
const t = useTestApp();

let token: string;
let call: ReturnType<typeof jsonCaller>;
let referralIds: number[];
beforeAll(async () => {
  const adviser = await createTestAdviser();
  token = await loginAsAdviser(t.app, adviser.email, adviser.password);
  call = jsonCaller(t.app, token);
  const { db } = await getDatabase();
  const referrer = await createCustomer(db, { agentId: adviser.agencyId, scryptLogN: 10 });
  const referred = await Promise.all(
    Array.from({ length: 40 }, () => createCustomer(db, { agentId: adviser.agencyId, scryptLogN: 10 })),
  );
  const rows = await db
    .insert(referrals)
    .values(
      referred.map((one) => ({
        referrerUserId: referrer.user.id,
        referredUserId: one.user.id,
        agentId: adviser.agencyId,
      })),
    )
    .returning({ id: referrals.id });
  referralIds = rows.map((row) => row.id);
});

const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 118, max: 122 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 3, '', ' a ', 'a\u0000b', 'Müller & Söhne') },
);

async function send(method: 'PUT' | 'POST', url: string, sent: unknown) {
  const payload = JSON.stringify(sent) ?? 'null';
  const response = await t.app.inject({
    method,
    url,
    headers: { ...authHeaders(token), 'content-type': 'application/json' },
    payload,
  });
  const context = `${response.statusCode} ${response.body.slice(0, 200)} for ${payload.slice(0, 200)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  return { payload, response, context, poisoned: hasProtoKey(payload) };
}

describe(`${RUNS} generated bodies per agency write endpoint`, () => {
  it('PUT /api/berater/agentur: stored exactly when valid', async () => {
    const valid = fc.record({
      anrede: fc.constantFrom('Herr', 'Frau'),
      vorname: fc.constantFrom('Thomas', 'Sonja'),
      name: fc.constantFrom('Berger', 'Keller'),
      firma: fc.constantFrom('', 'Keller GmbH'),
      email: fc.constantFrom('kontakt@agentur.example'),
      phone: fc.constantFrom('', '+49 40 1234'),
      mobile: fc.constant(''),
      address: fc.constant('Hauptstraße'),
      addressnumber: fc.constant('1'),
      streetcode: fc.constantFrom('', '20095', '2009'),
      city: fc.constant('Hamburg'),
      registernummer: fc.constant(''),
      vermittlerstatus: fc.constantFrom('', 'makler', 'gebunden'),
      ihk: fc.constantFrom('', 'IHK Hamburg'),
    });
    const body = fc.oneof(
      { weight: 3, arbitrary: valid },
      {
        weight: 3,
        arbitrary: fc
          .tuple(valid, fc.constantFrom('vorname', 'firma', 'email', 'city', 'anrede', 'extra'), text)
          .map(([base, key, value]) => ({ ...base, [key]: value })),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const { payload, response, context, poisoned } = await send('PUT', '/api/berater/agentur', sent);
        if (poisoned) return;
        const parsed = agencyProfileSchema.safeParse(JSON.parse(payload));
        expect(response.statusCode, context).toBe(parsed.success ? 200 : 422);
        if (!parsed.success) return;
        stored += 1;
        expect(response.json().profile, context).toEqual(parsed.data);
      }),
      { numRuns: RUNS },
    );
    // valid (3/7 of the runs) is valid unless its postcode is '2009' (1 in 3): about RUNS / 3.5 stored.
    expect(stored).toBeGreaterThan(RUNS / 20);
  }, 300_000);

  it('PUT /api/berater/agentur/marke: taken exactly when the format and the contrast are right', async () => {
    const colour = fc.oneof(
      fc.constantFrom('#0b4f8a', '#ffffff', '#1f5f4a', '#eeeeee', '#000', 'red', '#12345g'),
      fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`),
    );
    const tokens = fc.record(
      {
        primary: colour,
        onPrimary: colour,
        text: colour,
        font: fc.constantFrom<unknown>('system', 'serif', 'comic', 1),
        radius: fc.constantFrom<unknown>(0, 8, 16, 17, -1, 2.5, '8'),
        script: fc.constant('x'),
      },
      { requiredKeys: [] },
    );
    const readable = fc.constantFrom<Record<string, unknown>>(
      {},
      { primary: '#1f5f4a', radius: 10 },
      { font: 'serif' },
      { text: '#000000', onPrimary: '#ffffff' },
    );
    const body = fc.oneof(
      { weight: 2, arbitrary: readable.map((value) => ({ tokens: value })) },
      { weight: 5, arbitrary: tokens.map((value) => ({ tokens: value })) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const { payload, response, context, poisoned } = await send(
          'PUT',
          '/api/berater/agentur/marke',
          sent,
        );
        if (poisoned) return;
        const value = JSON.parse(payload);
        const ok =
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.keys(value).length === 1 &&
          typeof value.tokens === 'object' &&
          value.tokens !== null &&
          !Array.isArray(value.tokens) &&
          parseBranding(value.tokens).ok;
        expect(response.statusCode, context).toBe(ok ? 200 : 422);
        if (!ok) return;
        taken += 1;
        const parsed = parseBranding(value.tokens);
        expect(response.json().branding, context).toEqual(parsed.ok ? parsed.tokens : null);
      }),
      { numRuns: RUNS },
    );
    // readable (2/8 of the runs) is always taken: at least RUNS / 4.
    expect(taken).toBeGreaterThan(RUNS / 20);
  }, 300_000);

  it('PUT /api/berater/agentur/rechtstexte/datenschutz: stored exactly when valid', async () => {
    const body = fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record({ markdown: fc.oneof(fc.string({ maxLength: 60 }), fc.constant(null)) }),
      },
      { weight: 1, arbitrary: fc.record({ markdown: text }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const { payload, response, context, poisoned } = await send(
          'PUT',
          '/api/berater/agentur/rechtstexte/datenschutz',
          sent,
        );
        if (poisoned) return;
        const parsed = legalTextInputSchema.safeParse(JSON.parse(payload));
        expect(response.statusCode, context).toBe(parsed.success ? 200 : 422);
        if (parsed.success)
          expect(response.json().legal.datenschutz.markdown, context).toBe(parsed.data.markdown);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);

  it('PUT /api/berater/empfehlungen/stufen and POST …/{id}/bestaetigen: taken exactly when valid', async () => {
    const tier = fc.record(
      {
        minCount: fc.oneof(fc.integer({ min: -1, max: 1001 }), fc.constantFrom<unknown>(1.5, '2', null)),
        valueCents: fc.oneof(fc.integer({ min: -1, max: 100_001 }), fc.constantFrom<unknown>(12.5, '100')),
      },
      { requiredKeys: ['minCount', 'valueCents'] },
    );
    const tiersBody = fc.oneof(
      { weight: 6, arbitrary: fc.record({ tiers: fc.array(tier, { maxLength: 11 }) }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    await fc.assert(
      fc.asyncProperty(tiersBody, async (sent) => {
        const { payload, response, context, poisoned } = await send(
          'PUT',
          '/api/berater/empfehlungen/stufen',
          sent,
        );
        if (poisoned) return;
        const parsed = referralTiersInputSchema.safeParse(JSON.parse(payload));
        expect(response.statusCode, context).toBe(parsed.success ? 200 : 422);
        if (parsed.success)
          expect(response.json().tiers, context).toEqual(
            [...parsed.data.tiers].sort((a, b) => a.minCount - b.minCount),
          );
      }),
      { numRuns: RUNS },
    );

    const confirmBody = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record(
          {
            voucherType: fc.constantFrom<unknown>('amazon', 'paypal', 'wunschgutschein', 'bargeld', 3),
            bonusCents: fc.oneof(fc.integer({ min: -1, max: 100_001 }), fc.constantFrom<unknown>(0.5, '5')),
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    const confirmed = new Set<number>();
    await fc.assert(
      fc.asyncProperty(confirmBody, fc.constantFrom(...referralIds), async (sent, id) => {
        const { payload, response, context, poisoned } = await send(
          'POST',
          `/api/berater/empfehlungen/${id}/bestaetigen`,
          sent,
        );
        if (poisoned) return;
        const parsed = confirmReferralSchema.safeParse(JSON.parse(payload));
        const expected = !parsed.success ? 422 : confirmed.has(id) ? 409 : 200;
        expect(response.statusCode, context).toBe(expected);
        if (expected === 200) confirmed.add(id);
      }),
      {
        numRuns: RUNS,
        // Two referrals confirmed whatever the generator draws (the rest: a valid voucher about 1 in 3 runs).
        examples: [
          [{ voucherType: 'amazon', bonusCents: 500 }, referralIds[0] as number],
          [{ voucherType: 'paypal' }, referralIds[1] as number],
        ],
      },
    );
    expect(confirmed.size).toBeGreaterThan(RUNS / 200);
    const listed = (await call('GET', '/api/berater/empfehlungen')).json().referrals;
    expect(listed.filter((referral: { status: string }) => referral.status === 'bestaetigt')).toHaveLength(
      confirmed.size,
    );
  }, 300_000);

  it('PUT /api/berater/formulare/{key}: published exactly when the body and the template are valid', async () => {
    const line = fc.oneof(
      {
        weight: 8,
        arbitrary: fc.constantFrom(
          'Ein Absatz mit **Betonung**.',
          '{{ Name | name | textfield | pflicht }}',
          '{{ Ort | ort | textfield }}',
          '{{ Weg | weg | radio | pflicht | | optionen=a:A, b:B }}',
          '{{ Telefon | telefon | textfield | pflicht wenn weg = b }}',
          '{{ Datum | datum | today }}',
          '{{ Unterschrift | unterschrift | sign | pflicht }}',
        ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '{{ Kaputt | kaputt | textfeld }}',
          '{{ Offen | offen',
          '- Liste mit {{ Feld | f | textfield }}',
          '<b>fett</b>',
          '',
        ),
      },
      { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
    );
    const source = fc
      .tuple(
        fc.oneof(
          { weight: 6, arbitrary: fc.constant('# Fuzzformular\n\n') },
          { weight: 1, arbitrary: fc.constantFrom('# \n', 'Ohne Titel\n', '') },
        ),
        fc.uniqueArray(line, { maxLength: 5 }),
      )
      .map(([head, lines]) => head + lines.join('\n\n'));
    const body = fc.oneof(
      { weight: 4, arbitrary: source.map((value) => ({ source: value })) },
      {
        weight: 1,
        arbitrary: fc.record({ source: fc.oneof(source, text), extra: text }, { requiredKeys: ['source'] }),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    let published = 0;
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const { payload, response, context, poisoned } = await send(
          'PUT',
          '/api/berater/formulare/fuzz',
          sent,
        );
        if (poisoned) return;
        const parsed = formTemplateInputSchema.safeParse(JSON.parse(payload));
        const template = parsed.success ? parseTemplate(parsed.data.source) : null;
        if (!template?.ok) {
          expect(response.statusCode, context).toBe(422);
          return;
        }
        expect([200, 201], context).toContain(response.statusCode);
        published += 1;
        expect(response.json(), context).toMatchObject({ key: 'fuzz', title: template.template.title });
        const stored = (await call('GET', '/api/berater/formulare/fuzz')).json();
        expect(stored.source, context).toBe((parsed.data?.source ?? '').replace(/\r\n?/g, '\n'));
        expect(stored.version, context).toBe(response.json().version);
      }),
      { numRuns: RUNS },
    );
    expect(published).toBeGreaterThan(RUNS / 20);
  }, 300_000);
});
