import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../src/db/factories';
import { demoCustomer, demoLogins } from '../../src/demo/customers';
import { addDemoRating } from '../../src/demo/ratings';
import { getDatabase } from '../helpers/database';
import { jsonCaller, loginAs, useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('the demo ratings (Max and Erika rated the app before the demo starts)', () => {
  it.each(['max', 'erika'] as const)('%s is never asked, however often they log in', async (profile) => {
    const { db } = await getDatabase();
    const agent = await createAgent(db);
    const login = { ...demoLogins[profile], email: `demo-${profile}-${randomUUID()}@example.com` };
    const customer = await createCustomer(db, {
      ...demoCustomer(profile, login),
      agentId: agent.id,
      scryptLogN: 10,
    });
    await addDemoRating(db, { userId: customer.user.id }, profile, new Date());
    let token = '';
    for (let count = 0; count < 4; count += 1) token = await loginAs(t.app, login.email, login.password);
    const answer = await jsonCaller(t.app, token)('GET', '/api/rating');
    expect(answer.json().prompt).toBe(false);
  });
});
