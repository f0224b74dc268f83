import { resolveFeatures } from '@kundenportal/domain/account/config-flags';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLanding, getToken, setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

async function openAt(path: string) {
  await router.navigate(path);
  render(<App />);
}

function hashPath() {
  return router.state.location.pathname;
}

beforeEach(() => {
  queryClient.clear();
});

describe('the app shell', () => {
  it('sends a logged-out visitor of an app route to the login', async () => {
    mockFetch({});
    await openAt('/app/impressum');
    expect(await screen.findByRole('button', { name: 'Einloggen' })).toBeTruthy();
    expect(hashPath()).toBe('/intro/login');
    await waitFor(() => expect(document.title).toBe('Login – Kundenportal'));
  });

  it('sends a logged-in user from the login to the landing page with greeting, logo and contact links', async () => {
    setToken('jwt');
    mockFetch({ 'GET /api/users/me': () => ({ body: { user: demoUser() } }) });
    await openAt('/intro/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dein Berater' })).toBeTruthy();
    expect(hashPath()).toBe('/app/berater/info');
    expect(screen.getByText(/^(Guten Morgen|Guten Tag|Guten Abend|Happy Birthday), Max$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '+49 30 1234567' }).getAttribute('href')).toBe(
      'tel:+49301234567',
    );
    expect(screen.getByRole('link', { name: '0170 / 1234567' }).getAttribute('href')).toBe('tel:01701234567');
    expect(screen.getByRole('link', { name: 'anna@berater.example' }).getAttribute('href')).toBe(
      'mailto:anna@berater.example',
    );
    await waitFor(() => expect(document.title).toBe('Dein Berater – Kundenportal'));
    // Remembered for the next load's prerendered shell (app/boot/boot-script.ts).
    expect(getLanding()).toBe('/app/berater/info');
  });

  it('lands a user with the referrals feature on the referral page (spec section 1), whole at once', async () => {
    setToken('jwt');
    mockFetch({
      'GET /api/users/me': () => ({
        body: { user: demoUser({ features: resolveFeatures({ referrals: true }) }) },
      }),
      'GET /api/users/slug/url': () => ({ body: { url: 'https://portal.example/#/intro/registrierung' } }),
      'GET /api/users/referrals/tiers': () => ({
        body: {
          tiers: [
            { value: 25, ab: 1 },
            { value: 50, ab: 3 },
          ],
        },
      }),
      'GET /api/users/referrals/share-text': () => ({ body: { text: 'Schau es Dir an' } }),
      'GET /api/users/referrals': () => ({ body: { referrals: [] } }),
    });
    await openAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weiterempfehlen' })).toBeTruthy();
    // The route's loader had the page's data before its first render: no step or list fills in later.
    expect(screen.getByText('Schritt 1 von 3')).toBeTruthy();
    expect(screen.getByText('Du hast noch niemanden empfohlen.')).toBeTruthy();
    expect(screen.queryByText('Deine Empfehlungen werden geladen …')).toBeNull();
    expect(hashPath()).toBe('/app/berater/weiterempfehlung');
    expect(getLanding()).toBe('/app/berater/weiterempfehlung');
  });

  it("'Empfehlen' in the menu (referrals off) opens the recommend-app dialog with the server's filled-in texts", async () => {
    setToken('jwt');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({ body: { user: demoUser() } }),
      'GET /api/social/recommendation': () => ({
        body: {
          url: 'https://portal.example/#/intro/registrierung?berater=BERGER',
          chooserTitle: 'Weiterempfehlen',
          subject: 'Max Mustermann empfiehlt Dir Kundenportal',
          message: 'Hallo! Probier es aus: https://portal.example/#/intro/registrierung?berater=BERGER',
          description: 'Kundenportal – empfohlen von Max Mustermann.',
        },
      }),
    });
    await openAt('/app/impressum');
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(calls.some((call) => call.path === '/api/social/recommendation')).toBe(false);
    fireEvent.click(within(nav).getByRole('button', { name: 'Empfehlen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Empfehlen' });
    expect(await within(dialog).findByText('Kundenportal – empfohlen von Max Mustermann.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Deine Nachricht') as HTMLTextAreaElement).value).toBe(
      'Hallo! Probier es aus: https://portal.example/#/intro/registrierung?berater=BERGER',
    );
    expect(within(dialog).getByRole('link', { name: 'Per WhatsApp teilen' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent('Hallo! Probier es aus: https://portal.example/#/intro/registrierung?berater=BERGER')}`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Text kopieren' }));
    expect(await screen.findByText('Der Text wurde in die Zwischenablage kopiert.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(
      'Hallo! Probier es aus: https://portal.example/#/intro/registrierung?berater=BERGER',
    );
    // No share dialog here: the sheet offers e-mail (with the server's subject) and SMS.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Teilen' }));
    expect((await within(dialog).findByRole('link', { name: 'E-Mail' })).getAttribute('href')).toMatch(
      /^mailto:\?subject=Max%20Mustermann%20empfiehlt%20Dir%20Kundenportal&body=Hallo!/,
    );
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows no Empfehlen entry with the referrals feature (the referral page recommends)', async () => {
    setToken('jwt');
    mockFetch({
      'GET /api/users/me': () => ({
        body: { user: demoUser({ features: resolveFeatures({ referrals: true }) }) },
      }),
    });
    await openAt('/app/impressum');
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).queryByRole('button', { name: 'Empfehlen' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Weiterempfehlen' })).toBeTruthy();
  });

  it('sends a question from the referral page to the adviser (support modal, POST /api/support)', async () => {
    setToken('jwt');
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({
        body: { user: demoUser({ features: resolveFeatures({ referrals: true }) }) },
      }),
      'GET /api/users/slug/url': () => ({ body: { url: 'https://portal.example/#/intro/registrierung' } }),
      'GET /api/users/referrals/tiers': () => ({ body: { tiers: [{ value: 25, ab: 1 }] } }),
      'GET /api/users/referrals/share-text': () => ({ body: { text: 'Schau es Dir an' } }),
      'GET /api/users/referrals': () => ({ body: { referrals: [] } }),
      'POST /api/support': () => ({
        status: 201,
        body: { success: true, id: 7, message: 'Der Berater wurde informiert.' },
      }),
    });
    await openAt('/app/berater/weiterempfehlung');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fragen zum Weiterempfehlen?' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Frage zum Weiterempfehlen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frage zum Weiterempfehlen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Frage senden' }));
    expect(await within(dialog).findByText('Dieses Feld ist ein Pflichtfeld.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/support')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Deine Frage/), {
      target: { value: 'Wann kommt mein Gutschein?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Frage senden' }));
    expect(await screen.findByText('Der Berater wurde informiert.')).toBeTruthy();
    const sent = calls.find((call) => call.path === '/api/support');
    expect(sent?.body).toEqual({ support_nachricht: 'Wann kommt mein Gutschein?' });
  });

  it('opens and closes the navigation from the Menü button and closes it on a route change', async () => {
    setToken('jwt');
    mockFetch({ 'GET /api/users/me': () => ({ body: { user: demoUser() } }) });
    await openAt('/app/berater/info');
    const menu = await screen.findByRole('button', { name: 'Menü' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // Only built pages appear: the persons, the own picture, the contact persons, the adviser overview
    // and chat, the imprint and Logout.
    expect(labels).toEqual([
      'Personen',
      'Dein Bild',
      'Benachrichtigungen',
      'Angemeldete Geräte',
      'Meine Daten',
      'Konto löschen',
      'Ansprechpartner',
      'Übersicht',
      'Chat',
      'Impressum',
      'Logout',
    ]);
    // Opening moves the focus to the first entry.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(nav).getByRole('link', { name: 'Personen' })),
    );

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
    expect(document.activeElement).toBe(menu);

    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('link', { name: 'Impressum' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
    expect(screen.getByText('D-ABCD-1234-56')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menü' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('logs out from the menu', async () => {
    setToken('jwt');
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({ body: { user: demoUser() } }),
      'POST /api/logout': () => ({ body: { success: true } }),
    });
    await openAt('/app/impressum');
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    fireEvent.click(screen.getByRole('link', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Einloggen' })).toBeTruthy();
    expect(hashPath()).toBe('/intro/login');
    expect(getToken()).toBeNull();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/logout')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Du wurdest erfolgreich ausgeloggt!');
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
  });

  it('logs out locally with the failure text when the logout call fails', async () => {
    setToken('jwt');
    mockFetch({
      'GET /api/users/me': () => ({ body: { user: demoUser() } }),
      'POST /api/logout': () => ({ status: 500, body: { error: 'internal_error' } }),
    });
    await openAt('/app/logout');
    expect(await screen.findByRole('button', { name: 'Einloggen' })).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(
      'Es ist ein Fehler aufgetreten. Aus Sicherheitsgründen wurdest du ausgeloggt.',
    );
  });

  it('sends a user without adviser to the invite page and keeps the original route', async () => {
    setToken('jwt');
    mockFetch({
      'GET /api/users/me': () => ({ body: { user: demoUser({ hasMakler: false, agent: null }) } }),
    });
    await openAt('/app/berater/info');
    expect(await screen.findByRole('heading', { level: 1, name: 'Berater verbinden' })).toBeTruthy();
    expect(router.state.location.search).toBe('?originalRoute=%2Fapp%2Fberater%2Finfo');
    expect(screen.getByText('Danach geht es weiter zu: Dein Berater')).toBeTruthy();
  });

  it('logs out when the profile cannot be loaded', async () => {
    setToken('jwt');
    mockFetch({ 'GET /api/users/me': () => ({ status: 500, body: { error: 'internal_error' } }) });
    await openAt('/app/impressum');
    expect(await screen.findByRole('button', { name: 'Einloggen' })).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Es ist ein Fehler aufgetreten.');
  });

  it.each(['/app/gibt-es-nicht', '/app/person/edit/1/extra', '/foo/bar'])(
    '%s: says the page was not found and leads to the landing page (issue 27)',
    async (path) => {
      setToken('jwt');
      mockFetch({ 'GET /api/users/me': () => ({ body: { user: demoUser() } }) });
      await openAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Die Seite wurde nicht gefunden.' }),
      ).toBeTruthy();
      expect(hashPath()).toBe(path);
      fireEvent.click(screen.getByRole('link', { name: 'Zur Startseite' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Dein Berater' })).toBeTruthy();
    },
  );

  it('logged out, an unknown address leads to the login', async () => {
    mockFetch({});
    await openAt('/app/gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Die Seite wurde nicht gefunden.' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Zur Startseite' }));
    expect(await screen.findByRole('button', { name: 'Einloggen' })).toBeTruthy();
  });
});
