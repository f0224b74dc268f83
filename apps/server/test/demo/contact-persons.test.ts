import { randomUUID } from 'node:crypto';
import type { ContactPerson } from '@kundenportal/domain/contact-persons/contact-person-api';
import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../src/db/factories';
import { addDemoContactPersons, demoContactPersons } from '../../src/demo/contact-persons';
import { addDemoContracts, demoContracts } from '../../src/demo/contracts';
import { demoCustomer, demoLogins } from '../../src/demo/customers';
import { contractOwnerOf } from '../../src/demo/seed';
import { getDatabase } from '../helpers/database';
import { jsonCaller, loginAs, useTestApp } from '../helpers/test-app';

const t = useTestApp();

async function demoHousehold(profile: 'max' | 'erika') {
  const { db } = await getDatabase();
  const agent = await createAgent(db);
  const login = { ...demoLogins[profile], email: `demo-${profile}-${randomUUID()}@example.com` };
  const customer = await createCustomer(db, {
    ...demoCustomer(profile, login),
    agentId: agent.id,
    scryptLogN: 10,
  });
  const now = new Date();
  await addDemoContracts(db, contractOwnerOf(customer), demoContracts(profile, now), now);
  await addDemoContactPersons(db, contractOwnerOf(customer), demoContactPersons(profile), now);
  const call = jsonCaller(t.app, await loginAs(t.app, login.email, login.password));
  return {
    persons: (await call('GET', '/api/ansprechpartner')).json<{ ansprechpartner: ContactPerson[] }>()
      .ansprechpartner,
    contracts:
      profile === 'max'
        ? (await call('GET', '/api/contracts')).json<{ contracts: Contract[] }>().contracts
        : [],
  };
}

describe("the demo contact persons (Max's household after the first start)", () => {
  it('are two, valid by the API, each linked to the demo contract of its insurer; one with an address', async () => {
    const { persons, contracts } = await demoHousehold('max');
    const label = (id: number) => contracts.find((contract) => contract.id === id)?.label;
    expect(
      persons.map((person) => ({
        name: `${person.vorname} ${person.name}`,
        firma: person.firma,
        standort: person.standort,
        vertraege: person.vertraege.map(label),
      })),
    ).toEqual([
      {
        name: 'Claudia Becker',
        firma: 'Allianz Versicherungs-AG',
        standort: false,
        vertraege: ['Familienhaftpflicht'],
      },
      {
        name: 'Thomas Schulz',
        firma: 'HUK-COBURG Kundendienstbüro',
        standort: true,
        vertraege: ['VW Golf B-MM 1984'],
      },
    ]);
    for (const person of persons) {
      const contract = contracts.find((candidate) => candidate.id === person.vertraege[0]);
      expect(person.firma).toContain(contract?.gesellschaft);
      expect(person.phone).toMatch(/^\+49\d+$/);
      expect(person.email).toMatch(/@[a-z-]+\.example\.com$/);
    }
  });

  it('Erika has none', async () => {
    expect((await demoHousehold('erika')).persons).toEqual([]);
  });
});
