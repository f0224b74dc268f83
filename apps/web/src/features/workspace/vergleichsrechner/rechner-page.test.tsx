import { vergleichsrechnerTexts } from '@kundenportal/domain/texts/vergleichsrechner';
import type { Rechner } from '@kundenportal/domain/vergleichsrechner/rechner-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes } from '../../../test/render-routes';
import { RechnerPage } from './rechner-page';

const texts = vergleichsrechnerTexts.workspace;
const errors = vergleichsrechnerTexts.errors;

const KFZ: Rechner = {
  id: 4,
  titel: 'Kfz-Vergleich',
  sparte: 'kfz',
  url: 'https://kfz.example.de/widget',
  origins: ['https://kfz.example.de'],
};

beforeEach(() => setToken('adviser-jwt', 'adviser'));

function renderPage(stored: Rechner[] = [KFZ]) {
  let list = [...stored];
  const api = mockFetch({
    'GET /api/berater/vergleichsrechner': () => ({ body: { rechner: list } }),
    'POST /api/berater/vergleichsrechner': (call) => {
      const body = call.body as { origins: string[] };
      if (!body.origins.some(Boolean))
        return { status: 422, body: { errors: [`origins=>${errors.originsRequired}`] } };
      const rechner = { ...(call.body as Rechner), id: 9 };
      list = [...list, rechner];
      return { status: 201, body: { rechner } };
    },
    'DELETE /api/berater/vergleichsrechner/4': () => {
      list = list.filter((entry) => entry.id !== 4);
      return { status: 204 };
    },
  });
  return {
    api,
    ...renderRoutes(
      [{ path: '/berater/vergleichsrechner', element: <RechnerPage /> }],
      '/berater/vergleichsrechner',
    ),
  };
}

describe('/berater/vergleichsrechner', () => {
  it('lists the agency’s calculators with their Sparte, address and origins', async () => {
    renderPage();
    const item = (await screen.findByRole('heading', { name: 'Kfz-Vergleich' })).closest('li') as HTMLElement;
    expect(within(item).getByText('Kfz-Versicherung')).toBeTruthy();
    expect(within(item).getByText(texts.originsOf('https://kfz.example.de'))).toBeTruthy();
  });

  it('keeps what was typed when the server refuses, shows its German message at the field, then adds', async () => {
    const { api } = renderPage([]);
    expect(await screen.findByText(texts.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.add }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(texts.titel)));
    fill(texts.titel, 'PHV-Rechner');
    fireEvent.change(screen.getByLabelText(texts.sparte), { target: { value: 'privathaftpflicht' } });
    fill(texts.url, 'https://phv.example.de/');
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(errors.originsRequired)).toBeTruthy();
    expect((screen.getByLabelText(texts.titel) as HTMLInputElement).value).toBe('PHV-Rechner');
    expect((screen.getByLabelText(texts.url) as HTMLInputElement).value).toBe('https://phv.example.de/');
    expect(screen.getByLabelText(texts.origins).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(texts.origins)));
    fill(texts.origins, 'https://phv.example.de\n');
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByRole('heading', { name: 'PHV-Rechner' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: texts.add })));
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      titel: 'PHV-Rechner',
      sparte: 'privathaftpflicht',
      url: 'https://phv.example.de/',
      origins: ['https://phv.example.de', ''],
    });
  });

  it('deletes one after asking', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `${texts.remove}: Kfz-Vergleich` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(texts.removeConfirm('Kfz-Vergleich'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.remove }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Kfz-Vergleich' })).toBeNull());
    expect(await screen.findByText(texts.empty)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: texts.heading })),
    );
  });

  it('takes the focus into an opened edit form and back to the row’s edit button when it is cancelled', async () => {
    renderPage();
    const edit = await screen.findByRole('button', { name: `${texts.edit}: Kfz-Vergleich` });
    fireEvent.click(edit);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(texts.titel)));
    fireEvent.click(screen.getByRole('button', { name: texts.cancel }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: `${texts.edit}: Kfz-Vergleich` }),
      ),
    );
  });
});
