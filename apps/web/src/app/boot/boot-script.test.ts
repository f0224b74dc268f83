import { CLIENT_HEADERS, WEB_CLIENT } from '@kundenportal/domain/api/client-headers';
import { REFERRAL_PAGE_READS, referralReads } from '@kundenportal/domain/referrals/referral-api';
import { LANDING_READS } from '@kundenportal/domain/routing/landing-reads';
import { DEFAULT_ROUTE, FALLBACK_ROUTE, LANDING_ROUTES, paths } from '@kundenportal/domain/routing/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client';
import { setLanding, setToken, writeJson } from '../../lib/storage';
import { demoUser, mockFetch } from '../../test/fetch-mock';
import { type BootConfig, boot, landingShellId, SHELL_TEMPLATE_IDS } from './boot-script';
import { SUBMITTED_ATTRIBUTE } from './carry-over';

const config: BootConfig = {
  routes: {
    login: paths.login,
    forgotPassword: paths.forgotPassword,
    landings: [...LANDING_ROUTES],
    reads: LANDING_READS,
  },
  files: {
    start: ['/assets/start.js'],
    login: ['/assets/login-page.js'],
    app: ['/assets/app-layout.js', '/assets/app-layout.css'],
    landing: {
      [DEFAULT_ROUTE]: ['/assets/referral-page.js'],
      [FALLBACK_ROUTE]: ['/assets/adviser-info-page.js'],
    },
  },
};

function page(hash: string) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    `<template id="${SHELL_TEMPLATE_IDS.login}"><main><h1>Willkommen</h1></main></template>` +
    `<template id="${SHELL_TEMPLATE_IDS.appStyle}"><style>.app{margin:0}</style></template>` +
    `<template id="${landingShellId(DEFAULT_ROUTE)}"><main><h1>Weiterempfehlen</h1></main></template>` +
    `<template id="${landingShellId(FALLBACK_ROUTE)}"><main><h1>Dein Berater</h1></main></template>` +
    '<div id="root"></div>';
  window.location.hash = hash;
}

const root = () => document.getElementById('root') as HTMLElement;
const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

beforeEach(() => {
  (globalThis as Record<string, unknown>).__kundenportalPrefetch = undefined;
  // Clocks that run in real time but whose pending after-paint preloads end with the test: a test that
  // does not wait for them must not add its links to the next test's page (in any order).
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the boot script, logged out', () => {
  it.each(['', '#/', `#${paths.login}`, '#/app/impressum'])(
    'at "%s" shows the prerendered login page and preloads the app and login chunks once it painted',
    async (hash) => {
      const { calls } = mockFetch({});
      page(hash);
      boot(config);
      expect(root().querySelector('h1')?.textContent).toBe('Willkommen');
      expect(root().dataset.prerendered).toBe('login');
      expect(preloads()).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(preloads()).toEqual(['modulepreload /assets/start.js', 'modulepreload /assets/login-page.js']);
      expect(calls).toEqual([]);
    },
  );

  it('keeps a submit of the prerendered form in the page (no password in a URL) and remembers it', async () => {
    page(`#${paths.login}`);
    const template = document.getElementById(SHELL_TEMPLATE_IDS.login) as HTMLTemplateElement;
    template.innerHTML = '<form><input name="password" value="geheim"><button>Einloggen</button></form>';
    boot(config);
    const form = root().querySelector('form') as HTMLFormElement;
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.hasAttribute(SUBMITTED_ATTRIBUTE)).toBe(true);
    // Its scripts' preloads come after the paint: let them land in this test, not in the next one.
    await new Promise((resolve) => setTimeout(resolve, 150));
  });

  it('with a saved login shows no prerendered page (its heading greets by name)', () => {
    writeJson('savedLogin', { email: 'max@example.com', first_name: 'Max' });
    page(`#${paths.login}`);
    boot(config);
    expect(root().childElementCount).toBe(0);
    expect(preloads()).toEqual(['modulepreload /assets/start.js', 'modulepreload /assets/login-page.js']);
  });

  it('with a passkey on this device shows no prerendered page (the login offers it)', () => {
    writeJson('passkeys', { 'max@example.com': 'enabled' });
    page(`#${paths.login}`);
    boot(config);
    expect(root().childElementCount).toBe(0);
  });

  it('on the forgot-password route preloads the login page but shows no prerendered page', () => {
    page(`#${paths.forgotPassword}`);
    boot(config);
    expect(root().childElementCount).toBe(0);
    expect(preloads()).toEqual(['modulepreload /assets/start.js', 'modulepreload /assets/login-page.js']);
  });

  it('on another intro page preloads only the app', () => {
    page(`#${paths.signup}`);
    boot(config);
    expect(root().childElementCount).toBe(0);
    expect(preloads()).toEqual(['modulepreload /assets/start.js']);
  });
});

