import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/db/factories';
import { accountCodes, agents, users } from '../../../src/db/schema';
import { OperatorError } from '../../../src/lib/operator-error';
import { inviteCustomer } from '../../../src/modules/account/invite-customer';
import { createAccountRepository } from '../../../src/modules/account/repository';
import { call, codeFromLink, lastMailTo, strongPassword } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import { createTestCustomer, useTestApp } from '../../helpers/test-app';

const t = useTestApp({ PUBLIC_URL: 'https://portal.example' });

const INVALID = { error: 'invalid_activation_code', message: 'Der Link ist nicht mehr gültig' };
/** Activation accepts the terms and the privacy text as sign-up does (issue 27, item 13). */
const CONSENTS = { agb_check: '1', datenschutzerklaerung_check: '1' };

/** An adviser-created account as the admin command makes it; returns the code from the mail. */
async function invite(
  names: { firstName?: string; lastName?: string } = { firstName: 'Ina', lastName: 'Eingeladen' },
) {
  const { db } = await getDatabase();
  const agent = await createAgent(db, { signupCode: `code-${randomUUID().slice(0, 8)}` });
  const email = `eingeladen-${randomUUID()}@example.com`;
  const invited = await inviteCustomer(
    { repository: createAccountRepository(db), publicUrl: t.config.publicUrl },
    { email, agent: agent.signupCode ?? '', ...names },
  );
  const mail = await lastMailTo(t, email);
  return { ...invited, agent, mail, code: codeFromLink(mail.text, 'einrichtung') };
}

function complete(code: string, password = strongPassword()) {
  return call(t.app, 'POST', `/api/complete?token=${encodeURIComponent(code)}`, {
    payload: { password, password_confirmation: password, ...CONSENTS },
  });
}

describe('invitation', () => {
  it('creates an inactive account without password and mails the activation link', async () => {
    const { userId, mail, code } = await invite();
    expect(mail.subject).toBe('Dein Zugang zum Kundenportal');
    expect(mail.text).toContain(`https://portal.example/#/intro/einrichtung/${code}`);
    expect(mail.text).toContain('Hallo Ina');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { db } = await getDatabase();
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ active: false, passwordHash: null });
    const [row] = await db.select().from(accountCodes).where(eq(accountCodes.userId, userId));
    expect(row?.purpose).toBe('activation');
    expect(row?.codeHash).not.toContain(code);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('refuses an unknown adviser and a taken address', async () => {
    const { db } = await getDatabase();
    const deps = { repository: createAccountRepository(db), publicUrl: t.config.publicUrl };
    const customer = await createTestCustomer();
    await expect(inviteCustomer(deps, { email: 'neu@example.com', agent: 'gibt-es-nicht' })).rejects.toThrow(
      OperatorError,
    );
    await expect(
      inviteCustomer(deps, { email: customer.email.toUpperCase(), agent: String(customer.agent?.id) }),
    ).rejects.toThrow('schon vergeben');
  });
});

