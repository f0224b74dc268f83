import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { cleanEachTest, field, me, renderContracts } from './contracts.harness';

cleanEachTest();

/** A contract the adviser provided (issue 31): marked, its facts read-only, the customer's fields editable. */
describe('a provided contract', () => {
  const provided = testContract({ id: 31, bereitgestellt_am: '2026-11-20T09:00:00.000Z' });

  it("is marked in the list, and only the customer's own fields are editable, with no delete", async () => {
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts': () => ({
        body: { contracts: [provided, testContract({ id: 32, nummer: 'X' })] },
      }),
      'GET /api/contracts/31': () => ({ body: { contract: provided } }),
    });
    renderContracts('/app/vertraege/list');
    expect(await screen.findAllByText('vom Berater bereitgestellt')).toHaveLength(1);

    renderContracts('/app/vertraege/edit/31');
    await waitFor(() => expect(field('Beitrag').disabled).toBe(true));
    for (const label of ['Vertragsnummer', 'Tarif / Produkt', 'Beginn'])
      expect(field(label).disabled, label).toBe(true);
    for (const label of ['Bezeichnung', 'Erinnerungstext']) expect(field(label).disabled, label).toBe(false);
    expect(screen.queryByRole('button', { name: 'Vertrag löschen' })).toBeNull();
  });
});
