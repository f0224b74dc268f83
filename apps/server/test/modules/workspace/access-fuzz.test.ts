import {
  changePasswordSchema,
  forgotRequestSchema,
  resetPasswordSchema,
} from '@kundenportal/domain/account/account-schemas';
import { isCommonPassword } from '@kundenportal/domain/account/common-passwords';
import {
  passkeyLoginVerifySchema,
  passkeyRegisterVerifySchema,
} from '@kundenportal/domain/auth/passkey-schemas';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { passwordTexts } from '@kundenportal/domain/texts/password';
import { isStorableText } from '@kundenportal/domain/validation/storable-text';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, codeFromLink, lastMailTo, strongPassword } from '../../helpers/account-flows';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { mailsTo } from '../../helpers/outbox-files';
import { hasProtoKey } from '../../helpers/proto-key';
import {
  authHeaders,
  clientHeaders,
  createTestAdviser,
  createTestCustomer,
  loginAsAdviser,
  uniqueIp,
  useTestApp,
} from '../../helpers/test-app';

/**
 * 1,000 generated bodies on each of the workspace's access endpoints that take one: the password reset
 * (request and redeem), the password change and the passkey ceremonies. Never a 5xx; a reset is mailed
 * only to an adviser, a code redeemed only once and only on its own side, a change taken exactly when valid
 * with the current password (which then is the new one), and no generated passkey is registered or logs
 * anyone in. The limits are lifted for this file, so the answers depend on the body alone.
 */
const RUNS = FUZZ_RUNS;
const t = useTestApp({
  FORGOT_MAX_PER_EMAIL: '100000',
  FORGOT_MAX_PER_IP: '100000',
  LOGIN_MAX_FAILURES_ACCOUNT: '100000',
  LOGIN_MAX_FAILURES_IP: '100000',
});

const ip = uniqueIp();
let adviser: Awaited<ReturnType<typeof createTestAdviser>>;
let customer: Awaited<ReturnType<typeof createTestCustomer>>;
beforeAll(async () => {
  adviser = await createTestAdviser();
  customer = await createTestCustomer();
});

