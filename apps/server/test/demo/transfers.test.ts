import { randomUUID } from 'node:crypto';
import { isFremdvertrag } from '@kundenportal/domain/bestandsuebertragung/betreuung';
import { isOverdue, overallState } from '@kundenportal/domain/bestandsuebertragung/board-state';
import type { TransfersAnswer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { insurerContact } from '@kundenportal/domain/contracts/insurer-addresses';
import { describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../src/db/factories';
import { addDemoContracts, demoContracts } from '../../src/demo/contracts';
import { demoCustomer, demoLogins } from '../../src/demo/customers';
import { addDemoForms } from '../../src/demo/forms';
import { contractOwnerOf } from '../../src/demo/seed';
import { addDemoTransfers } from '../../src/demo/transfers';
import { contractsApi } from '../helpers/contracts';
import { getDatabase } from '../helpers/database';
import { jsonCaller, loginAs, useTestApp } from '../helpers/test-app';

const t = useTestApp();

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
  const token = await loginAs(t.app, login.email, login.password);
  const contracts = (await contractsApi(t.app, token).list()).json<{ contracts: Contract[] }>().contracts;
  const transfers = (
    await jsonCaller(t.app, token)('GET', '/api/bestandsuebertragung')
  ).json<TransfersAnswer>();
  return { contracts, transfers, persons: owner.personIds };
}

describe("the demo's Bestandsübertragung (Max's household, issue 29)", () => {
  it('has two Fremdverträge to hand over, one at an insurer whose address is known', async () => {
    const { contracts, transfers } = await demoMax(new Date());
    const inTransfer = new Set(
      transfers.transfers.flatMap((transfer) => transfer.contracts.map((c) => c.contractId)),
    );
    const offered = contracts.filter((contract) => isFremdvertrag(contract) && !inTransfer.has(contract.id));
    expect(offered.map((contract) => [contract.gesellschaft, contract.betreuung])).toEqual([
      ['Allianz', 'anderer_vermittler'],
      ['HanseMerkur', 'versicherer'],
    ]);
    expect(insurerContact('Allianz')).not.toBeNull();
    // The agency's own contracts are its own, and so is the one DEVK confirmed.
    expect(contracts.filter((contract) => contract.betreuung === 'makler').length).toBeGreaterThanOrEqual(6);
  });

  it('has a transfer in progress on the signed Maklervollmacht and one overdue on the board, each one person’s', async () => {
    const now = new Date();
    const { transfers, persons } = await demoMax(now);
    const [max, maria] = persons;
    expect(transfers.mandates.map((mandate) => [mandate.personId, mandate.level])).toEqual([
      [max, 'maklermandat'],
      [maria, 'maklermandat'],
    ]);
    expect(
      transfers.transfers.map((transfer) => [
        transfer.personId,
        transfer.status,
        transfer.level,
        overallState(transfer, now),
      ]),
    ).toEqual([
      [max, 'beantragt', 'maklermandat', 'offen'],
      [maria, 'beantragt', 'maklermandat', 'ueberfaellig'],
      [max, 'beantragt', 'maklermandat', 'erledigt'],
    ]);
    const overdue = transfers.transfers[1]?.contracts.filter((contract) => isOverdue(contract, now));
    expect(overdue?.map((contract) => [contract.versicherer, contract.status])).toEqual([
      ['ERGO', 'gesendet'],
    ]);
    expect(transfers.transfers[2]?.contracts[0]?.verlauf.map((step) => step.status)).toEqual([
      'beantragt',
      'gesendet',
      'bestaetigt',
    ]);
  });
});
