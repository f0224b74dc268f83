import { resolveFeatures } from '@kundenportal/domain/account/config-flags';
import { DEFAULT_ROUTE, FALLBACK_ROUTE, LANDING_ROUTES, paths } from '@kundenportal/domain/routing/paths';
import { messages } from '@kundenportal/domain/texts/messages';
import { referralTexts } from '@kundenportal/domain/texts/referrals';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/storage';
import { demoUser, mockFetch } from '../../test/fetch-mock';
import { queryClient } from '../query-client';
import { router } from '../router';
import { start } from '../start';
import { renderAppShell } from './app-shell';
import { boot, landingShellId, SHELL_TEMPLATE_IDS } from './boot-script';

/**
 * The prerendered app shell (app-shell.tsx) against what the app paints at the landing page: the same
 * frame and the same heading and intro in the same places, nothing personal, and the app taking over
 * from it in one go (app/start.tsx).
 */
let container: HTMLElement;
/** The app the test started, unmounted after it: files may share one module graph (vitest.config.ts). */
let root: Root | undefined;

/** Markup without React's text markers and generated ids, attributes in one order. */
function normalised(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    const attributes = [...node.attributes]
      .filter(({ name }) => !['data-discover', 'aria-controls', 'aria-describedby'].includes(name))
      // useId's ids differ between the build's renderer and the browser's.
      .filter(({ name, value }) => !(name === 'id' && /^_r/i.test(value)))
      .map(({ name, value }) => [name, value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const { name } of [...node.attributes]) node.removeAttribute(name);
    for (const [name, value] of attributes) node.setAttribute(name, value);
  }
  return copy.outerHTML.replaceAll('<!-- -->', '');
}

function shell(landing = FALLBACK_ROUTE): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = renderAppShell(landing);
  return element;
}

