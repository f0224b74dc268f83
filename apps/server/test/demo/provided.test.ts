import { randomUUID } from 'node:crypto';
import type { MeineFreigaben } from '@kundenportal/domain/freigaben/meine-freigaben';
import { describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../src/db/factories';
import { demoCustomer, demoLogins } from '../../src/demo/customers';
import { holderOf } from '../../src/demo/documents';
import { addDemoProvidedContracts } from '../../src/demo/provided';
import { mainPersonOf } from '../../src/demo/seed';
import { getDatabase } from '../helpers/database';
import { jsonCaller, loginAs, useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe("the demo's provided contracts (Max, issue 31)", () => {
  it('gives Max Meine Freigaben with two contracts of his adviser, the newer one new and with its policy', async () => {
    const { db } = await getDatabase();
    const agent = await createAgent(db);
    const login = { ...demoLogins.max, email: `demo-max-${randomUUID()}@example.com` };
    const input = demoCustomer('max', login);
    const customer = await createCustomer(db, { ...input, agentId: agent.id, scryptLogN: 10 });
    const owner = {
      userId: customer.user.id,
      email: login.email,
      agentId: agent.id,
      mainPersonId: mainPersonOf(customer),
      holder: holderOf(input),
    };
    await addDemoProvidedContracts(db, t.app.blobStore, owner, 'max', new Date());
    const call = jsonCaller(t.app, await loginAs(t.app, login.email, login.password));
    const response = await call('GET', '/api/meinefreigaben');
    expect(response.statusCode, response.body).toBe(200);
    const { vertraege, dokumente } = response.json<MeineFreigaben>();
    expect(vertraege.map((entry) => [entry.gesellschaft, entry.neu])).toEqual([
      ['ARAG', true],
      ['Allianz', false],
    ]);
    expect(dokumente).toEqual([
      expect.objectContaining({
        original_filename: 'Versicherungsschein Rechtsschutz.pdf',
        type: 'contract',
        owner_id: vertraege[0]?.id,
        neu: true,
      }),
    ]);
  });
});
