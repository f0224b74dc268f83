import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { signMandate, transferCustomer, transferOf, transfersOf } from './transfers.fixtures';

const t = useTestApp();

describe('the customer’s Bestandsübertragung through HTTP (issue 29)', () => {
  it('requests, signs the Maklervollmacht (→ beantragt), reuses it for the next request and withdraws', async () => {
    const c = await transferCustomer(t.app);
    const first = await c.addContract({ gesellschaft: 'Allianz Versicherungs-AG', nummer: ' HR-1 ' });
    const second = await c.addContract({ gesellschaft: 'HUK-COBURG', sparte: 'kfz', nummer: 'KH-2' });
    expect(await transfersOf(c)).toEqual({
      transfers: [],
      levels: ['datenauskunft', 'maklermandat'],
      mandate: null,
      mandates: [],
    });

    const created = await c.api.request({ contractIds: [first, second], level: 'maklermandat' });
    expect(created.statusCode).toBe(201);
    const transfer = transferOf(created);
    const today = isoDateIn(new Date());
    expect(transfer).toMatchObject({
      status: 'zu_unterschreiben',
      level: 'maklermandat',
      beantragtAt: null,
      zurueckgezogenAt: null,
      formKey: 'maklervollmacht',
    });
    expect(transfer.contracts).toEqual([
      {
        contractId: first,
        versicherer: 'Allianz Versicherungs-AG',
        nummer: 'HR-1',
        status: 'beantragt',
        sparte: 'hausrat',
        datum: today,
        notiz: null,
        erfasstAm: today,
        gesendetAm: null,
        verlauf: [],
      },
      expect.objectContaining({
        contractId: second,
        versicherer: 'HUK-COBURG',
        nummer: 'KH-2',
        sparte: 'kfz',
      }),
    ]);
    expect((await transfersOf(c)).transfers).toEqual([transfer]);

    // The snapshot: a later change of the contract does not change the transfer.
    expect((await c.contracts.update(first, { nummer: 'HR-neu' })).statusCode).toBe(200);

    const signed = await signMandate(c, 'maklervollmacht');
    expect(signed.statusCode).toBe(201);
    const afterSigning = await transfersOf(c);
    const requested = afterSigning.transfers[0];
    expect(requested).toMatchObject({ id: transfer.id, status: 'beantragt', formKey: null });
    expect(requested?.beantragtAt).not.toBeNull();
    expect(requested?.contracts.map((contract) => [contract.nummer, contract.verlauf])).toEqual([
      ['HR-1', [{ status: 'beantragt', datum: today, notiz: null, erfasstAm: today }]],
      ['KH-2', [{ status: 'beantragt', datum: today, notiz: null, erfasstAm: today }]],
    ]);
    expect(afterSigning.mandate).toEqual({ level: 'maklermandat', signedAt: expect.any(String) });

    // The next request reuses the Maklervollmacht: requested at once, for either level.
    const third = await c.addContract({ gesellschaft: 'ERGO', sparte: 'zahnzusatz', nummer: 'ZZ-3' });
    const reused = transferOf(await c.api.request({ contractIds: [third], level: 'datenauskunft' }));
    expect(reused).toMatchObject({ status: 'beantragt', level: 'datenauskunft', formKey: null });
    expect(reused.contracts[0]?.verlauf).toEqual([
      { status: 'beantragt', datum: today, notiz: null, erfasstAm: today },
    ]);

    // Withdrawn before anything was sent: the contract may be requested again.
    const withdrawn = await c.api.withdraw(reused.id);
    expect(withdrawn.statusCode).toBe(200);
    expect(transferOf(withdrawn)).toMatchObject({ id: reused.id, status: 'zurueckgezogen' });
    expect(transferOf(withdrawn).zurueckgezogenAt).not.toBeNull();
    expect(transferOf(await c.api.withdraw(reused.id)).status).toBe('zurueckgezogen');
    expect((await c.api.request({ contractIds: [third], level: 'maklermandat' })).statusCode).toBe(201);
  });

  it('refuses contracts it cannot take, each at its index', async () => {
    const c = await transferCustomer(t.app);
    const free = await c.addContract();
    const noNumber = await c.addContract({ nummer: null });
    const running = await c.addContract();
    expect((await c.api.request({ contractIds: [running], level: 'maklermandat' })).statusCode).toBe(201);
    const refused = await c.api.request({
      contractIds: [free, noNumber, running, 2_000_000_000],
      level: 'maklermandat',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      `contractIds.1=>${texts.contractNumberMissing}`,
      `contractIds.2=>${texts.contractInTransfer}`,
      `contractIds.3=>${texts.contractUnknown}`,
    ]);
    expect((await transfersOf(c)).transfers).toHaveLength(1);
  });

  it('lets one of several requests for the same contract at the same time through', async () => {
    const c = await transferCustomer(t.app);
    const contract = await c.addContract();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => c.api.request({ contractIds: [contract], level: 'maklermandat' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const answer of answers.filter((one) => one.statusCode === 422))
      expect(answer.json().errors).toEqual([`contractIds.0=>${texts.contractInTransfer}`]);
    expect((await transfersOf(c)).transfers).toHaveLength(1);
  });
});
