import { randomUUID } from 'node:crypto';
import type { BedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import type { VorsorgestatusAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import { describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../src/db/factories';
import { addDemoContracts, demoContracts } from '../../src/demo/contracts';
import { demoCustomer, demoLogins } from '../../src/demo/customers';
import { addDemoForms } from '../../src/demo/forms';
import { contractOwnerOf } from '../../src/demo/seed';
import { addDemoTransfers } from '../../src/demo/transfers';
import { addDemoVorsorge } from '../../src/demo/vorsorge';
import { getDatabase } from '../helpers/database';
import { jsonCaller, loginAs, useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** The demo's Max as the seed makes him: contracts, transfers, then the Bedarfscheck and Vorsorgestatus. */
async function demoMax(now: Date) {
  const { db } = await getDatabase();
  const agent = await createAgent(db);
  await addDemoForms(db, agent.id);
  const login = { ...demoLogins.max, email: `demo-max-${randomUUID()}@example.com` };
  const customer = await createCustomer(db, {
    ...demoCustomer('max', login),
    agentId: agent.id,
    scryptLogN: 10,
  });
  const owner = contractOwnerOf(customer);
  await addDemoContracts(db, owner, demoContracts('max', now), now);
  await addDemoTransfers(db, t.app.blobStore, { ...owner, agentId: agent.id }, 'max', now);
  await addDemoVorsorge(db, owner, 'max', now);
  const call = jsonCaller(t.app, await loginAs(t.app, login.email, login.password));
  const [max, maria] = owner.personIds;
  return { call, max, maria };
}

describe("the demo's Bedarfscheck and Vorsorgestatus (Max's household, issue 30)", () => {
  it('has the area on and a result with two gaps, Max’s Berufsunfähigkeit and Risikoleben', async () => {
    const { call, max } = await demoMax(new Date());
    const response = await call('GET', '/api/bedarfscheck');
    expect(response.statusCode, response.body).toBe(200);
    const gaps = response
      .json<BedarfscheckAnswer>()
      .personen.flatMap((person) =>
        person.ergebnis
          .filter((entry) => entry.status === 'luecke')
          .map((entry) => [person.personId, entry.sparte]),
      );
    expect(gaps).toEqual([
      [max, 'berufsunfaehigkeit'],
      [max, 'risikoleben'],
    ]);
  });

  it('has Maria’s Renteninformation and Riester contract, and Max’s Entgeltpunkte', async () => {
    const { call, max, maria } = await demoMax(new Date());
    const response = await call('GET', '/api/vorsorgestatus');
    expect(response.statusCode, response.body).toBe(200);
    const { personen } = response.json<VorsorgestatusAnswer>();
    expect(personen.map((person) => [person.personId, person.quelle])).toEqual([
      [max, 'entgeltpunkte'],
      [maria, 'renteninformation'],
    ]);
    const status = personen[1];
    expect(status?.gesetzlich.brutto).toBe(486.2);
    expect(status?.vertraege_bei_rentenbeginn).toBe(164.9);
    expect(status?.wunschrente).toBe(2_200);
    expect(status?.luecke_heute).toBeGreaterThan(0);
  });
});
