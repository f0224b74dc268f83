import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/db/factories';
import { users } from '../../../src/db/schema';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { getDatabase } from '../../helpers/database';
import { createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp({ ADVISER_REQUESTS_MAX_PER_USER: '5' });

async function loneCustomer() {
  const c = await createTestCustomer({ withAgent: false });
  const token = await loginAs(t.app, c.email, c.password);
  return { ...c, call: jsonCaller(t.app, token) };
}

async function adviserWithCode() {
  const { db } = await getDatabase();
  const code = `Berger-${randomUUID().slice(0, 8)}`;
  return { agent: await createAgent(db, { signupCode: code, anrede: 'Frau', vorname: 'Petra' }), code };
}

describe('POST /api/users/berater', () => {
  it("connects a customer without an adviser by the adviser's code, any case; the profile shows the adviser", async () => {
    const c = await loneCustomer();
    const { agent, code } = await adviserWithCode();
    const before = await c.call('GET', '/api/users/me');
    expect(before.json().user).toMatchObject({ hasMakler: false, agent: null });

    const response = await c.call('POST', '/api/users/berater', { code: `  ${code.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Du bist jetzt mit Petra Berger verbunden.',
    });
    const after = await c.call('GET', '/api/users/me');
    expect(after.json().user).toMatchObject({ hasMakler: true, agent: { id: agent.id } });
  });

  it('refuses an unknown or empty code and unknown fields per field, and changes nothing', async () => {
    const c = await loneCustomer();
    const unknown = await c.call('POST', '/api/users/berater', { code: 'gibt-es-nicht' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([
      'code=>Zu diesem Code gibt es keinen Berater. Bitte prüfe die Eingabe.',
    ]);
    const empty = await c.call('POST', '/api/users/berater', { code: '  ' });
    expect(empty.json().errors).toEqual(['code=>Bitte gib den Code Deines Beraters ein.']);
    const missing = await c.call('POST', '/api/users/berater', {});
    expect(missing.json().errors).toEqual(['code=>Bitte gib den Code Deines Beraters ein.']);
    const extra = await c.call('POST', '/api/users/berater', { code: 'x', agent_id: 1 });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual([
      'agent_id=>Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.',
    ]);
    const { db } = await getDatabase();
    const [row] = await db.select({ agentId: users.agentId }).from(users).where(eq(users.id, c.user.id));
    expect(row?.agentId).toBeNull();
  });

  it('a customer who has an adviser cannot switch by code (403), and the adviser stays', async () => {
    const c = await createTestCustomer();
    const token = await loginAs(t.app, c.email, c.password);
    const { code } = await adviserWithCode();
    const response = await jsonCaller(t.app, token)('POST', '/api/users/berater', { code });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: 'not_permitted',
      message: 'Dein Konto ist bereits mit einem Berater verbunden.',
    });
    const { db } = await getDatabase();
    const [row] = await db.select({ agentId: users.agentId }).from(users).where(eq(users.id, c.user.id));
    expect(row?.agentId).toBe(c.agent?.id);
  });

  it('counts attempts per customer (guessing codes): the 6th within the window gets 429', async () => {
    const c = await loneCustomer();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await c.call('POST', '/api/users/berater', { code: `raten-${attempt}` })).statusCode).toBe(422);
    expect((await c.call('POST', '/api/users/berater', { code: 'raten-6' })).statusCode).toBe(429);
    const other = await loneCustomer();
    expect((await other.call('POST', '/api/users/berater', { code: 'raten-7' })).statusCode).toBe(422);
  });

  it('needs a session', async () => {
    const response = await jsonCaller(t.app, '')('POST', '/api/users/berater', { code: 'x' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 without token and 403 to an adviser before the body’s 422, and counts malformed codes too', async () => {
    await expectSessionBeforeBody(t.app, 'POST', '/api/users/berater', { code: 17, agent_id: 1 });
    const c = await loneCustomer();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await c.call('POST', '/api/users/berater', { code: attempt })).statusCode).toBe(422);
    expect((await c.call('POST', '/api/users/berater', { code: 'raten' })).statusCode).toBe(429);
  });
});
