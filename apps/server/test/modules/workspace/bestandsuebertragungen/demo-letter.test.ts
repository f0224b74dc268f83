import { randomUUID } from 'node:crypto';
import type { AgencyTransfer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../../../src/db/factories';
import { addDemoContracts, demoContracts } from '../../../../src/demo/contracts';
import { demoCustomer, demoLogins } from '../../../../src/demo/customers';
import { addDemoForms } from '../../../../src/demo/forms';
import { contractOwnerOf } from '../../../../src/demo/seed';
import { addDemoTransfers } from '../../../../src/demo/transfers';
import { getDatabase } from '../../../helpers/database';
import { createTestAdviser, jsonCaller, loginAsAdviser, useTestApp } from '../../../helpers/test-app';
import { letterUrl, pdfPages, sendUrl } from './letters.fixtures';

/** The demo's transfers (Max's household) as the agency sees them: their letters download and send. */
const t = useTestApp();

async function demoAgency() {
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
  const now = new Date();
  await addDemoContracts(db, owner, demoContracts('max', now), now);
  await addDemoTransfers(db, t.app.blobStore, { ...owner, agentId: agent.id }, 'max', now);
  const adviser = await createTestAdviser({ agencyId: agent.id });
  const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const board = await call('GET', '/api/berater/bestandsuebertragungen');
  return { call, transfers: board.json<{ transfers: AgencyTransfer[] }>().transfers };
}

describe('the demo’s letters', () => {
  it('download each with its policyholder’s date of birth and Maklervollmacht, and the open one goes by post', async () => {
    const { call, transfers } = await demoAgency();
    const [open, overdue, done] = transfers;
    const openContract = open?.contracts[0];
    if (!open || !overdue || !done || !openContract) throw new Error('demo transfers missing');
    // The demo's insurers are all in the address table.
    expect([open, overdue, done].flatMap((transfer) => transfer.letters)).toEqual([
      { versicherer: 'Gothaer', email: null, addressKnown: true },
      { versicherer: 'ERGO', email: null, addressKnown: true },
      { versicherer: 'DEVK', email: null, addressKnown: true },
    ]);
    // Maria's Rechtsschutz is hers: her letter names her, as her Vollmacht does (ADR 183).
    const born = new Map([
      ['Gothaer', ['Max Mustermann', '17.05.1984']],
      ['ERGO', ['Maria Mustermann', '03.09.1986']],
      ['DEVK', ['Max Mustermann', '17.05.1984']],
    ]);
    for (const transfer of [open, overdue, done])
      for (const { versicherer } of transfer.letters) {
        const response = await call('GET', letterUrl(transfer.id, versicherer));
        expect(response.statusCode, `${versicherer} ${response.body.slice(0, 200)}`).toBe(200);
        const pages = await pdfPages(response.rawPayload);
        expect(pages.length).toBeGreaterThan(1);
        const [name = '', birth = ''] = born.get(versicherer) ?? [];
        expect(pages[0]).toContain(`Versicherungsnehmer`);
        expect(pages[0]).toContain(name);
        expect(pages[0]).toContain(birth);
        expect(pages.slice(1).join('\n')).toContain('Maklervollmacht');
        expect(pages.slice(1).join('\n')).toMatch(new RegExp(`Unterschrieben von\\s+${name}`));
      }
    const sent = await call('POST', sendUrl(open.id), { versicherer: openContract.versicherer, weg: 'post' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ transfer: AgencyTransfer }>().transfer.contracts[0]?.status).toBe('gesendet');
  });
});
