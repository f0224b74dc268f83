import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../src/db/factories';
import { addDemoContracts, demoContracts } from '../../src/demo/contracts';
import { demoCustomer, demoLogins } from '../../src/demo/customers';
import { addDemoRequests } from '../../src/demo/requests';
import { contractOwnerOf } from '../../src/demo/seed';
import { getDatabase } from '../helpers/database';
import { jsonCaller, loginAs, useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe("the demo requests (Max's damage reports after the first start)", () => {
  it('are listed newest first, with status, contract and dates, as the API answers them', async () => {
    const { db } = await getDatabase();
    const agent = await createAgent(db);
    const login = { ...demoLogins.max, email: `demo-max-${randomUUID()}@example.com` };
    const customer = await createCustomer(db, {
      ...demoCustomer('max', login),
      agentId: agent.id,
      scryptLogN: 10,
    });
    const now = new Date();
    await addDemoContracts(db, contractOwnerOf(customer), demoContracts('max', now), now);
    await addDemoRequests(db, { userId: customer.user.id, agentId: agent.id }, 'max', now);
    const call = jsonCaller(t.app, await loginAs(t.app, login.email, login.password));
    const reports = (await call('GET', '/api/schadensmeldung')).json().schadensmeldungen;
    expect(reports).toMatchObject([
      {
        schaden_subject: 'Glasbruch Wohnzimmerfenster',
        status: 'in_bearbeitung',
        vertrag: 'Hausrat Musterstraße 12 (ERGO)',
      },
      { schaden_subject: 'Fahrrad aus dem Keller gestohlen', status: 'erledigt', dokumente: 0 },
    ]);
    expect(Date.parse(reports[0].gesendet_am)).toBeGreaterThan(Date.parse(reports[1].gesendet_am));
  });
});
