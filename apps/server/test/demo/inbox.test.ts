import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../src/db/factories';
import { addDemoContracts, demoContracts } from '../../src/demo/contracts';
import { demoCustomer, demoLogins } from '../../src/demo/customers';
import { addDemoInbox } from '../../src/demo/inbox';
import { addDemoRequests } from '../../src/demo/requests';
import { contractOwnerOf } from '../../src/demo/seed';
import { getDatabase } from '../helpers/database';
import { createTestAdviser, jsonCaller, loginAsAdviser, useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe("the demo inbox (Thomas Berger's first look after the start)", () => {
  it("shows this week's enquiry and recommendation as new, and everything older as read", async () => {
    const { db } = await getDatabase();
    const agent = await createAgent(db);
    const make = (profile: 'max' | 'erika') =>
      createCustomer(db, {
        ...demoCustomer(profile, {
          ...demoLogins[profile],
          email: `demo-${profile}-${randomUUID()}@example.com`,
        }),
        agentId: agent.id,
        scryptLogN: 10,
      });
    const max = await make('max');
    const erika = await make('erika');
    const now = new Date();
    await addDemoContracts(db, contractOwnerOf(max), demoContracts('max', now), now);
    await addDemoRequests(db, { userId: max.user.id, agentId: agent.id }, 'max', now);
    const adviser = await createTestAdviser({ agencyId: agent.id, firstName: 'Thomas', lastName: 'Berger' });
    await addDemoInbox(
      db,
      { agencyId: agent.id, adviserId: adviser.user.id, max: max.user.id, erika: erika.user.id },
      now,
    );

    const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
    const summary = (await call('GET', '/api/berater/eingang')).json();
    const count = (kategorie: string) =>
      summary.categories.find((category: { kategorie: string }) => category.kategorie === kategorie);
    expect(count('anfrage')).toEqual({ kategorie: 'anfrage', unread: 1, total: 1 });
    expect(count('kundenempfehlung')).toEqual({ kategorie: 'kundenempfehlung', unread: 1, total: 1 });
    expect(count('schadensmeldung')).toEqual({ kategorie: 'schadensmeldung', unread: 0, total: 2 });
    expect(count('kontaktanfrage')).toEqual({ kategorie: 'kontaktanfrage', unread: 0, total: 1 });
    expect(count('registrierung')).toEqual({ kategorie: 'registrierung', unread: 0, total: 2 });

    const enquiry = (await call('GET', '/api/berater/eingang/anfrage')).json().items[0];
    expect(enquiry).toMatchObject({
      title: 'Berufsunfähigkeit als Selbständige',
      read: false,
      status: 'eingegangen',
      customer: { id: erika.user.id, name: 'Erika Beispiel' },
    });
    const optimise = (await call('GET', '/api/berater/eingang/kundenempfehlung')).json().items[0];
    expect(optimise.title).toBe('Empfiehlt Felix Hartmann');
    expect(optimise.fields).toContainEqual({ label: 'Erreichbar von', value: '18:00' });
  });
});
