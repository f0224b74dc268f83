import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { bodyOf, cleanEachTest, field, fillIn, household, me, renderContracts } from './contracts.harness';

cleanEachTest();

/** The value of a label in the contract's details (euro amounts have a no-break space before '€'). */
const detailValue = (label: string) =>
  within(screen.getByRole('region', { name: 'Vertragsdaten' }))
    .getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');

/** The Versicherungssumme (ADR 106): the field added in one commit to show the one field list (ADR 105). */
describe('a contract’s Versicherungssumme', () => {
  it('is entered in the form, sent as a number, and shown in the view the API answers with', async () => {
    let saved: Contract | null = null;
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts': () => ({ body: { contracts: household() } }),
      'POST /api/contracts': (call) => {
        saved = testContract({ id: 40, ...(call.body as Partial<Contract>) });
        return { status: 201, body: { contract: saved } };
      },
      'GET /api/contracts/40': () => ({ body: { contract: saved } }),
    });
    const { router } = renderContracts('/app/vertraege/add');
    fillIn(await screen.findByLabelText('Sparte', { selector: 'select' }), 'hausrat');
    fillIn(field('Gesellschaft'), 'ERGO');
    fillIn(field('Versicherungssumme'), '65.000');
    fireEvent.click(screen.getByRole('button', { name: 'Vertrag speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/vertraege/view/40'));
    expect(bodyOf(calls, 'POST')).toMatchObject({ gesellschaft: 'ERGO', versicherungssumme: 65000 });
    await screen.findByRole('region', { name: 'Vertragsdaten' });
    expect(detailValue('Versicherungssumme')).toBe('65.000,00 €');
  });

  it('is shown in the edit form as stored, and a cleared one is sent as null', async () => {
    const contract = testContract({ id: 31, versicherungssumme: 72500.5 });
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts': () => ({ body: { contracts: [contract] } }),
      'GET /api/contracts/31': () => ({ body: { contract } }),
      'PUT /api/contracts/31': () => ({ body: { contract: { ...contract, versicherungssumme: null } } }),
    });
    renderContracts('/app/vertraege/edit/31');
    await waitFor(() => expect(field('Versicherungssumme').value).toBe('72.500,50'));
    fillIn(field('Versicherungssumme'), '');
    fireEvent.click(screen.getByRole('button', { name: 'Vertrag speichern' }));
    await waitFor(() => expect(bodyOf(calls, 'PUT')).toMatchObject({ versicherungssumme: null }));
  });
});
