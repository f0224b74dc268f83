import { randomUUID } from 'node:crypto';
import { DEMO_STATEMENT_IBAN } from '@kundenportal/domain/banking/demo-statement';
import { addMonths } from '@kundenportal/domain/contracts/calendar';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { describe, expect, it } from 'vitest';
import { parseBankingKeys } from '../../src/config/banking-keys';
import { createAgent, createCustomer } from '../../src/db/factories';
import { addDemoBanking } from '../../src/demo/banking';
import { demoCustomer, demoLogins } from '../../src/demo/customers';
import { getDatabase } from '../helpers/database';
import { jsonCaller, loginAs, TEST_BANKING_KEYS, useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('the demo Girokonto (issue 33)', () => {
  it('gives Max his bank connection’s account with three months: the two before this one and this one', async () => {
    const { db } = await getDatabase();
    const agent = await createAgent(db);
    const login = { ...demoLogins.max, email: `demo-max-${randomUUID()}@example.com` };
    const customer = await createCustomer(db, {
      ...demoCustomer('max', login),
      agentId: agent.id,
      scryptLogN: 10,
    });
    const now = new Date();
    await addDemoBanking(db, { userId: customer.user.id }, parseBankingKeys(TEST_BANKING_KEYS), now);
    const call = jsonCaller(t.app, await loginAs(t.app, login.email, login.password));
    const status = await call('GET', '/api/users/banking/status');
    expect(status.statusCode).toBe(200);
    const [konto] = status.json().konten;
    expect(status.json().konten).toHaveLength(1);
    expect(konto).toMatchObject({ iban: DEMO_STATEMENT_IBAN, bankverbindung_id: expect.any(Number) });
    const list = await call('GET', `/api/users/banking/account/${konto.id}/transactions`);
    // Months of the portal's day (Berlin): from 23:00 UTC on a month's last day it is the next month there.
    const month = (back: number) => addMonths(`${isoDateIn(now).slice(0, 7)}-01`, -back).slice(0, 7);
    expect(list.json().monate).toEqual([month(0), month(1), month(2)]);
    const older = await call('GET', `/api/users/banking/account/${konto.id}/transactions?monat=${month(1)}`);
    const categories = new Set(
      older.json().transactions.map((entry: { kategorie: string }) => entry.kategorie),
    );
    expect([...categories].sort()).toEqual(
      expect.arrayContaining(['einkommen', 'energie', 'kredit', 'miete', 'versicherung']),
    );
  });
});
