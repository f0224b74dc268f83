import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { testAddress, testPerson } from '@kundenportal/domain/household/person-examples';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { PersonListPage } from './person-list-page';

function renderPage() {
  return renderRoutes(
    [
      { path: '/app/person/list', Component: PersonListPage },
      { path: '/app/person/edit/:id', element: <p>Bearbeiten-Seite</p> },
    ],
    '/app/person/list',
  );
}

const editor = (personEdit: boolean) => ({
  body: { user: demoUser({ config: resolveConfig({ person_edit: personEdit }) }) },
});

beforeEach(() => {
  setToken('jwt');
});

describe('persons list', () => {
  it('lists the persons by id ascending with birth date, main person marker and completeness badge', async () => {
    mockFetch({
      'GET /api/users/me': () => editor(true),
      'GET /api/persons': () => ({
        body: {
          persons: [
            testPerson({ id: 30, firstname: 'Lena', lastname: 'Mustermann', geburtsdatum: null }),
            testPerson({
              id: 11,
              is_main: true,
              firstname: 'Max',
              geburtsdatum: '1980-05-17',
              vollstaendig: true,
              adressen: [testAddress()],
            }),
            testPerson({ id: 12 }),
          ],
        },
      }),
    });
    renderPage();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Max Mustermann',
      'Erika Mustermann',
      'Lena Mustermann',
    ]);
    const [max, erika, lena] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(max).getByText('geboren am 17.05.1980')).toBeTruthy();
    expect(within(max).getByText('Hauptperson')).toBeTruthy();
    expect(within(max).getByText('Vollständig')).toBeTruthy();
    expect(within(erika).queryByText('Hauptperson')).toBeNull();
    expect(within(erika).getByText('geboren am 09.03.1982')).toBeTruthy();
    expect(within(erika).getByText('Unvollständig')).toBeTruthy();
    expect(within(lena).queryByText(/geboren am/)).toBeNull();
    expect(within(max).getByRole('link', { name: 'Max Mustermann bearbeiten' }).getAttribute('href')).toBe(
      '/app/person/edit/11',
    );
    expect(
      within(max).getByRole('link', { name: 'Kontaktdaten von Max Mustermann' }).getAttribute('href'),
    ).toBe('/app/person/mail/11');
    expect(screen.getByRole('link', { name: 'Person hinzufügen' }).getAttribute('href')).toBe(
      '/app/person/edit/0',
    );
  });

  it("shows the empty state 'Es wurden keine Elemente hinterlegt.' when there are none", async () => {
    mockFetch({
      'GET /api/users/me': () => editor(true),
      'GET /api/persons': () => ({ body: { persons: [] } }),
    });
    renderPage();
    expect(await screen.findByText('Es wurden keine Elemente hinterlegt.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("offers 'Person hinzufügen' only with config.person_edit", async () => {
    mockFetch({
      'GET /api/users/me': () => editor(false),
      'GET /api/persons': () => ({ body: { persons: [testPerson()] } }),
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Erika Mustermann ansehen' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Person hinzufügen' })).toBeNull();
  });
});