async function send(url: string, sent: unknown, token?: string) {
  const payload = JSON.stringify(sent) ?? 'null';
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? authHeaders(token) : clientHeaders), 'content-type': 'application/json' },
    payload,
    // Its own address: the failed attempts counted here must not lock out other files' logins.
    remoteAddress: ip,
  });
  const context = `${response.statusCode} ${response.body.slice(0, 200)} for ${payload.slice(0, 200)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  return { response, context, poisoned: hasProtoKey(payload), parsedBody: JSON.parse(payload) as unknown };
}

/** Whether every text of a JSON value (keys too) can be stored; else the body is refused before any route. */
function storable(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (typeof value !== 'object' || value === null) return true;
  return Object.entries(value).every(([key, item]) => isStorableText(key) && storable(item));
}

const garbage = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom<unknown>(null, 3, true, '', '   ', 'a\u0000b', [], {}),
);
const withExtra = <T extends Record<string, unknown>>(record: fc.Arbitrary<T>) =>
  fc
    .tuple(record, fc.option(fc.constantFrom('role', 'user_id', 'token', '__proto__'), { nil: undefined }))
    .map(([body, extra]) => (extra === undefined ? body : { ...body, [extra]: 1 }));
const password = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null).map(() => strongPassword()) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('kurz', 'passwort', 'Passwort1!', 'x'.repeat(200), `A!1${'a'.repeat(70)}`),
  },
  { weight: 1, arbitrary: garbage },
);

describe(`${RUNS} generated bodies per workspace access endpoint`, () => {
  it('POST /api/berater/passwort/vergessen: 200 exactly when valid; a mail only to the adviser', async () => {
    const address = fc.oneof(
      fc.constantFrom(adviser.email, adviser.email.toUpperCase(), customer.email, 'niemand@example.com'),
      garbage,
    );
    const body = fc.oneof(
      { weight: 6, arbitrary: withExtra(fc.record({ email: address }, { requiredKeys: [] })) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    let toAdviser = 0;
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const { response, context, poisoned, parsedBody } = await send(
          '/api/berater/passwort/vergessen',
          sent,
        );
        if (poisoned) return;
        const parsed = forgotRequestSchema.safeParse(parsedBody);
        expect(response.statusCode, context).toBe(parsed.success ? 200 : 422);
        if (parsed.success) {
          expect(response.json(), context).toEqual({ send: true });
          if (parsed.data.email.toLowerCase() === adviser.email.toLowerCase()) toAdviser += 1;
        } else expect(response.json().errors.length, context).toBeGreaterThan(0);
      }),
      // Two mails to the adviser whatever the generator draws; a valid body with the adviser's address comes
      // about 1 in 40 runs besides (5 to 7 in 250 with seeds 11 to 55).
      { numRuns: RUNS, examples: [[{ email: adviser.email }], [{ email: adviser.email.toUpperCase() }]] },
    );
    await t.app.outbox.runOnce();
    expect(toAdviser).toBeGreaterThan(RUNS / 200);
    expect(await mailsTo(t.dataDir, adviser.email)).toHaveLength(toAdviser);
    // The workspace's reset never mails a customer.
    expect(await mailsTo(t.dataDir, customer.email)).toHaveLength(0);
  }, 300_000);

  it("POST /api/berater/passwort/neu: the adviser's code once, a customer's never, a made-up one never", async () => {
    await call(t.app, 'POST', '/api/berater/passwort/vergessen', { payload: { email: adviser.email } });
    const adviserMail = await lastMailTo(t, adviser.email);
    const adviserCode = /\/#\/berater\/passwort\/([A-Za-z0-9_-]+)/.exec(adviserMail.text)?.[1] ?? '';
    expect(adviserCode).not.toBe('');
    await call(t.app, 'POST', '/api/password/forgot_request', { payload: { email: customer.email } });
    const customerCode = codeFromLink((await lastMailTo(t, customer.email)).text, 'Passwortvergessen');

    const code = fc.oneof(
      fc.constantFrom(adviserCode, customerCode, `${adviserCode}x`, adviserCode.toUpperCase()),
      fc.string({ minLength: 1, maxLength: 40 }),
      garbage,
    );
    const body = fc.oneof(
      {
        weight: 6,
        arbitrary: withExtra(
          fc
            .record(
              { code, password, same: fc.boolean(), password_confirmation: password },
              { requiredKeys: ['code', 'password', 'same'] },
            )
            .map(({ same, ...rest }) =>
              same ? { ...rest, password_confirmation: rest.password } : (rest as Record<string, unknown>),
            ),
        ),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    const firstPassword = strongPassword();
    let redeemed: string | null = null;
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const { response, context, poisoned, parsedBody } = await send('/api/berater/passwort/neu', sent);
        if (poisoned) return;
        const parsed = resetPasswordSchema.safeParse(parsedBody);
        if (!parsed.success || !storable(parsedBody)) {
          expect(response.statusCode, context).toBe(422);
          return;
        }
        if (await isCommonPassword(parsed.data.password)) {
          expect(response.json().errors, context).toEqual([`password=>${passwordTexts.tooCommon}`]);
          return;
        }
        if (parsed.data.code === adviserCode && redeemed === null) {
          expect(response.statusCode, context).toBe(200);
          expect(response.json().token, context).toEqual(expect.any(String));
          redeemed = parsed.data.password;
          return;
        }
        expect(response.statusCode, context).toBe(422);
        expect(response.json().errors, context).toEqual([`code=>${accountTexts.linkInvalid}`]);
      }),
      // The valid redemption first, whatever the number of runs: every later use of the code is refused.
      {
        numRuns: RUNS,
        examples: [[{ code: adviserCode, password: firstPassword, password_confirmation: firstPassword }]],
      },
    );
    // Redeemed once, and then the adviser's password is the one sent with it.
    expect(redeemed).not.toBeNull();
    const current: string = redeemed ?? adviser.password;
    expect(await loginAsAdviser(t.app, adviser.email, current)).toEqual(expect.any(String));
    adviser = { ...adviser, password: current };
    // The customer's code still works on the customer's side: the workspace never took it.
    const pw = strongPassword();
    const own = await call(t.app, 'POST', '/api/password/forgot', {
      payload: { code: customerCode, password: pw, password_confirmation: pw },
    });
    expect(own.statusCode, own.body).toBe(200);
  }, 300_000);

  it('POST /api/berater/passwort/aendern: taken exactly when valid with the current password', async () => {
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    let current = adviser.password;
    const currentGuess = fc.oneof(
      { weight: 3, arbitrary: fc.constant('<current>') },
      { weight: 1, arbitrary: fc.constantFrom('falsch!2026X', adviser.password.toUpperCase()) },
      { weight: 1, arbitrary: garbage },
    );
    const body = fc.oneof(
      {
        weight: 6,
        arbitrary: withExtra(
          fc.record(
            {
              password: currentGuess,
              neues_passwort: password,
              same: fc.boolean(),
              password_new_confirmation: password,
            },
            { requiredKeys: ['password', 'neues_passwort', 'same'] },
          ),
        ),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    let changed = 0;
    await fc.assert(
      fc.asyncProperty(body, async (generated) => {
        // The current password as it is at the moment of sending.
        const sent =
          generated && typeof generated === 'object' && !Array.isArray(generated)
            ? (({ same, ...rest }: Record<string, unknown>) => ({
                ...rest,
                ...(rest.password === '<current>' ? { password: current } : {}),
                ...(same ? { password_new_confirmation: rest.neues_passwort } : {}),
              }))(generated as Record<string, unknown>)
            : generated;
        const { response, context, poisoned, parsedBody } = await send(
          '/api/berater/passwort/aendern',
          sent,
          token,
        );
        if (poisoned) return;
        const parsed = changePasswordSchema.safeParse(parsedBody);
        if (!parsed.success || !storable(parsedBody)) {
          expect(response.statusCode, context).toBe(422);
          return;
        }
        if (parsed.data.password !== current) {
          expect(response.json().errors, context).toEqual([`password=>${passwordTexts.wrongCurrent}`]);
          return;
        }
        if (await isCommonPassword(parsed.data.neues_passwort)) {
          expect(response.json().errors, context).toEqual([`neues_passwort=>${passwordTexts.tooCommon}`]);
          return;
        }
        expect(response.statusCode, context).toBe(200);
        current = parsed.data.neues_passwort;
        changed += 1;
      }),
      // Two valid changes first, whatever the number of runs: the generated ones then meet a changed password.
      {
        numRuns: RUNS,
        examples: [
          [{ password: '<current>', neues_passwort: strongPassword(), same: true }],
          [{ password: '<current>', neues_passwort: strongPassword(), same: true }],
        ],
      },
    );
    expect(changed).toBeGreaterThan(RUNS / 200);
    // The session that changed it stays; the password is the last one taken.
    const me = await t.app.inject({ method: 'GET', url: '/api/berater/me', headers: authHeaders(token) });
    expect(me.statusCode).toBe(200);
    expect(await loginAsAdviser(t.app, adviser.email, current)).toEqual(expect.any(String));
    adviser = { ...adviser, password: current };
  }, 300_000);

  it('POST /api/berater/passkeys/register/verify and …/login/verify: no generated credential is taken', async () => {
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const options = await send('/api/berater/passkeys/register/options', undefined, token);
    const challengeId: string = options.response.json().challengeId ?? 'x';
    const b64 = fc.oneof(
      fc.base64String({ maxLength: 40 }).map((s) => s.replace(/=/g, '')),
      garbage,
    );
    const credential = fc.record(
      {
        id: b64,
        rawId: b64,
        type: fc.constantFrom<unknown>('public-key', 'password', 3),
        response: fc.record(
          {
            clientDataJSON: b64,
            attestationObject: b64,
            authenticatorData: b64,
            signature: b64,
            userHandle: b64,
            transports: fc.array(fc.constantFrom<unknown>('internal', 'usb', 'x'), { maxLength: 3 }),
          },
          { requiredKeys: [] },
        ),
        clientExtensionResults: fc.constantFrom<unknown>({}, null, []),
        authenticatorAttachment: fc.constantFrom<unknown>('platform', 'cross-platform', 'x'),
      },
      { requiredKeys: ['id', 'rawId', 'type', 'response'] },
    );
    const body = fc.oneof(
      {
        weight: 6,
        arbitrary: withExtra(
          fc.record(
            { challengeId: fc.oneof(fc.constant(challengeId), b64), response: credential },
            { requiredKeys: [] },
          ),
        ),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    for (const [url, schema, auth] of [
      ['/api/berater/passkeys/register/verify', passkeyRegisterVerifySchema, token],
      ['/api/berater/passkeys/login/verify', passkeyLoginVerifySchema, undefined],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(body, async (sent) => {
          const { response, context, poisoned, parsedBody } = await send(url, sent, auth);
          if (poisoned) return;
          expect(response.statusCode, context).not.toBe(200);
          if (!schema.safeParse(parsedBody).success) expect(response.statusCode, context).toBe(422);
          else expect([400, 401, 422], context).toContain(response.statusCode);
        }),
        { numRuns: RUNS },
      );
    }
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/berater/passkeys',
      headers: authHeaders(token),
    });
    expect(listed.json()).toEqual([]);
  }, 300_000);
});
