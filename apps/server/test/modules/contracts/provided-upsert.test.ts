import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import { contractStore } from '@kundenportal/domain/forms/catalogue/contract';
import { emptyValues } from '@kundenportal/domain/forms/stored-kinds';
import { describe, expect, it } from 'vitest';
import { createProvidedContracts } from '../../../src/modules/contracts/provided-contracts';
import { createContractsRepository } from '../../../src/modules/contracts/repository';
import { hausrat } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';
import { providing } from '../workspace/vertraege/provided.fixtures';

/** `app.providedContracts.upsert`: the portfolio import's write of a provided contract (issue 31, ADR 198). */
const t = useTestApp();

const values = (personId: number, extra: Partial<ContractValues> = {}): ContractValues => ({
  ...emptyValues(contractStore),
  person_id: personId,
  sparte: 'hausrat',
  status: 'A',
  gesellschaft: 'Allianz Versicherungs-AG',
  nummer: 'HR-100-200',
  beitrag: 12.5,
  zahlungsweise: 12,
  betreuung: 'unbekannt',
  ...extra,
});

describe('the import writes provided contracts by insurer and number', () => {
  it("makes a new one, changes nothing the second time, updates the adviser's fields and keeps the customer's", async () => {
    const { office, max, mainId } = await providing(t.app);
    const by = { agencyId: office.agency.id, customerId: max.user.id };
    const { db } = await getDatabase();
    // The decoration of the contracts plugin (app.providedContracts), made as the plugin makes it.
    const provided = createProvidedContracts(createContractsRepository(db));
    const upsert = (input: ContractValues) =>
      db.transaction((tx) => provided.upsert(tx, by, input, new Date()));

    const own = (await max.call('POST', '/api/contracts', hausrat(mainId, { label: 'Meine Wohnung' }))).json<{
      contract: { id: number };
    }>().contract;
    // The customer's own contract of that insurer and number becomes the provided one.
    expect(await upsert(values(mainId, { beitrag: 13 }))).toEqual({ id: own.id, outcome: 'geaendert' });
    expect(await upsert(values(mainId, { beitrag: 13 }))).toEqual({ id: own.id, outcome: 'unveraendert' });
    const other = await upsert(values(mainId, { nummer: 'NEU-1' }));
    expect(other.outcome).toBe('neu');

    const stored = (await max.call('GET', `/api/contracts/${own.id}`)).json<{
      contract: { beitrag: number; label: string; bereitgestellt_am: string | null };
    }>().contract;
    expect(stored).toMatchObject({ beitrag: 13, label: 'Meine Wohnung' });
    expect(stored.bereitgestellt_am).not.toBeNull();
    const listed = (await max.call('GET', '/api/meinefreigaben')).json<{ vertraege: { id: number }[] }>();
    expect(listed.vertraege.map((entry) => entry.id).sort()).toEqual([own.id, other.id].sort());
  });
});
