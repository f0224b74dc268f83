import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes } from '../../../test/render-routes';
import { ChangeEmailPage } from './change-email-page';

function renderPage() {
  return renderRoutes([{ path: '/app/MeinKonto/email', Component: ChangeEmailPage }], '/app/MeinKonto/email');
}

beforeEach(() => {
  setToken('jwt');
});

describe('change e-mail page', () => {
  it('shows the current address and says where the confirmation link went', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({ body: { user: demoUser() } }),
      'POST /api/email/change': () => ({ body: { success: true } }),
    });
    renderPage();
    expect(await screen.findByText('max.mustermann@example.com')).toBeTruthy();
    fill('Neue E-Mail-Adresse', ' neu@example.com ');
    fill('Aktuelles Passwort', 'Muster!2026');
    fireEvent.click(screen.getByRole('button', { name: 'E-Mail ändern' }));
    const note = await screen.findByText(/Wir haben einen Bestätigungslink an neu@example.com geschickt/);
    expect(note.getAttribute('role')).toBe('status');
    expect(calls.find((call) => call.path === '/api/email/change')?.body).toEqual({
      email: 'neu@example.com',
      password: 'Muster!2026',
    });
  });

  it('checks the fields first and shows server errors at their fields', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({ body: { user: demoUser() } }),
      'POST /api/email/change': () => ({
        status: 422,
        body: { errors: ['password=>Das aktuelle Passwort ist falsch.'] },
      }),
    });
    renderPage();
    fill('Neue E-Mail-Adresse', 'neu@');
    fireEvent.click(screen.getByRole('button', { name: 'E-Mail ändern' }));
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/email/change')).toBe(false);
    fill('Neue E-Mail-Adresse', 'neu@example.com');
    fill('Aktuelles Passwort', 'falsch');
    fireEvent.click(screen.getByRole('button', { name: 'E-Mail ändern' }));
    expect(await screen.findByText('Das aktuelle Passwort ist falsch.')).toBeTruthy();
    expect(screen.getByLabelText('Aktuelles Passwort').getAttribute('aria-invalid')).toBe('true');
  });
});
