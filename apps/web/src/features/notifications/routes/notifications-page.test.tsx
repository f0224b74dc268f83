import { resolveConfig, resolveFeatures } from '@kundenportal/domain/account/config-flags';
import { rulesFor, triggerEventsFor } from '@kundenportal/domain/notifications/notification-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes, toastTexts } from '../../../test/render-routes';
import { NotificationsPage } from './notifications-page';

beforeEach(() => setToken('token-1'));

const account = {
  id: 1,
  config: resolveConfig({ wecker: true, vertrag_list: true }),
  features: resolveFeatures({ referrals: true }),
};

/** The settings endpoints as the server keeps them; `fail` makes the next POST a 500. */
function server(options: { fail?: boolean } = {}) {
  const stored = new Map<string, boolean>([['referral_paid', false]]);
  const rules = () => ({
    notificationRules: rulesFor(
      account,
      [...stored].map(([triggerEvent, active]) => ({ triggerEvent, active })),
    ),
  });
  return mockFetch({
    'GET /api/users/me': () => ({ body: { user: demoUser({ config: account.config }) } }),
    'GET /api/notification/rules/config': () => ({ body: { triggerEvents: triggerEventsFor(account) } }),
    'GET /api/notifications': () => ({ body: rules() }),
    'POST /api/notifications': (call) => {
      if (options.fail) return { status: 500, body: { error: 'internal' } };
      for (const rule of (call.body as { notificationRules: { triggerEvent: string; active: boolean }[] })
        .notificationRules)
        stored.set(rule.triggerEvent, rule.active);
      return { body: rules() };
    },
  });
}

const render = () =>
  renderRoutes(
    [{ path: '/app/MeinKonto/benachrichtigungen', element: <NotificationsPage /> }],
    '/app/MeinKonto/benachrichtigungen',
  );

const switchOf = (name: string) => screen.findByRole('switch', { name });

describe('notification settings page', () => {
  it('shows one switch per applying event with its state and description', async () => {
    server();
    render();
    const reminder = await switchOf('Fällige Erinnerung');
    expect(reminder.getAttribute('aria-checked')).toBe('true');
    expect((await switchOf('Gutschein ausgezahlt')).getAttribute('aria-checked')).toBe('false');
    expect(screen.getAllByRole('switch').map((element) => element.textContent)).toEqual([
      'Neues Dokument von Deinem Berater',
      'Fällige Erinnerung',
      'Kündigungsfrist eines Vertrags',
      'Neue Registrierung über Deine Empfehlung',
      'Gutschein ausgezahlt',
    ]);
    const description = document.getElementById(reminder.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Am Tag einer Erinnerung, ab 8 Uhr.');
  });

  it('saves a switch at once with only that event, and says so', async () => {
    const { calls } = server();
    render();
    fireEvent.click(await switchOf('Fällige Erinnerung'));
    expect((await switchOf('Fällige Erinnerung')).getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(toastTexts()).toContain('Deine Einstellung wurde gespeichert.'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { notificationRules: [{ triggerEvent: 'reminder_due', active: false }] },
    ]);
  });

  it('puts the switch back when saving fails', async () => {
    server({ fail: true });
    render();
    const paid = await switchOf('Gutschein ausgezahlt');
    fireEvent.click(paid);
    await waitFor(() => expect(toastTexts().length).toBeGreaterThan(0));
    await waitFor(async () =>
      expect((await switchOf('Gutschein ausgezahlt')).getAttribute('aria-checked')).toBe('false'),
    );
    expect(toastTexts()).not.toContain('Deine Einstellung wurde gespeichert.');
  });
});
