import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { testPerson } from '@kundenportal/domain/household/person-examples';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes, toastTexts } from '../../../test/render-routes';
import { PersonMailPage } from './person-mail-page';

function renderPage(id = 12) {
  return renderRoutes(
    [{ path: '/app/person/mail/:id', Component: PersonMailPage }],
    `/app/person/mail/${id}`,
  );
}

const person = testPerson({ id: 12, email: 'erika@example.com', phone: '+49301234567' });
const editor = () => ({ body: { user: demoUser({ config: resolveConfig({ person_edit: true }) }) } });
const consent = 'Ich bin damit einverstanden, unter diesen Kontaktdaten kontaktiert zu werden.';

beforeEach(() => {
  setToken('jwt');
});

describe('person mail screen', () => {
  it('shows the contact data and saves them with the consent', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': editor,
      'GET /api/persons/12': () => ({ body: { person } }),
      'PUT /api/persons/mail/12': (call) => ({ body: { person: { ...person, ...(call.body as object) } } }),
    });
    renderPage();
    expect(((await screen.findByLabelText('E-Mail')) as HTMLInputElement).value).toBe('erika@example.com');
    expect(screen.getByText(/wie Dein Berater Erika Mustermann erreichen kann/)).toBeTruthy();
    expect((screen.getByLabelText('Telefon') as HTMLInputElement).value).toBe('+49301234567');
    const checkbox = screen.getByRole('checkbox', { name: consent }) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    fill('Mobil', '0151 23456789');
    fireEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Kontaktdaten speichern' }));
    await waitFor(() => expect(toastTexts()).toContain('Die Änderungen wurden gespeichert.'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      email: 'erika@example.com',
      phone: '+49301234567',
      mobil: '+4915123456789',
      kontakt_einwilligung: '1',
    });
  });

  it('checks the numbers first and shows server errors at their fields', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': editor,
      'GET /api/persons/12': () => ({ body: { person } }),
      'PUT /api/persons/mail/12': () => ({
        status: 422,
        body: { errors: ['email=>Diese E-Mail-Adresse wird schon verwendet.'] },
      }),
    });
    renderPage();
    await screen.findByLabelText('Mobil');
    fill('Mobil', '030 1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Kontaktdaten speichern' }));
    expect(await screen.findByText('Keine gültige Mobilnummer.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Mobil'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fill('Mobil', '');
    fireEvent.click(screen.getByRole('button', { name: 'Kontaktdaten speichern' }));
    expect(await screen.findByText('Diese E-Mail-Adresse wird schon verwendet.')).toBeTruthy();
    expect(screen.getByLabelText('E-Mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('is read-only without config.person_edit', async () => {
    mockFetch({
      'GET /api/users/me': () => ({ body: { user: demoUser() } }),
      'GET /api/persons/12': () => ({ body: { person } }),
    });
    renderPage();
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe('Du kannst die Daten dieser Person ansehen, aber nicht ändern.');
    expect(note.getAttribute('data-variant')).toBe('info');
    expect((screen.getByLabelText('E-Mail') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: consent }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Kontaktdaten speichern' })).toBeNull();
  });
});
