import type { Invitation } from '@kundenportal/domain/workspace/invitations';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { adviserProfile } from '../test/workspace-fixtures';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The workspace's invitations (issue 14): invite by e-mail, pending list, send again. */
beforeEach(() => {
  queryClient.clear();
  setToken(null);
  setToken('adviser-jwt', 'adviser');
});

const ina: Invitation = {
  customerId: 21,
  email: 'ina@example.com',
  firstName: 'Ina',
  lastName: 'Eingeladen',
  invitedAt: '2026-11-10T09:15:00.000Z',
  expiresAt: '2026-11-17T09:15:00.000Z',
  expired: true,
};

function mocks(list: Invitation[], post: (body: unknown) => { status?: number; body: unknown }) {
  return mockFetch({
    'GET /api/berater/me': () => ({ body: adviserProfile }),
    'GET /api/berater/eingang': () => ({ body: { categories: [], chatUnread: 0 } }),
    'GET /api/berater/einladungen': () => ({ body: { einladungen: list } }),
    'POST /api/berater/einladungen': (call) => post(call.body),
    'POST /api/berater/einladungen/21/erneut': () => ({
      body: { einladung: { ...ina, expired: false, expiresAt: '2026-12-01T09:15:00.000Z' } },
    }),
  });
}

describe('workspace invitations', () => {
  it('checks the fields before sending, sends the invitation and lists it', async () => {
    const list: Invitation[] = [];
    const { calls } = mocks(list, (body) => {
      const einladung = { ...ina, ...(body as object), customerId: 22, expired: false };
      list.unshift(einladung);
      return { status: 201, body: { einladung } };
    });
    await router.navigate('/berater/einladungen');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Kunden einladen' }, { timeout: 5000 });
    expect(await screen.findByText('Keine offenen Einladungen.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Einladungen – Kundenportal – Beraterbereich'));

    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'kein-at' } });
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'J' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einladung senden' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie mindestens 2 Zeichen ein.')).toBeTruthy();
    expect(screen.getByText('Bitte füllen Sie dieses Feld aus.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-Mail-Adresse')));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: ' jonas@example.com ' } });
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Jonas' } });
    fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Weber' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einladung senden' }));
    expect(await screen.findByText('Die Einladung an jonas@example.com wurde gesendet.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'jonas@example.com',
      firstName: 'Jonas',
      lastName: 'Weber',
    });
    const pending = screen.getByRole('region', { name: 'Offene Einladungen' });
    expect(await within(pending).findByText('Jonas Weber')).toBeTruthy();
    expect((screen.getByLabelText('E-Mail-Adresse') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's answer at the field: a taken address", async () => {
    mocks([], () => ({
      status: 422,
      body: {
        error: 'validation_failed',
        errors: ['email=>Für diese E-Mail-Adresse gibt es schon ein Konto im Kundenportal.'],
      },
    }));
    await router.navigate('/berater/einladungen');
    render(<App />);
    fireEvent.change(await screen.findByLabelText('E-Mail-Adresse', undefined, { timeout: 5000 }), {
      target: { value: 'max@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Max' } });
    fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Muster' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einladung senden' }));
    expect(
      await screen.findByText('Für diese E-Mail-Adresse gibt es schon ein Konto im Kundenportal.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Vorname') as HTMLInputElement).value).toBe('Max');
  });

  it('marks an expired link and sends the invitation again', async () => {
    const { calls } = mocks([ina], () => ({ body: {} }));
    await router.navigate('/berater/einladungen');
    render(<App />);
    const pending = await screen.findByRole('region', { name: 'Offene Einladungen' }, { timeout: 5000 });
    expect(await within(pending).findByText('Link abgelaufen')).toBeTruthy();
    expect(within(pending).getByText(/^Eingeladen 10\.11\.2026 \d\d:15 ·/)).toBeTruthy();
    fireEvent.click(
      within(pending).getByRole('button', { name: 'Einladung an Ina Eingeladen erneut senden' }),
    );
    expect(
      await screen.findByText(
        'Die Einladung an ina@example.com wurde erneut gesendet. Der alte Link gilt nicht mehr.',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/berater/einladungen/21/erneut')).toBe(true);
  });
});
