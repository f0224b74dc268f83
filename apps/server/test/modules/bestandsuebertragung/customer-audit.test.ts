import type { AuditEntry } from '@kundenportal/domain/workspace/audit-log';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestAdviser, jsonCaller, loginAsAdviser, useTestApp } from '../../helpers/test-app';
import { signMandate, transferCustomer, transferOf } from './transfers.fixtures';

/** The customer's own steps of a Bestandsübertragung are in the agency's audit log (issue 29, ADR 187). */
const t = useTestApp();

async function adviserOf(app: FastifyInstance, agencyId: number) {
  const adviser = await createTestAdviser({ agencyId });
  return jsonCaller(app, await loginAsAdviser(app, adviser.email, adviser.password));
}

async function transferEntries(call: ReturnType<typeof jsonCaller>, customerId: number) {
  const response = await call('GET', `/api/berater/kunden/${customerId}/protokoll`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ entries: AuditEntry[] }>()
    .entries.filter((entry) => entry.action.startsWith('transfer_'))
    .reverse();
}

describe("the customer's steps in the agency's audit log", () => {
  it('lists the request, the signature and the withdrawal under the customer’s name, for that agency only', async () => {
    const c = await transferCustomer(t.app);
    if (!c.agent) throw new Error('no agency');
    const first = await c.addContract({ gesellschaft: 'HUK-COBURG', nummer: 'KH-2' });
    const second = await c.addContract({ gesellschaft: 'ERGO', nummer: 'E-7' });

    const requested = transferOf(await c.api.request({ contractIds: [first], level: 'maklermandat' }));
    expect((await signMandate(c, 'maklervollmacht')).statusCode).toBe(201);
    const withdrawn = await c.api.request({ contractIds: [second], level: 'datenauskunft' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    expect((await c.api.withdraw(transferOf(withdrawn).id)).statusCode).toBe(200);
    expect(requested.status).toBe('zu_unterschreiben');

    const name = `${c.user.firstName} ${c.user.lastName}`;
    const agency = await adviserOf(t.app, c.agent.id);
    expect(
      (await transferEntries(agency, c.user.id)).map(({ adviserName, action, changes }) => ({
        adviserName,
        action,
        changes,
      })),
    ).toEqual([
      {
        adviserName: name,
        action: 'transfer_requested',
        changes: [
          { key: 'transfer.vertraege', before: null, after: 'HUK-COBURG KH-2' },
          { key: 'transfer.vollmacht', before: null, after: 'maklermandat' },
          { key: 'transfer.status', before: null, after: 'zu_unterschreiben' },
        ],
      },
      {
        adviserName: name,
        action: 'transfer_signed',
        changes: [
          { key: 'transfer.vertraege', before: null, after: 'HUK-COBURG KH-2' },
          { key: 'transfer.status', before: 'zu_unterschreiben', after: 'beantragt' },
        ],
      },
      {
        adviserName: name,
        action: 'transfer_requested',
        changes: [
          { key: 'transfer.vertraege', before: null, after: 'ERGO E-7' },
          { key: 'transfer.vollmacht', before: null, after: 'datenauskunft' },
          // The signed Maklervollmacht covers it: requested at once (ADR 154).
          { key: 'transfer.status', before: null, after: 'beantragt' },
        ],
      },
      {
        adviserName: name,
        action: 'transfer_withdrawn',
        changes: [
          { key: 'transfer.vertraege', before: null, after: 'ERGO E-7' },
          { key: 'transfer.status', before: 'beantragt', after: 'zurueckgezogen' },
        ],
      },
    ]);

    // Another agency reads neither the customer's log nor the entries in its own agency log.
    const other = await transferCustomer(t.app);
    if (!other.agent) throw new Error('no agency');
    const stranger = await adviserOf(t.app, other.agent.id);
    const foreign = await stranger('GET', `/api/berater/kunden/${c.user.id}/protokoll`);
    expect(foreign.statusCode).toBe(404);
    const agencyLog = await stranger('GET', '/api/berater/agentur/protokoll');
    expect(agencyLog.statusCode).toBe(200);
    expect(agencyLog.json<{ entries: AuditEntry[] }>().entries).toEqual([]);
    expect(await transferEntries(stranger, other.user.id)).toEqual([]);
  });

  it('writes nothing for a refused request', async () => {
    const c = await transferCustomer(t.app);
    if (!c.agent) throw new Error('no agency');
    const ours = await c.addContract({ betreuung: 'unbekannt', nummer: '' });
    expect((await c.api.request({ contractIds: [ours], level: 'maklermandat' })).statusCode).toBe(422);
    expect(await transferEntries(await adviserOf(t.app, c.agent.id), c.user.id)).toEqual([]);
  });
});
