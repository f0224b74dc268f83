import { randomUUID } from 'node:crypto';
import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { contractTerms, parseContractValues } from '@kundenportal/domain/contracts/contract-input';
import { computeDeadlines, daysLeft } from '@kundenportal/domain/contracts/deadlines';
import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../src/db/factories';
import { addDemoContracts, addDemoReminders, demoContracts } from '../../src/demo/contracts';
import { demoCustomer, demoLogins } from '../../src/demo/customers';
import { contractOwnerOf } from '../../src/demo/seed';
import { contractsApi } from '../helpers/contracts';
import { getDatabase } from '../helpers/database';
import { remindersApi } from '../helpers/reminders';
import { loginAs, useTestApp } from '../helpers/test-app';

const t = useTestApp();

async function demoMaxContracts(now: Date) {
  const { db } = await getDatabase();
  const agent = await createAgent(db);
  const login = { ...demoLogins.max, email: `demo-max-${randomUUID()}@example.com` };
  const customer = await createCustomer(db, {
    ...demoCustomer('max', login),
    agentId: agent.id,
    scryptLogN: 10,
  });
  await addDemoContracts(db, contractOwnerOf(customer), demoContracts('max', now), now);
  await addDemoReminders(db, contractOwnerOf(customer), 'max', now);
  const token = await loginAs(t.app, login.email, login.password);
  const response = await contractsApi(t.app, token).list();
  expect(response.statusCode).toBe(200);
  return {
    contracts: response.json<{ contracts: Contract[] }>().contracts,
    persons: contractOwnerOf(customer).personIds,
    reminders: (await remindersApi(t.app, token).list()).json<{ reminders: Reminder[] }>().reminders,
  };
}

describe("the demo contracts (Max's household after the first start)", () => {
  it('has at least six contracts across both persons: one due within 60 days, one inactive, one paid yearly', async () => {
    const { contracts, persons } = await demoMaxContracts(new Date());
    expect(contracts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(contracts.map((c) => c.person_id))).toEqual(new Set(persons));
    const today = isoDateIn(new Date());
    const due = contracts.filter((c) => c.kuendbar_bis !== null && daysLeft(today, c.kuendbar_bis) <= 60);
    expect(due.length).toBeGreaterThanOrEqual(1);
    expect(contracts.some((c) => c.status === 'I')).toBe(true);
    expect(contracts.some((c) => c.zahlungsweise === 1)).toBe(true);
    expect(contracts.some((c) => c.zahlungsweise === 9999)).toBe(true);
  });

  it("has an own reminder and a contract's reminder, both ahead", async () => {
    const { reminders } = await demoMaxContracts(new Date());
    const today = isoDateIn(new Date());
    expect(reminders.map((r) => r.quelle).sort()).toEqual(['eigene', 'vertrag']);
    expect(reminders.every((r) => r.datum > today && r.gesendet_am === null)).toBe(true);
  });

  it.each(['2026-01-01T10:00:00Z', '2026-02-28T10:00:00Z', '2026-12-31T22:30:00Z', '2028-02-29T10:00:00Z'])(
    'keeps the car deadline 0–31 days ahead when seeded on %s',
    async (at) => {
      const now = new Date(at);
      const items = demoContracts('max', now);
      const car = items.find((item) => item.fields.sparte === 'kfz');
      const parsed = parseContractValues(
        { ...car?.fields, person_id: 1 },
        { now, persons: [{ value: '1', label: 'A' }] },
      );
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const today = isoDateIn(now);
      const deadline = computeDeadlines(contractTerms(parsed.values), today).kuendbar_bis;
      expect(deadline).not.toBeNull();
      expect(daysLeft(today, deadline as string)).toBeGreaterThanOrEqual(0);
      expect(daysLeft(today, deadline as string)).toBeLessThanOrEqual(31);
      const { db } = await getDatabase();
      const customer = await createCustomer(db, {
        scryptLogN: 10,
        persons: [{ firstname: 'A', lastname: 'B' }],
      });
      // Valid on that day by the API's rules (addDemoContracts checks them and throws otherwise).
      await addDemoContracts(db, contractOwnerOf(customer), items, now);
    },
  );
});
