import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { ContractAddPage } from './contract-edit-page';
import { cleanEachTest, field, fillIn, household, me, renderContracts } from './contracts.harness';

cleanEachTest();

const options = () =>
  within(screen.getByLabelText('Wer betreut den Vertrag?', { selector: 'select' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Who looks after a contract (issue 29, ADR 155): the customer never chooses the broker. */
describe('a contract’s Betreuung in the form', () => {
  it('offers a new contract the customer’s choices, “Weiß ich nicht” chosen', async () => {
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts': () => ({ body: { contracts: household() } }),
    });
    renderContracts('/app/vertraege/add');
    await screen.findByLabelText('Wer betreut den Vertrag?', { selector: 'select' });
    expect(options()).not.toContain('Dein Berater');
    expect(options()).toEqual(
      expect.arrayContaining(['Ein anderer Vermittler', 'Der Versicherer direkt', 'Weiß ich nicht']),
    );
    expect(
      (screen.getByLabelText('Wer betreut den Vertrag?', { selector: 'select' }) as HTMLSelectElement).value,
    ).toBe('unbekannt');
  });

  it('keeps “Dein Berater” for a contract the broker looks after', async () => {
    const ours = testContract({ id: 9, betreuung: 'makler' });
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts': () => ({ body: { contracts: [ours] } }),
      'GET /api/contracts/9': () => ({ body: { contract: ours } }),
    });
    renderContracts('/app/vertraege/edit/9');
    await screen.findByLabelText('Wer betreut den Vertrag?', { selector: 'select' });
    expect(options()).toContain('Dein Berater');
    expect(
      (screen.getByLabelText('Wer betreut den Vertrag?', { selector: 'select' }) as HTMLSelectElement).value,
    ).toBe('makler');
  });

  it('starts a new contract with what the address presets (Sparte, person, Betreuung) and leads back', async () => {
    const api = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts': () => ({ body: { contracts: household() } }),
      'POST /api/contracts': (call) => ({
        status: 201,
        body: { contract: testContract({ id: 42, ...(call.body as object) }) },
      }),
    });
    renderRoutes(
      [
        { path: '/app/vertraege/add', Component: ContractAddPage },
        { path: '/app/bedarfscheck', element: <p>Bedarfscheck</p> },
      ],
      '/app/vertraege/add?sparte=hausrat&person=12&betreuung=anderer_vermittler&zurueck=%2Fapp%2Fbedarfscheck',
    );
    const sparte = (await screen.findByLabelText('Sparte', { selector: 'select' })) as HTMLSelectElement;
    expect(sparte.value).toBe('hausrat');
    expect((screen.getByLabelText('Person', { selector: 'select' }) as HTMLSelectElement).value).toBe('12');
    expect(
      (screen.getByLabelText('Wer betreut den Vertrag?', { selector: 'select' }) as HTMLSelectElement).value,
    ).toBe('anderer_vermittler');
    fillIn(field('Gesellschaft'), 'ERGO');
    fireEvent.click(screen.getByRole('button', { name: 'Vertrag speichern' }));
    expect(await screen.findByText('Bedarfscheck')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      sparte: 'hausrat',
      person_id: 12,
      betreuung: 'anderer_vermittler',
    });
  });

  it('leads back to the page that asked for a new contract once it is saved (?zurueck=)', async () => {
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts': () => ({ body: { contracts: household() } }),
      'POST /api/contracts': (call) => ({
        status: 201,
        body: { contract: testContract({ id: 41, ...(call.body as object) }) },
      }),
    });
    renderRoutes(
      [
        { path: '/app/vertraege/add', Component: ContractAddPage },
        { path: '/app/bestandsuebertragung', element: <p>Bestandsübertragung</p> },
      ],
      '/app/vertraege/add?zurueck=%2Fapp%2Fbestandsuebertragung',
    );
    fillIn(await screen.findByLabelText('Sparte', { selector: 'select' }), 'hausrat');
    fillIn(field('Gesellschaft'), 'ERGO');
    fireEvent.click(screen.getByRole('button', { name: 'Vertrag speichern' }));
    expect(await screen.findByText('Bestandsübertragung')).toBeTruthy();
  });
});
