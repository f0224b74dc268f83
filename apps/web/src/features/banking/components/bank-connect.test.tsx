import { bankingAggregatorTexts as t } from '@kundenportal/domain/texts/banking-aggregator';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachSignedInTest } from '../../../test/clean-each-test';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes, toastTexts } from '../../../test/render-routes';
import { girokonto } from '../routes/banking.harness';
import { BankConnect } from './bank-connect';

cleanEachSignedInTest();

const FORM_URL = 'https://webform-sandbox.finapi.io/wf/abc?redirectUrl=x';

function server(finapi: boolean, { bankStatus = 'bereit', linked = false } = {}) {
  let status = 'laeuft';
  let connected = linked;
  const mock = mockFetch({
    'GET /api/users/banking/status': () => ({
      body: {
        konten: linked
          ? [
              { ...girokonto, quelle: 'finapi' },
              { ...girokonto, id: 5 },
            ]
          : [],
      },
    }),
    'POST /api/users/banking/account/3/refresh': () => ({
      body: { konto: { id: 3, iban: girokonto.iban }, neu: 2, doppelt: 40 },
    }),
    'POST /api/users/banking/bankconnects/4/refresh': () => ({
      status: 201,
      body: { webform: { id: 7, url: FORM_URL } },
    }),
    'GET /api/users/banking/bankconnects/status': () => ({
      body: {
        anbieter: { finapi },
        bankzugaenge: connected
          ? [{ id: 4, anbieter: 'finapi', bank: 'Sparkasse KölnBonn', status: bankStatus, stand: null }]
          : [],
      },
    }),
    'POST /api/users/banking/account/create': () => ({
      status: 201,
      body: { webform: { id: 7, url: FORM_URL } },
    }),
    'GET /api/users/banking/webform/7': () => ({ body: { webform: { id: 7, status, bankzugang_id: null } } }),
  });
  return {
    ...mock,
    finish(to: string) {
      status = to;
      connected = to === 'fertig';
    },
  };
}

const render = () => renderRoutes([{ path: '/app/konten', element: <BankConnect /> }], '/app/konten');

describe('Bank verbinden', () => {
  it('is not offered where the aggregator is not set up', async () => {
    const { calls } = server(false);
    render();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/bankconnects/status'))).toBe(true));
    expect(screen.queryByRole('heading', { name: t.heading })).toBeNull();
    expect(screen.queryByRole('button', { name: t.connect })).toBeNull();
  });

  it('asks for the web form, lets the customer open it in a new window and follows it until done', async () => {
    const bank = server(true);
    const { queryClient } = render();
    fireEvent.click(await screen.findByRole('button', { name: t.connect }));
    const link = await screen.findByRole('link', { name: t.openForm });
    expect(link.getAttribute('href')).toBe(FORM_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect((await screen.findByRole('status')).textContent).toBe(t.waiting);

    bank.finish('fertig');
    await queryClient.invalidateQueries({ queryKey: ['banking-webform'] });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.done));
    expect(await screen.findByText('Sparkasse KölnBonn: verbunden')).toBeTruthy();
    expect(screen.queryByRole('link', { name: t.openForm })).toBeNull();
    expect(screen.getByRole('button', { name: t.connect })).toBeTruthy();
  });

  it('says so when the customer cancelled the form', async () => {
    const bank = server(true);
    const { queryClient } = render();
    fireEvent.click(await screen.findByRole('button', { name: t.connect }));
    await screen.findByRole('link', { name: t.openForm });
    bank.finish('abgebrochen');
    await queryClient.invalidateQueries({ queryKey: ['banking-webform'] });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.aborted));
  });

  it('fetches the new transactions of the connected accounts (not of imported ones) and says how many', async () => {
    const { calls } = server(true, { linked: true });
    render();
    fireEvent.click(await screen.findByRole('button', { name: t.fetch }));
    await waitFor(() => expect(toastTexts()).toContain('2 neue Umsätze abgerufen.'));
    expect(calls.filter((call) => call.path.endsWith('/refresh')).map((call) => call.path)).toEqual([
      '/api/users/banking/account/3/refresh',
    ]);
  });

  it('renews a connection whose bank asks for the login again in its web form', async () => {
    const { calls } = server(true, { linked: true, bankStatus: 'fehler' });
    render();
    expect(await screen.findByText(/Sparkasse KölnBonn: Anmeldung bei der Bank nötig/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.renew('Sparkasse KölnBonn') }));
    expect((await screen.findByRole('link', { name: t.openForm })).getAttribute('href')).toBe(FORM_URL);
    expect(calls.some((call) => call.path === '/api/users/banking/bankconnects/4/refresh')).toBe(true);
  });
});
