import { TRANSFER_MAX_CONTRACTS } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts } from '../../../src/db/schema';
import { contractOf } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';
import {
  signMandate,
  TRANSFER_CONFIG,
  transferCustomer,
  transferOf,
  transfersOf,
} from './transfers.fixtures';

const t = useTestApp();

describe('a request’s size (ADR 155: at most 30 contracts)', () => {
  it('takes 30 contracts and refuses 31, storing nothing', async () => {
    const c = await transferCustomer(t.app);
    const ids: number[] = [];
    for (let index = 0; index <= TRANSFER_MAX_CONTRACTS; index += 1) ids.push(await c.addContract());
    const tooMany = await c.api.request({ contractIds: ids, level: 'maklermandat' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual([`contractIds=>${texts.contractIdsTooMany(30)}`]);
    expect((await transfersOf(c)).transfers).toEqual([]);

    const most = await c.api.request({ contractIds: ids.slice(0, 30), level: 'maklermandat' });
    expect(most.statusCode).toBe(201);
    expect(transferOf(most).contracts.map((contract) => contract.contractId)).toEqual(ids.slice(0, 30));
    expect((await signMandate(c, 'maklervollmacht')).statusCode).toBe(201);
    const signed = (await transfersOf(c)).transfers[0];
    expect(signed?.contracts.every((contract) => contract.verlauf.length === 1)).toBe(true);
  });

  it('refuses an empty list, an id twice and a level it does not know', async () => {
    const c = await transferCustomer(t.app);
    const id = await c.addContract();
    const refused = async (body: unknown) => (await c.api.request(body)).json().errors;
    expect(await refused({ contractIds: [], level: 'maklermandat' })).toEqual([
      `contractIds=>${texts.contractIdsRequired}`,
    ]);
    expect(await refused({ contractIds: [id, id], level: 'datenauskunft' })).toEqual([
      `contractIds.1=>${texts.contractIdTwice}`,
    ]);
    expect(await refused({ contractIds: [id], level: 'vollmacht' })).toEqual([
      `level=>${texts.levelInvalid}`,
    ]);
  });
});

describe('the mandate levels', () => {
  it('offers only the levels whose template the agency publishes and switched on', async () => {
    const c = await transferCustomer(t.app, {
      config: { ...TRANSFER_CONFIG, beraterdokumente: { maklervollmacht: true } },
    });
    expect((await transfersOf(c)).levels).toEqual(['maklermandat']);
    const refused = await c.api.request({ contractIds: [await c.addContract()], level: 'datenauskunft' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([`level=>${texts.levelNotOffered}`]);
  });

  it('requests a Datenauskunft with the Datenvollmacht, which is one-off; the Maklervollmacht does not request it', async () => {
    const c = await transferCustomer(t.app);
    const data = transferOf(
      await c.api.request({ contractIds: [await c.addContract()], level: 'datenauskunft' }),
    );
    expect(data).toMatchObject({ status: 'zu_unterschreiben', formKey: 'datenvollmacht' });
    expect((await signMandate(c, 'maklervollmacht')).statusCode).toBe(201);
    expect((await transfersOf(c)).transfers[0]).toMatchObject({ id: data.id, status: 'zu_unterschreiben' });
    expect((await signMandate(c, 'datenvollmacht')).statusCode).toBe(201);
    expect((await transfersOf(c)).transfers[0]).toMatchObject({
      id: data.id,
      status: 'beantragt',
      formKey: null,
    });

    // The Datenvollmacht covers no later request; a customer with only it signs again.
    const other = await transferCustomer(t.app);
    transferOf(await other.api.request({ contractIds: [await other.addContract()], level: 'datenauskunft' }));
    expect((await signMandate(other, 'datenvollmacht')).statusCode).toBe(201);
    expect((await transfersOf(other)).mandate).toBeNull();
    const next = transferOf(
      await other.api.request({ contractIds: [await other.addContract()], level: 'datenauskunft' }),
    );
    expect(next.status).toBe('zu_unterschreiben');
  });
});

describe('the contract’s Betreuung (ADR 155)', () => {
  it('is stored, answered and unknown by default; the customer never sets makler', async () => {
    const c = await transferCustomer(t.app);
    const base = { person_id: c.mainPersonId, sparte: 'hausrat', gesellschaft: 'ERGO' };
    const plain = contractOf(await c.contracts.create(base));
    expect(plain.betreuung).toBe('unbekannt');
    for (const betreuung of ['anderer_vermittler', 'versicherer', 'unbekannt']) {
      const created = await c.contracts.create({ ...base, betreuung });
      expect(created.statusCode).toBe(201);
      expect(contractOf(created).betreuung).toBe(betreuung);
    }
    const makler = await c.contracts.create({ ...base, betreuung: 'makler' });
    expect(makler.statusCode).toBe(422);
    expect(makler.json().errors).toEqual([`betreuung=>${texts.betreuungMaklerRefused}`]);
    const changed = await c.contracts.update(plain.id, { betreuung: 'makler' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual([`betreuung=>${texts.betreuungMaklerRefused}`]);
    for (const betreuung of ['Makler', 'andere', 1, true])
      expect((await c.contracts.create({ ...base, betreuung })).statusCode, String(betreuung)).toBe(422);
    // Left empty, like a field left out: nobody knows.
    expect(contractOf(await c.contracts.create({ ...base, betreuung: '' })).betreuung).toBe('unbekannt');
    expect(contractOf(await c.contracts.get(plain.id)).betreuung).toBe('unbekannt');
  });

  it('keeps a stored makler savable and refuses such a contract’s transfer', async () => {
    const c = await transferCustomer(t.app);
    const id = await c.addContract();
    const { db } = await getDatabase();
    await db.update(contracts).set({ betreuung: 'makler' }).where(eq(contracts.id, id));
    expect((await c.contracts.update(id, { label: 'Hausrat' })).statusCode).toBe(200);
    expect((await c.contracts.update(id, { betreuung: 'makler' })).statusCode).toBe(200);
    const refused = await c.api.request({ contractIds: [id], level: 'maklermandat' });
    expect(refused.json().errors).toEqual([`contractIds.0=>${texts.contractAlreadyOurs}`]);
    // Handed back to another intermediary by the customer: a Fremdvertrag again.
    expect(contractOf(await c.contracts.update(id, { betreuung: 'anderer_vermittler' })).betreuung).toBe(
      'anderer_vermittler',
    );
    expect((await c.contracts.update(id, { betreuung: 'makler' })).statusCode).toBe(422);
  });
});