describe('the boot script, logged in', () => {
  it('starts GET /api/users/me with the token in the header, shows the app shell, preloads layout and landing page once it painted', async () => {
    setToken('token-1');
    const { calls, fetchMock } = mockFetch({ 'GET /api/users/me': () => ({ body: demoUser() }) });
    page(`#${DEFAULT_ROUTE}`);
    boot(config);
    expect(root().querySelector('h1')?.textContent).toBe('Weiterempfehlen');
    // The layout's CSS comes with the page's shell.
    expect(root().querySelector('style')?.textContent).toBe('.app{margin:0}');
    expect(root().dataset.prerendered).toBe('app');
    expect(preloads()).toEqual([]);
    // The referral page's own reads go out at once too, each with the token in the header.
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/users/me',
      ...REFERRAL_PAGE_READS.map((path) => `GET /api${path}`),
    ]);
    for (const call of calls) expect(call.headers.get('Authorization')).toBe('Bearer token-1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/users/me');
    expect(init?.cache).toBe('no-store');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(calls[0]?.headers.get(CLIENT_HEADERS.id)).toBe(WEB_CLIENT.id);
    expect(calls[0]?.headers.get(CLIENT_HEADERS.secret)).toBe(WEB_CLIENT.secret);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(preloads()).toEqual([
      'modulepreload /assets/start.js',
      'modulepreload /assets/app-layout.js',
      'preload /assets/app-layout.css',
      'modulepreload /assets/referral-page.js',
    ]);
  });

  it('takes a banner hidden on this device out of the shell before it paints', async () => {
    setToken('token-1');
    mockFetch({});
    writeJson('banners.hidden', ['referrals.voucher-hint']);
    page(`#${DEFAULT_ROUTE}`);
    const template = document.getElementById(landingShellId(DEFAULT_ROUTE)) as HTMLTemplateElement;
    template.innerHTML =
      '<main><h1>Weiterempfehlen</h1><div id="banner-referrals.voucher-hint">Hinweis</div>' +
      '<div id="banner-other">Anderer Hinweis</div></main>';
    boot(config);
    expect(root().querySelector('main')?.textContent).toBe('WeiterempfehlenAnderer Hinweis');
    // Its scripts' preloads come after the paint: let them land in this test, not in the next one.
    await new Promise((resolve) => setTimeout(resolve, 150));
  });

  it("shows the adviser page's shell on that page and preloads its files", async () => {
    setToken('token-1');
    const { calls } = mockFetch({ 'GET /api/users/me': () => ({ body: demoUser() }) });
    page(`#${FALLBACK_ROUTE}`);
    boot(config);
    // Its reads depend on the customer's flags: only the profile is asked for before the app runs.
    expect(calls.map((call) => call.path)).toEqual(['/api/users/me']);
    expect(root().querySelector('h1')?.textContent).toBe('Dein Berater');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(preloads()).toContain('modulepreload /assets/adviser-info-page.js');
    expect(preloads()).not.toContain('modulepreload /assets/referral-page.js');
  });

  it('opening at "/" (the installed app\'s start) shows the default landing page\'s shell', () => {
    setToken('token-1');
    mockFetch({ 'GET /api/users/me': () => ({ body: demoUser() }) });
    page('#/');
    boot(config);
    expect(root().dataset.prerendered).toBe('app');
    expect(root().querySelector('h1')?.textContent).toBe('Weiterempfehlen');
  });

  it('opening at "/" shows the shell of the landing page the device\'s user had last', () => {
    setToken('token-1');
    mockFetch({ 'GET /api/users/me': () => ({ body: demoUser() }) });
    setLanding(FALLBACK_ROUTE);
    page('#/');
    boot(config);
    expect(root().querySelector('h1')?.textContent).toBe('Dein Berater');
  });

  it('a remembered path that is no landing page falls back to the default one', () => {
    setToken('token-1');
    mockFetch({ 'GET /api/users/me': () => ({ body: demoUser() }) });
    setLanding('/app/impressum');
    page('#/');
    boot(config);
    expect(root().querySelector('h1')?.textContent).toBe('Weiterempfehlen');
  });

  it('on another app page preloads only the layout', () => {
    setToken('token-1');
    mockFetch({});
    page(`#${paths.imprint}`);
    boot(config);
    expect(preloads()).toEqual([
      'modulepreload /assets/start.js',
      'modulepreload /assets/app-layout.js',
      'preload /assets/app-layout.css',
    ]);
    expect(root().childElementCount).toBe(0);
  });

  it("hands the landing page's reads to the page's requests: none is asked for twice", async () => {
    setToken('token-1');
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({ body: demoUser() }),
      [`GET /api${referralReads.tiers}`]: () => ({ body: { tiers: [{ value: 25, ab: 1 }] } }),
    });
    page('#/');
    boot(config);
    const sent = calls.length;
    expect(sent).toBe(1 + REFERRAL_PAGE_READS.length);
    expect(await apiRequest(referralReads.tiers)).toEqual({ tiers: [{ value: 25, ab: 1 }] });
    expect(calls).toHaveLength(sent);
    // Used once: a later read asks the server again.
    await apiRequest(referralReads.tiers);
    expect(calls).toHaveLength(sent + 1);
  });

  it('hands its response to the API client once: no second request, rotation applied', async () => {
    setToken('token-1');
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({ body: demoUser(), headers: { Authorization: 'Bearer token-2' } }),
    });
    page(`#${FALLBACK_ROUTE}`);
    boot(config);
    const user = await apiRequest<{ first_name: string }>('/users/me');
    expect(user.first_name).toBe('Max');
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem('kundenportal.token')).toBe('token-2');
    await apiRequest('/users/me');
    expect(calls).toHaveLength(2);
  });

  it('is not used when the token changed before the app asked', async () => {
    setToken('token-1');
    const { calls } = mockFetch({ 'GET /api/users/me': () => ({ body: demoUser() }) });
    page(`#${FALLBACK_ROUTE}`);
    boot(config);
    setToken('token-other');
    await apiRequest('/users/me');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer token-other');
  });
});