beforeEach(async () => {
  queryClient.clear();
  setToken('token-1');
  container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  container.remove();
  for (const id of [SHELL_TEMPLATE_IDS.appStyle, ...LANDING_ROUTES.map(landingShellId)])
    document.getElementById(id)?.remove();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the prerendered app shell', () => {
  it('holds the landing page’s heading and intro, exactly as the app renders them', async () => {
    mockFetch({ 'GET /api/users/me': () => ({ body: { user: demoUser() } }) });
    await router.navigate(FALLBACK_ROUTE);
    container.innerHTML = renderAppShell(FALLBACK_ROUTE);
    container.dataset.prerendered = 'app';
    await act(async () => {
      root = start(container);
    });
    await waitFor(() => expect(container.dataset.prerendered).toBeUndefined());
    // The adviser's name: the page has rendered with the profile.
    await screen.findByRole('heading', { level: 2, name: 'Frau Anna Berater' });

    const appMain = container.querySelector('main') as HTMLElement;
    const shellMain = shell().querySelector('main') as HTMLElement;
    expect(shellMain.children).toHaveLength(2);
    expect(normalised(shellMain.children[0] as Element)).toBe(normalised(appMain.children[0] as Element));
    expect(normalised(shellMain.children[1] as Element)).toBe(normalised(appMain.children[1] as Element));
    expect(shellMain.textContent).toBe(`${uiTexts.adviserHeading}${uiTexts.adviserIntro}`);
  });

  it('holds the referral page’s heading and intro, exactly as the app renders them', async () => {
    const user = demoUser({ features: resolveFeatures({ referrals: true }) });
    mockFetch({
      'GET /api/users/me': () => ({ body: { user } }),
      'GET /api/users/slug/url': () => ({
        body: { url: 'https://portal.example/#/intro/registrierung?empfehlung=x' },
      }),
      'GET /api/users/referrals/tiers': () => ({ body: { tiers: [] } }),
      'GET /api/users/referrals/share-text': () => ({ body: { text: 'Probier es aus' } }),
      'GET /api/users/referrals/payments': () => ({ body: { payments: [] } }),
      'GET /api/users/referrals/voucher-types': () => ({ body: { voucherTypes: [] } }),
      'GET /api/users/referrals': () => ({ body: { referrals: [] } }),
    });
    await router.navigate(DEFAULT_ROUTE);
    container.innerHTML = renderAppShell(DEFAULT_ROUTE);
    container.dataset.prerendered = 'app';
    await act(async () => {
      root = start(container);
    });
    await waitFor(() => expect(container.dataset.prerendered).toBeUndefined());
    await screen.findByRole('heading', { level: 2, name: referralTexts.referralsHeading });

    const appMain = container.querySelector('main') as HTMLElement;
    const shellMain = shell(DEFAULT_ROUTE).querySelector('main') as HTMLElement;
    // Heading, intro and the voucher hint, its largest text, which so paints before the JavaScript.
    expect(shellMain.children).toHaveLength(3);
    for (const index of [0, 1, 2]) {
      expect(normalised(shellMain.children[index] as Element)).toBe(
        normalised(appMain.children[index] as Element),
      );
    }
    expect(shellMain.textContent).toBe(
      `${referralTexts.heading}${referralTexts.intro}${referralTexts.voucherHintTitle}${referralTexts.voucherHint}${messages.bannerHide}`,
    );
  });

  it('lays out the header as the app does, the greeting line there but empty (nothing moves when it fills)', async () => {
    mockFetch({ 'GET /api/users/me': () => ({ body: { user: demoUser() } }) });
    await router.navigate(FALLBACK_ROUTE);
    await act(async () => {
      root = start(container);
    });
    // The adviser's name: the page has rendered with the profile.
    await screen.findByRole('heading', { level: 2, name: 'Frau Anna Berater' });
    const appHeader = container.querySelector('header') as HTMLElement;
    const shellHeader = shell().querySelector('header') as HTMLElement;
    const classes = (header: Element) => [...header.children].map((child) => child.className);
    expect(classes(shellHeader)).toEqual(classes(appHeader));
    const shellGreeting = shellHeader.querySelector('p') as HTMLElement;
    expect(shellGreeting.textContent).toBe('');
    expect(appHeader.querySelector('p')?.textContent).toContain('Max');
  });

  it.each(LANDING_ROUTES)('%s: shows nothing personal and links like the app (hash routes)', (landing) => {
    const html = renderAppShell(landing);
    const user = demoUser();
    for (const personal of [user.first_name, user.last_name, user.email])
      expect(html).not.toContain(personal);
    expect(html).not.toContain(uiTexts.noAdviser);
    for (const link of shell(landing).querySelectorAll('a'))
      expect(link.getAttribute('href')).toMatch(/^#\//);
  });

  it('opens the menu once the app is there when it was pressed in the shell', async () => {
    mockFetch({ 'GET /api/users/me': () => ({ body: { user: demoUser() } }) });
    const style = document.createElement('template');
    style.id = SHELL_TEMPLATE_IDS.appStyle;
    const template = document.createElement('template');
    template.id = landingShellId(FALLBACK_ROUTE);
    template.innerHTML = renderAppShell(FALLBACK_ROUTE);
    document.body.prepend(style, template);
    window.location.hash = `#${FALLBACK_ROUTE}`;
    boot({
      routes: {
        login: paths.login,
        forgotPassword: paths.forgotPassword,
        landings: [...LANDING_ROUTES],
        reads: {},
      },
      files: { start: [], login: [], app: [], landing: { [FALLBACK_ROUTE]: [] } },
    });
    expect(container.dataset.prerendered).toBe('app');
    (container.querySelector('button[aria-controls]') as HTMLButtonElement).click();

    await router.navigate(FALLBACK_ROUTE);
    await act(async () => {
      root = start(container);
    });
    await waitFor(() => expect(container.dataset.prerendered).toBeUndefined());
    expect(await screen.findByRole('navigation', { name: uiTexts.mainNavigation })).toBeTruthy();
    expect(screen.getByRole('button', { name: uiTexts.menu }).getAttribute('aria-expanded')).toBe('true');
  });
});
