import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes, toastTexts } from '../../../test/render-routes';
import { ChangePasswordPage } from './change-password-page';

function renderPage() {
  return renderRoutes(
    [{ path: '/app/MeinKonto/passwort', Component: ChangePasswordPage }],
    '/app/MeinKonto/passwort',
  );
}

function fillAll(current = 'Muster!2026', next = 'Neu!Muster2027', confirmation = next) {
  fill('Aktuelles Passwort', current);
  fill('Neues Passwort', next);
  fill('Neues Passwort wiederholen', confirmation);
}

function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
}

beforeEach(() => {
  setToken('jwt');
});

describe('change password page', () => {
  it('has the three labelled fields and the live guide', () => {
    mockFetch({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeTruthy();
    expect(screen.getByLabelText('Aktuelles Passwort').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('Neues Passwort').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('Dein Passwort sollte folgende Merkmale besitzen:')).toBeTruthy();
  });

  it('checks the fields with the shared schema and focuses the first invalid one', async () => {
    const { fetchMock } = mockFetch({});
    renderPage();
    fillAll('', 'kurz', 'anders');
    save();
    expect(await screen.findByText('Dieses Feld ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('Das Passwort erfüllt nicht alle Anforderungen.')).toBeTruthy();
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Aktuelles Passwort')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the spec body and says the changes were saved', async () => {
    const { calls } = mockFetch({
      'POST /api/password/change': () => ({ body: { success: true, message: 'ok' } }),
    });
    renderPage();
    fillAll();
    save();
    await waitFor(() => expect(toastTexts()).toEqual(['Die Änderungen wurden gespeichert.']));
    expect(calls[0]?.body).toEqual({
      password: 'Muster!2026',
      neues_passwort: 'Neu!Muster2027',
      password_new_confirmation: 'Neu!Muster2027',
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer jwt');
    expect((screen.getByLabelText('Aktuelles Passwort') as HTMLInputElement).value).toBe('');
  });

  it('shows 422 entries at their fields, others as toasts, and clears a field error when it changes', async () => {
    mockFetch({
      'POST /api/password/change': () => ({
        status: 422,
        body: {
          errors: [
            'password=>Das aktuelle Passwort ist falsch.',
            'neues_passwort=>Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wähle ein anderes.',
            'Bitte versuche es später erneut.',
          ],
        },
      }),
    });
    renderPage();
    fillAll();
    save();
    expect(await screen.findByText('Das aktuelle Passwort ist falsch.')).toBeTruthy();
    expect(screen.getByText(/zu bekannt/)).toBeTruthy();
    const current = screen.getByLabelText('Aktuelles Passwort');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    const errorId = current.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Das aktuelle Passwort ist falsch.');
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(toastTexts()).toEqual(['Bitte versuche es später erneut.']);
    fill('Aktuelles Passwort', 'Muster!2025');
    expect(screen.queryByText('Das aktuelle Passwort ist falsch.')).toBeNull();
    expect(screen.getByText(/zu bekannt/)).toBeTruthy();
  });

  it('logs out on a 401 like every app call', async () => {
    mockFetch({ 'POST /api/password/change': () => ({ status: 401, body: { error: 'token_expired' } }) });
    renderPage();
    fillAll();
    save();
    await waitFor(() => expect(toastTexts()).toEqual(['Die Anfrage ist nicht mehr gültig.']));
    expect(getToken()).toBeNull();
  });
});
