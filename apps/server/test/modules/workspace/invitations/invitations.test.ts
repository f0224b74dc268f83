import { randomUUID } from 'node:crypto';
import { NAME_MAX_LENGTH } from '@kundenportal/domain/constants';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adviserAuditLog, users } from '../../../../src/db/schema';
import { call, codeFromLink, lastMailTo, strongPassword } from '../../../helpers/account-flows';
import { getDatabase } from '../../../helpers/database';
import { mailsTo } from '../../../helpers/outbox-files';
import {
  createTestAdviser,
  createTestApp,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';

const t = useTestApp({ PUBLIC_URL: 'https://portal.example' });

type Invitation = {
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
  invitedAt: string;
  expiresAt: string | null;
  expired: boolean;
};

async function setup() {
  const adviser = await createTestAdviser({ firstName: 'Thomas', lastName: 'Berger' });
  const colleague = await createTestAdviser({ agencyId: adviser.agencyId });
  const stranger = await createTestAdviser();
  const advise = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const colleagueCall = jsonCaller(t.app, await loginAsAdviser(t.app, colleague.email, colleague.password));
  const strangerCall = jsonCaller(t.app, await loginAsAdviser(t.app, stranger.email, stranger.password));
  return { adviser, advise, colleagueCall, strangerCall };
}

const email = () => `eingeladen-${randomUUID()}@example.com`;
const body = (address: string) => ({ email: address, firstName: 'Ina', lastName: 'Eingeladen' });

describe('POST /api/berater/einladungen', () => {
  it('creates the inactive account, mails the link and lists it as pending until it is activated', async () => {
    const { adviser, advise, colleagueCall, strangerCall } = await setup();
    const address = email();
    const response = await advise('POST', '/api/berater/einladungen', {
      email: ` ${address} `,
      firstName: ' Ina ',
      lastName: 'Eingeladen',
    });
    expect(response.statusCode, response.body).toBe(201);
    const einladung = response.json<{ einladung: Invitation }>().einladung;
    expect(einladung).toMatchObject({
      email: address,
      firstName: 'Ina',
      lastName: 'Eingeladen',
      expired: false,
    });
    const days = (Date.parse(einladung.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);

    const mail = await lastMailTo(t, address);
    expect(mail.subject).toBe('Dein Zugang zum Kundenportal');
    expect(mail.text).toContain('Hallo Ina');
    const code = codeFromLink(mail.text, 'einrichtung');

    // The whole agency sees it; another agency does not.
    const listed = (await colleagueCall('GET', '/api/berater/einladungen')).json().einladungen;
    expect(listed.map((entry: Invitation) => entry.email)).toEqual([address]);
    expect((await strangerCall('GET', '/api/berater/einladungen')).json().einladungen).toEqual([]);
    // The agency's log names who invited.
    const log = (await advise('GET', `/api/berater/kunden/${einladung.customerId}/protokoll`)).json().entries;
    expect(log).toMatchObject([{ adviserName: 'Thomas Berger', action: 'invited' }]);

    const password = strongPassword();
    const completed = await call(t.app, 'POST', `/api/complete?token=${encodeURIComponent(code)}`, {
      payload: {
        password,
        password_confirmation: password,
        agb_check: '1',
        datenschutzerklaerung_check: '1',
      },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await advise('GET', '/api/berater/einladungen')).json().einladungen).toEqual([]);
    // Now a new customer in the inbox, and a customer of the agency.
    const inbox = (await advise('GET', '/api/berater/eingang/registrierung')).json().items;
    expect(inbox[0]).toMatchObject({ title: 'Ina Eingeladen ist dabei', read: false });
    expect(inbox[0].fields).toContainEqual({ label: 'Weg ins Portal', value: 'Einladung der Agentur' });
    expect(await loginAs(t.app, address, password)).toBeTruthy();
    expect(adviser.agencyId).toBeGreaterThan(0);
  });

  it("refuses an address of the agency's own (any case) and bad bodies with field messages, creating nothing", async () => {
    const { adviser, advise } = await setup();
    const customer = await createTestCustomer({ withAgent: false, agentId: adviser.agencyId });
    const taken = await advise('POST', '/api/berater/einladungen', body(customer.email.toUpperCase()));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual([
      'email=>Für diese E-Mail-Adresse gibt es schon ein Konto im Kundenportal.',
    ]);
    const cases: [unknown, string][] = [
      [{ ...body(email()), email: 'kein-at' }, 'email=>Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      [{ ...body(email()), firstName: 'I' }, 'firstName=>Bitte geben Sie mindestens 2 Zeichen ein.'],
      [
        { ...body(email()), lastName: 'x'.repeat(NAME_MAX_LENGTH + 1) },
        'lastName=>Bitte geben Sie höchstens 255 Zeichen ein.',
      ],
      [{ ...body(email()), firstName: '  ' }, 'firstName=>Bitte füllen Sie dieses Feld aus.'],
      [{ ...body(email()), agentId: 7 }, 'agentId=>'],
      [{ email: email() }, 'firstName=>'],
    ];
    for (const [sent, entry] of cases) {
      const response = await advise('POST', '/api/berater/einladungen', sent);
      expect(response.statusCode, JSON.stringify(sent)).toBe(422);
      expect(response.json().errors.join('\n')).toContain(entry);
    }
    const longest = await advise('POST', '/api/berater/einladungen', {
      ...body(email()),
      lastName: 'x'.repeat(NAME_MAX_LENGTH),
    });
    expect(longest.statusCode).toBe(201);
    expect((await advise('GET', '/api/berater/einladungen')).json().einladungen).toHaveLength(1);
  });

  it('is for advisers only', async () => {
    const customer = await createTestCustomer();
    const asCustomer = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    const response = await asCustomer('POST', '/api/berater/einladungen', body(email()));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('role_not_permitted');
  });
});

// Issue 27, item 34: inviting another agency's customer answered 422, telling the adviser the address is taken.
describe('an address with an account in another agency', () => {
  it('is answered, listed and sent again as a new address, and nobody is mailed or told', async () => {
    const { advise, strangerCall } = await setup();
    const elsewhere = await createTestCustomer({ password: 'Richtig!2026' });
    const adviserElsewhere = await createTestAdviser();
    const fresh = await advise('POST', '/api/berater/einladungen', body(email()));
    const strangersBefore = (await strangerCall('GET', '/api/berater/einladungen')).json();

    for (const address of [elsewhere.email.toUpperCase(), adviserElsewhere.email]) {
      const response = await advise('POST', '/api/berater/einladungen', body(address));
      expect(response.statusCode, response.body).toBe(fresh.statusCode);
      const einladung = response.json<{ einladung: Invitation }>().einladung;
      expect(Object.keys(einladung).sort()).toEqual(Object.keys(fresh.json().einladung).sort());
      expect(einladung).toMatchObject({
        email: address,
        firstName: 'Ina',
        lastName: 'Eingeladen',
        expired: false,
      });
      expect((Date.parse(einladung.expiresAt ?? '') - Date.now()) / 86_400_000).toBeGreaterThan(6.9);
      expect(einladung.customerId).toBeGreaterThan(fresh.json().einladung.customerId);

      // Listed and sent again like any pending invitation; a second invitation is refused as for any.
      const listed = (await advise('GET', '/api/berater/einladungen')).json().einladungen;
      expect(listed[0]).toEqual(einladung);
      const again = await advise('POST', `/api/berater/einladungen/${einladung.customerId}/erneut`);
      expect(again.statusCode, again.body).toBe(200);
      expect(Date.parse(again.json().einladung.expiresAt)).toBeGreaterThanOrEqual(
        Date.parse(einladung.expiresAt ?? ''),
      );
      const twice = await advise('POST', '/api/berater/einladungen', body(address));
      expect(twice.statusCode).toBe(422);
      expect(twice.json().errors).toEqual([
        'email=>Für diese E-Mail-Adresse gibt es schon ein Konto im Kundenportal.',
      ]);
    }

    // No mail to the person, nothing in the other agency, the account as it was.
    await t.app.outbox.runOnce();
    expect(await mailsTo(t.dataDir, elsewhere.email)).toEqual([]);
    expect(await mailsTo(t.dataDir, adviserElsewhere.email)).toEqual([]);
    expect((await strangerCall('GET', '/api/berater/einladungen')).json()).toEqual(strangersBefore);
    const { db } = await getDatabase();
    const [holder] = await db.select().from(users).where(eq(users.id, elsewhere.user.id));
    expect(holder).toMatchObject({ agentId: elsewhere.agent?.id, active: true });
    const agencies = [elsewhere.agent?.id ?? 0, adviserElsewhere.agencyId];
    expect(
      await db.select().from(adviserAuditLog).where(inArray(adviserAuditLog.agencyId, agencies)),
    ).toEqual([]);
    expect(await loginAs(t.app, elsewhere.email, 'Richtig!2026')).toBeTruthy();
  });

  it("counts another agency's pending invitation as an account there: one mail only, from that agency", async () => {
    const { advise } = await setup();
    const address = email();
    const other = await createTestAdviser();
    const otherCall = jsonCaller(t.app, await loginAsAdviser(t.app, other.email, other.password));
    expect((await otherCall('POST', '/api/berater/einladungen', body(address))).statusCode).toBe(201);
    // A pending invitation of another agency is an account there too.
    const unsent = (await advise('POST', '/api/berater/einladungen', body(address))).json().einladung;
    await t.app.outbox.runOnce();
    expect(await mailsTo(t.dataDir, address)).toHaveLength(1);
    expect((await advise('GET', '/api/berater/einladungen')).json().einladungen).toEqual([unsent]);
  });
});

describe('POST /api/berater/einladungen/{id}/erneut', () => {
  it('sends a new link that works, retires the old one, and logs it', async () => {
    const { advise, colleagueCall } = await setup();
    const address = email();
    const { einladung } = (await advise('POST', '/api/berater/einladungen', body(address))).json();
    const first = codeFromLink((await lastMailTo(t, address)).text, 'einrichtung');
    const again = await colleagueCall('POST', `/api/berater/einladungen/${einladung.customerId}/erneut`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().einladung).toMatchObject({ customerId: einladung.customerId, expired: false });
    await lastMailTo(t, address);
    expect(await mailsTo(t.dataDir, address)).toHaveLength(2);
    const second = codeFromLink((await lastMailTo(t, address)).text, 'einrichtung');
    expect(second).not.toBe(first);
    expect((await call(t.app, 'GET', `/api/activate/${first}`)).json().error).toBe('invalid_activation_code');
    expect((await call(t.app, 'GET', `/api/activate/${second}`)).json()).toMatchObject({ email: address });
    const log = (await advise('GET', `/api/berater/kunden/${einladung.customerId}/protokoll`)).json().entries;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['invitation_resent', 'invited']);
  });

  it('answers 404 for activated accounts, ordinary customers and other agencies', async () => {
    const { adviser, advise, strangerCall } = await setup();
    const { einladung } = (await advise('POST', '/api/berater/einladungen', body(email()))).json();
    const customer = await createTestCustomer({ withAgent: false, agentId: adviser.agencyId });
    for (const [caller, id] of [
      [strangerCall, einladung.customerId],
      [advise, customer.user.id],
      [advise, 'abc'],
      [advise, '99999999999'],
    ] as const) {
      const response = await caller('POST', `/api/berater/einladungen/${id}/erneut`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().error).toBe('could_not_find_invitation');
    }
  });
});

describe('INVITATIONS_MAX_PER_ADVISER', () => {
  it('answers 429 after the limit, counting new and repeated invitations; a bad body does not count', async () => {
    const limited = await createTestApp({ INVITATIONS_MAX_PER_ADVISER: '2' });
    try {
      const adviser = await createTestAdviser();
      const advise = jsonCaller(
        limited.app,
        await loginAsAdviser(limited.app, adviser.email, adviser.password),
      );
      expect((await advise('POST', '/api/berater/einladungen', { email: 'x' })).statusCode).toBe(422);
      const { einladung } = (await advise('POST', '/api/berater/einladungen', body(email()))).json();
      expect(
        (await advise('POST', `/api/berater/einladungen/${einladung.customerId}/erneut`)).statusCode,
      ).toBe(200);
      const third = await advise('POST', '/api/berater/einladungen', body(email()));
      expect(third.statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});
