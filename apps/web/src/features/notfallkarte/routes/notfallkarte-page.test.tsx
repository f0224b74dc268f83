import type { NotfallkarteResponse } from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
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
  mockFetch({
    'GET /api/users/me': () => ({ body: { user: demoUser() } }),
    'GET /api/notfallkarte': () => ({ body: answer }),
  });
  return renderRoutes([{ path: '/app/notfallkarte', element: <NotfallkartePage /> }], '/app/notfallkarte');
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

  it('says so when the customer has no adviser yet', async () => {
    render({ ...card, berater: null });
    const adviser = await screen.findByRole('region', { name: 'Dein Berater' });
    expect(adviser.textContent).toContain('Du bist noch mit keinem Berater verbunden.');
  });
});