describe('GET /api/activate/:code', () => {
  it('names the account of a usable code', async () => {
    const { code, email } = await invite();
    const response = await call(t.app, 'GET', `/api/activate/${code}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email, first_name: 'Ina' });
  });

  it('gives an empty first name when the adviser gave none', async () => {
    const { code } = await invite({});
    expect((await call(t.app, 'GET', `/api/activate/${code}`)).json().first_name).toBe('');
  });

  it.each(['unbekannt', 'x'.repeat(500), '%00'])(
    'refuses an unknown code with 401 invalid_activation_code',
    async (code) => {
      const response = await call(t.app, 'GET', `/api/activate/${code}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    },
  );

  it('refuses an expired code', async () => {
    const { code, userId } = await invite();
    const { db } = await getDatabase();
    await db
      .update(accountCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountCodes.userId, userId));
    const response = await call(t.app, 'GET', `/api/activate/${code}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
    expect((await complete(code)).json()).toEqual(INVALID);
  });
});

describe('POST /api/complete', () => {
  it('sets the password, activates the account, logs in, and the link works only once', async () => {
    const { code, email } = await invite();
    const password = strongPassword();
    const response = await complete(code, password);
    expect(response.statusCode, response.body).toBe(200);
    const me = await call(t.app, 'GET', '/api/users/me', { token: response.json().token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
    expect((await call(t.app, 'POST', '/api/login', { payload: { email, password } })).statusCode).toBe(200);

    const again = await complete(code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(INVALID);
    expect((await call(t.app, 'GET', `/api/activate/${code}`)).statusCode).toBe(401);
  });

  it('refuses without a code, with an unknown code and with a reset code of another account', async () => {
    expect(
      (
        await call(t.app, 'POST', '/api/complete', {
          payload: { password: 'Gut!2026x', password_confirmation: 'Gut!2026x', ...CONSENTS },
        })
      ).json(),
    ).toEqual(INVALID);
    expect((await complete('falsch')).json()).toEqual(INVALID);

    const other = await createTestCustomer();
    await call(t.app, 'POST', '/api/password/forgot_request', { payload: { email: other.email } });
    const resetCode = codeFromLink((await lastMailTo(t, other.email)).text, 'Passwortvergessen');
    const response = await complete(resetCode);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('checks the password before anything else and keeps the code on a bad one', async () => {
    const { code } = await invite();
    const weak = await call(t.app, 'POST', `/api/complete?token=${code}`, {
      payload: { password: 'kurz', password_confirmation: 'anders', ...CONSENTS },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual([
      'password=>Das Passwort erfüllt nicht alle Anforderungen.',
      'password_confirmation=>Die Passwörter stimmen nicht überein.',
    ]);
    const common = await call(t.app, 'POST', `/api/complete?token=${code}`, {
      payload: { password: 'Pa$$w0rd', password_confirmation: 'Pa$$w0rd', ...CONSENTS },
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual([
      'password=>Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wähle ein anderes.',
    ]);
    expect((await complete(code)).statusCode).toBe(200);
  });

  it('asks for the terms and the privacy text and stores the accepted versions with the time', async () => {
    const { code, userId, agent } = await invite();
    const { db } = await getDatabase();
    await db
      .update(agents)
      .set({ legalDocuments: { nutzungsbedingungen: { markdown: '# Eigene AGB', version: 'agb-0815' } } })
      .where(eq(agents.id, agent.id));
    const password = strongPassword();
    const refused = await call(t.app, 'POST', `/api/complete?token=${code}`, {
      payload: {
        password,
        password_confirmation: password,
        agb_check: '0',
        datenschutzerklaerung_check: '0',
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      'agb_check=>Bitte stimme den Nutzungsbedingungen zu.',
      'datenschutzerklaerung_check=>Bitte stimme der Datenschutzerklärung zu.',
    ]);
    const without = await call(t.app, 'POST', `/api/complete?token=${code}`, {
      payload: { password, password_confirmation: password },
    });
    expect(without.statusCode).toBe(422);

    const before = Date.now();
    expect((await complete(code, password)).statusCode).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ agbVersion: 'agb-0815', datenschutzVersion: '1' });
    for (const at of [user?.agbAcceptedAt, user?.datenschutzAcceptedAt]) {
      expect(at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(at?.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('never fails with a 5xx on a bad body', async () => {
    const { code } = await invite();
    for (const payload of [undefined, [1], { password: 5 }]) {
      const response = await call(t.app, 'POST', `/api/complete?token=${code}`, { payload });
      expect(response.statusCode).toBe(422);
    }
  });

  it('keeps codes, passwords and tokens out of the logs', async () => {
    const { code } = await invite();
    await call(t.app, 'GET', `/api/activate/${code}`);
    const password = strongPassword();
    const response = await complete(code, password);
    const text = t.logs.join('');
    expect(text).toContain('/api/activate/[redacted]');
    expect(text).toContain('/api/complete?token=[redacted]');
    expect(text).not.toContain(code);
    expect(text).not.toContain(password);
    expect(text).not.toContain(response.json().token);
  });
});
