import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import { describe, expect, it } from 'vitest';
import { hausrat } from '../../../helpers/contracts';
import { useTestApp } from '../../../helpers/test-app';
import { customerOf } from '../bestandsuebertragungen/transfers.fixtures';
import { agencyWithAdviser, attachDocument, auditOf, provideContract, providing } from './provided.fixtures';

/** The adviser provides contracts to the agency's customer (issue 31, ADR 198/199). */
const t = useTestApp();

const contractOf = (response: { json(): unknown }) => (response.json() as { contract: Contract }).contract;

describe('the adviser provides a contract', () => {
  it("makes it in the customer's household, marked provided for both sides, with one audit entry", async () => {
    const { office, max, mainId } = await providing(t.app);
    const contract = await provideContract(office, max.user.id, mainId, { nummer: 'HR-1' });
    expect(contract.bereitgestellt_am).not.toBeNull();

    const own = await max.call('GET', `/api/contracts/${contract.id}`);
    expect(contractOf(own)).toMatchObject({ gesellschaft: 'Allianz Versicherungs-AG', nummer: 'HR-1' });
    expect(contractOf(own).bereitgestellt_am).toBe(contract.bereitgestellt_am);
    const household = (
      await office.call('GET', `/api/berater/kunden/${max.user.id}`)
    ).json<CustomerHousehold>();
    expect(household.contracts.map((entry) => [entry.id, entry.bereitgestellt])).toEqual([
      [contract.id, true],
    ]);
    const entries = (await auditOf(office, max.user.id)).filter(
      (entry) => entry.action === 'contract_provided',
    );
    expect(entries).toEqual([
      expect.objectContaining({
        changes: [{ key: 'vertrag', before: null, after: 'Allianz Versicherungs-AG HR-1' }],
      }),
    ]);
  });

  it("may say the agency looks after it (betreuung 'makler', ADR 186), new or changed", async () => {
    const { office, max, mainId } = await providing(t.app);
    const created = await office.call('POST', `/api/berater/kunden/${max.user.id}/vertraege`, {
      ...hausrat(mainId),
      betreuung: 'makler',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(contractOf(created).betreuung).toBe('makler');
    const other = await provideContract(office, max.user.id, mainId, { nummer: 'HR-2' });
    const url = `/api/berater/kunden/${max.user.id}/vertraege/${other.id}`;
    const changed = await office.call('PUT', url, { betreuung: 'makler' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(contractOf(changed).betreuung).toBe('makler');
  });

  it("checks the body as the customer's save does (422 at its fields) and writes nothing", async () => {
    const { office, max, mainId } = await providing(t.app);
    const post = (body: unknown) => office.call('POST', `/api/berater/kunden/${max.user.id}/vertraege`, body);
    const missing = await post({ ...hausrat(mainId), gesellschaft: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: string[] }>().errors).toEqual([expect.stringMatching(/^gesellschaft=>/)]);
    expect((await post({ ...hausrat(mainId), ablauf: '2019-01-01' })).statusCode).toBe(422);
    expect((await post({ ...hausrat(mainId), geheim: 1 })).statusCode).toBe(422);
    const stranger = await customerOf(t.app, office.agency.id);
    expect((await post(hausrat(stranger.persons[0]?.id as number))).statusCode).toBe(422);
    expect((await max.call('GET', '/api/contracts')).json<{ contracts: unknown[] }>().contracts).toEqual([]);
  });

  it("answers 404 for another agency's customer and for a contract the customer entered", async () => {
    const { office, max, mainId } = await providing(t.app);
    const other = await agencyWithAdviser(t.app);
    expect(
      (await other.call('POST', `/api/berater/kunden/${max.user.id}/vertraege`, hausrat(mainId))).statusCode,
    ).toBe(404);
    const own = contractOf(await max.call('POST', '/api/contracts', hausrat(mainId)));
    const put = await office.call('PUT', `/api/berater/kunden/${max.user.id}/vertraege/${own.id}`, {
      beitrag: '1,00',
    });
    expect(put.statusCode).toBe(404);
    const link = await office.call('POST', `/api/berater/kunden/${max.user.id}/vertraege/${own.id}/link`);
    expect(link.statusCode).toBe(404);
  });

  it("changes a provided contract's facts, keeps the customer's own fields, logs the change and marks it new", async () => {
    const { office, max, mainId } = await providing(t.app);
    const contract = await provideContract(office, max.user.id, mainId);
    expect((await max.call('POST', '/api/meinefreigaben/gesehen')).statusCode).toBe(200);
    const mine = await max.call('PUT', `/api/contracts/${contract.id}`, {
      label: 'Meine Wohnung',
      memory_massage: 'Prüfen',
    });
    expect(mine.statusCode, mine.body).toBe(200);

    const url = `/api/berater/kunden/${max.user.id}/vertraege/${contract.id}`;
    const changed = await office.call('PUT', url, {
      beitrag: '14,00',
      label: 'Vom Berater',
      memory_massage: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(contractOf(changed)).toMatchObject({ beitrag: 14, label: 'Meine Wohnung' });
    expect(contractOf(await max.call('GET', `/api/contracts/${contract.id}`))).toMatchObject({
      beitrag: 14,
      label: 'Meine Wohnung',
      memory_massage: 'Prüfen',
    });
    const log = (await auditOf(office, max.user.id)).find(
      (entry) => entry.action === 'provided_contract_changed',
    );
    expect(log?.changes).toContainEqual({ key: 'vertrag.beitrag', before: 12.5, after: 14 });
    const list = (await max.call('GET', '/api/meinefreigaben')).json<{ vertraege: { neu: boolean }[] }>();
    expect(list.vertraege[0]?.neu).toBe(true);
    expect((await office.call('GET', url)).json<{ contract: Contract }>().contract.beitrag).toBe(14);
  });

  it("leaves the customer's reminder (date and text) out of every answer (ADR 198)", async () => {
    const { office, max, mainId } = await providing(t.app);
    const contract = await provideContract(office, max.user.id, mainId);
    const mine = await max.call('PUT', `/api/contracts/${contract.id}`, {
      memory_datum: '2030-01-15',
      memory_massage: 'Kündigen?',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const url = `/api/berater/kunden/${max.user.id}/vertraege/${contract.id}`;
    const answers = [
      await office.call('GET', url),
      await office.call('PUT', url, { beitrag: '15,00' }),
      await office.call('POST', `/api/berater/kunden/${max.user.id}/vertraege`, hausrat(mainId)),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(Object.keys(contractOf(answer))).not.toContain('memory_datum');
      expect(Object.keys(contractOf(answer))).not.toContain('memory_massage');
      expect(answer.body).not.toContain('Kündigen?');
    }
  });

  it('attaches a document to a provided contract, among the approvals under that contract', async () => {
    const { office, max, mainId } = await providing(t.app);
    const contract = await provideContract(office, max.user.id, mainId);
    const response = await attachDocument(t.app, office.token, max.user.id, contract.id);
    expect(response.statusCode, response.body).toBe(201);
    const list = (await max.call('GET', '/api/meinefreigaben')).json<{ dokumente: unknown[] }>();
    expect(list.dokumente).toEqual([
      expect.objectContaining({
        original_filename: 'Police Hausrat.pdf',
        type: 'contract',
        owner_id: contract.id,
        neu: true,
      }),
    ]);
    const audit = await auditOf(office, max.user.id);
    expect(audit.find((entry) => entry.action === 'document_provided')?.changes).toContainEqual({
      key: 'document',
      before: null,
      after: 'Police Hausrat.pdf',
    });
    const own = contractOf(await max.call('POST', '/api/contracts', hausrat(mainId)));
    expect((await attachDocument(t.app, office.token, max.user.id, own.id)).statusCode).toBe(404);
  });
});

describe("the customer's side of a provided contract", () => {
  it("refuses a change of the adviser's fields at each field (422) and keeps reminder and name editable", async () => {
    const { office, max, mainId } = await providing(t.app);
    const contract = await provideContract(office, max.user.id, mainId);
    const put = (body: unknown) => max.call('PUT', `/api/contracts/${contract.id}`, body);

    const refused = await put({ beitrag: '99,00', nummer: 'X-1', memory_massage: 'ok' });
    expect(refused.statusCode).toBe(422);
    expect(
      refused
        .json<{ errors: string[] }>()
        .errors.map((entry) => entry.split('=>')[0])
        .sort(),
    ).toEqual(['beitrag', 'nummer']);
    // The whole form sent back unchanged with the customer's fields changed is a save.
    const whole = await put({ ...hausrat(mainId), label: 'Wohnung', memory_massage: 'Kündigung prüfen' });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(contractOf(whole)).toMatchObject({
      beitrag: 12.5,
      label: 'Wohnung',
      memory_massage: 'Kündigung prüfen',
    });
  });

  it('may not delete it (409) while their own contract goes as before', async () => {
    const { office, max, mainId } = await providing(t.app);
    const contract = await provideContract(office, max.user.id, mainId);
    const refused = await max.call('DELETE', `/api/contracts/${contract.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'provided_contract_not_deletable' });
    expect((await max.call('GET', `/api/contracts/${contract.id}`)).statusCode).toBe(200);
    const own = contractOf(await max.call('POST', '/api/contracts', hausrat(mainId)));
    expect((await max.call('DELETE', `/api/contracts/${own.id}`)).statusCode).toBe(200);
  });
});
