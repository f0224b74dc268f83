import type { NotfallkarteResponse } from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes, toastTexts } from '../../../test/render-routes';
import { NotfallkartePage } from './notfallkarte-page';

beforeEach(() => setToken('token-1'));

const card: NotfallkarteResponse = {
  personen: [
    {
      personId: 1,
      name: 'Max Mustermann',
      vertraege: [
        { sparte: 'Kfz', versicherer: 'HUK-COBURG', nummer: 'KFZ-200', schadenhotline: '0800 2 485 445' },
        { sparte: 'Hausrat', versicherer: 'Allianz', nummer: 'HR-100', schadenhotline: null },
      ],
    },
    { personId: 2, name: 'Lena Mustermann', vertraege: [] },
  ],
  berater: { name: 'Anna Beraterin', telefon: '030 1234567', mobil: null },
};

const render = (answer: NotfallkarteResponse = card) => {
  let contact: { name: string; telefon: string } | null = null;
  const mock = mockFetch({
    'GET /api/users/me': () => ({ body: { user: demoUser() } }),
    'GET /api/notfallkarte': () => ({ body: answer }),
    'GET /api/notfallkarte/kontakt': () => ({ body: { notfallkontakt: contact } }),
    'PUT /api/notfallkarte/kontakt': (call) => {
      contact = call.body as { name: string; telefon: string };
      return { body: { notfallkontakt: contact } };
    },
    'DELETE /api/notfallkarte/kontakt': () => {
      contact = null;
      return { body: { notfallkontakt: null } };
    },
  });
  renderRoutes([{ path: '/app/notfallkarte', element: <NotfallkartePage /> }], '/app/notfallkarte');
  return mock;
};

describe('Notfallkarte', () => {
  it('shows per person the policy numbers with a hotline to call, or the hint without one', async () => {
    render();
    const max = await screen.findByRole('region', { name: 'Max Mustermann' });
    const kfz = within(max).getByRole('heading', { name: 'Kfz · HUK-COBURG' }).closest('li') as HTMLElement;
    expect(kfz.textContent).toContain('KFZ-200');
    expect(within(kfz).getByRole('link', { name: '0800 2 485 445' }).getAttribute('href')).toBe(
      'tel:08002485445',
    );
    const hausrat = within(max)
      .getByRole('heading', { name: 'Hausrat · Allianz' })
      .closest('li') as HTMLElement;
    expect(hausrat.textContent).toContain('Keine Schadenhotline hinterlegt');
    const lena = screen.getByRole('region', { name: 'Lena Mustermann' });
    expect(lena.textContent).toContain('Für diese Person sind keine Verträge für den Notfall hinterlegt.');
  });

  it("shows the adviser's numbers and what to do after an accident and a burglary", async () => {
    render();
    const adviser = await screen.findByRole('region', { name: 'Dein Berater' });
    expect(adviser.textContent).toContain('Anna Beraterin');
    expect(within(adviser).getByRole('link', { name: '030 1234567' }).getAttribute('href')).toBe(
      'tel:0301234567',
    );
    expect(within(adviser).queryByText('Mobil')).toBeNull();
    const accident = screen.getByRole('region', { name: 'Nach einem Autounfall' });
    expect(accident.textContent).toContain('Europäischen Unfallbericht');
    const burglary = screen.getByRole('region', { name: 'Nach einem Einbruch' });
    expect(burglary.textContent).toContain('innerhalb einer Woche');
    expect(burglary.textContent).toContain('Polizei');
  });

  it('takes an emergency contact, checks it before sending, shows it to call and removes it', async () => {
    const { calls } = render();
    const section = await screen.findByRole('region', { name: 'Notfallkontakt' });
    const save = await within(section).findByRole('button', { name: 'Notfallkontakt speichern' });
    fireEvent.click(save);
    expect(await within(section).findByText('Bitte gib den Namen deines Notfallkontakts ein.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(section).getByLabelText('Name'), { target: { value: 'Erika Muster' } });
    fireEvent.change(within(section).getByLabelText('Telefon'), { target: { value: '030 1234567' } });
    fireEvent.click(save);
    const link = await within(section).findByRole('link', { name: '030 1234567' });
    expect(link.getAttribute('href')).toBe('tel:0301234567');
    expect(section.textContent).toContain('Erika Muster');
    await waitFor(() => expect(toastTexts()).toContain('Dein Notfallkontakt wurde gespeichert.'));

    fireEvent.click(within(section).getByRole('button', { name: 'Notfallkontakt entfernen' }));
    expect(await within(section).findByText('Du hast noch keinen Notfallkontakt eingetragen.')).toBeTruthy();
    expect(
      calls.filter((call) => call.path === '/api/notfallkarte/kontakt').map((call) => call.method),
    ).toEqual(['GET', 'PUT', 'DELETE']);
  });

  it('says so when the customer has no adviser yet', async () => {
    render({ ...card, berater: null });
    const adviser = await screen.findByRole('region', { name: 'Dein Berater' });
    expect(adviser.textContent).toContain('Du bist noch mit keinem Berater verbunden.');
  });
});
