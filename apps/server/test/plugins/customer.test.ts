import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../src/db/factories';
import { users } from '../../src/db/schema';
import { customerPlugin } from '../../src/plugins/customer';
import { databasePlugin } from '../../src/plugins/database';
import { errorsPlugin } from '../../src/plugins/errors';
import { getDatabase } from '../helpers/database';

/** Stands in for plugins/session.ts: the session is the user id the request names. */
const fakeSession = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      const userId = Number(request.headers['x-user']);
      if (userId)
        request.session = { userId, role: 'customer', agencyId: null, sessionId: '', jti: '', exp: 0 };
    });
  },
  { name: 'session' },
);

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(databasePlugin, { database: await getDatabase() });
  await app.register(errorsPlugin);
  await app.register(fakeSession);
  await app.register(customerPlugin);
  app.get('/twice', async (request) => {
    const first = await request.customer();
    const second = await request.customer();
    return { same: first === second, id: first.id, wecker: first.config.wecker, typ: first.accountTyp };
  });
  await app.ready();
});
afterAll(() => app.close());

describe('request.customer()', () => {
  it("reads the session's customer's own row once per request, with config resolved", async () => {
    const { db } = await getDatabase();
    const { user: customer } = await createCustomer(db, { config: { wecker: true }, scryptLogN: 10 });
    const answer = await app.inject({ url: '/twice', headers: { 'x-user': String(customer.id) } });
    expect(answer.json()).toEqual({ same: true, id: customer.id, wecker: true, typ: 'makler' });
  });

  it('reads it again on the next request (nothing is kept between requests)', async () => {
    const { db } = await getDatabase();
    const { user: customer } = await createCustomer(db, { config: { wecker: true }, scryptLogN: 10 });
    await app.inject({ url: '/twice', headers: { 'x-user': String(customer.id) } });
    await db
      .update(users)
      .set({ config: { wecker: false } })
      .where(eq(users.id, customer.id));
    const answer = await app.inject({ url: '/twice', headers: { 'x-user': String(customer.id) } });
    expect(answer.json()).toMatchObject({ wecker: false });
  });

  it('answers 401 without a session, and user_not_found without the row', async () => {
    expect((await app.inject({ url: '/twice' })).statusCode).toBe(401);
    const gone = await app.inject({ url: '/twice', headers: { 'x-user': '2147483000' } });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toMatchObject({ error: 'user_not_found' });
  });
});
