import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  API_VERSION,
  APP_VERSION,
  CLIENT_HEADERS,
  WEB_CLIENT,
} from '@kundenportal/domain/api/client-headers';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { type Browser, test as base, expect, type Locator, type Page } from '@playwright/test';
import type { DemoLogin } from '../apps/server/src/demo/customers';
import { type CspViolation, watchCspViolations, watchNewContexts } from './csp-violations';
import { adviserLogin, customerLogin, testCustomersRequest, testKey } from './e2e-customers';

/** The mail and SMS the server wrote (outbox.ts), for the specs that import them from here. */
export { e2eDataDir, waitForMail, waitForSms } from './outbox';
export { reviewShot } from './review-shot';

/**
 * The running test's own customers (e2e-customers.ts), created when the test starts (the `customers`
 * fixture below): `who.max` and `who.erika`, read when used, so a helper called from a test gets that
 * test's customer.
 */
export const who: { readonly max: DemoLogin; readonly erika: DemoLogin; readonly adviser: DemoLogin } = {
  /** The test's adviser of the demo agency (Max's and Erika's), for the workspace `#/berater/...`. */
  get adviser() {
    return adviserLogin(testKey(base.info()));
  },
  get max() {
    return customerLogin(testKey(base.info()), 'max');
  },
  get erika() {
    return customerLogin(testKey(base.info()), 'erika');
  },
};

export async function login(page: Page, who: { email: string; password: string }) {
  await page.goto('/#/intro/login');
  // A hash change is one render away: a forgot-password modal left open closes only then.
  await expect(page.getByRole('dialog', { name: 'Passwort vergessen' })).toHaveCount(0);
  await page.getByLabel('E-Mail').fill(who.email);
  await page.getByLabel('Passwort', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
}

/**
 * Logs in and waits until the landing page is drawn: a `page.goto` right after the URL turned to /app/
 * can otherwise be overtaken by the login's own way to the landing page.
 */
export async function loginAndLand(page: Page, who: { email: string; password: string }) {
  await login(page, who);
  await expect(page).toHaveURL(/#\/app\//);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** The web app's client headers (spec section 7), for API calls a test makes itself. */
export const webClientHeaders = {
  [CLIENT_HEADERS.id]: WEB_CLIENT.id,
  [CLIENT_HEADERS.secret]: WEB_CLIENT.secret,
  [CLIENT_HEADERS.appVersion]: APP_VERSION,
  [CLIENT_HEADERS.apiVersion]: API_VERSION,
};

/** POST `path` with the credentials; the session token of the answer. */
async function apiToken(page: Page, path: string, who: { email: string; password: string }) {
  const response = await page.request.post(path, {
    headers: webClientHeaders,
    data: { email: who.email, password: who.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Opens `target` with `entries` in local storage, as the app's login would have left them
 * (apps/web/src/lib/storage.ts: keys with the prefix 'kundenportal.'). The document that loads `target`
 * writes them before its first script runs, once per tab (a later logout and reload stays logged out).
 * A page already showing the app leaves for about:blank first, so `target` loads afresh: writing them
 * into the old document instead lost them now and then (the next document, in Chromium, did not see a
 * write the one before had made just before it went; workspace/passkeys failed so, 1 run in 6).
 */
async function openWithStorage(page: Page, entries: Record<string, string>, target: string) {
  const once = `e2e.signedIn.${Math.random()}`;
  await page.addInitScript(
    ({ once, entries }) => {
      try {
        if (location.protocol === 'about:' || sessionStorage.getItem(once)) return;
        sessionStorage.setItem(once, '1');
        for (const [key, value] of Object.entries(entries))
          localStorage.setItem(`kundenportal.${key}`, value);
      } catch {
        // A document without storage: the next one of the origin gets them.
      }
    },
    { once, entries },
  );
  if (page.url().startsWith('http')) await page.goto('about:blank');
  await page.goto(target);
}

/**
 * Logs in through the API and opens the app with that session, as the login form would leave it (the
 * token, the saved login and the 'registered' flag), and waits until the landing page is drawn: for tests
 * whose subject is not the login form (those type into it: `login`).
 */
export async function signIn(page: Page, who: { email: string; password: string; firstName?: string }) {
  const token = await apiToken(page, '/api/login', who);
  const savedLogin = JSON.stringify({ email: who.email, first_name: who.firstName ?? '' });
  await openWithStorage(page, { token, savedLogin, registered: '1' }, '/#/');
  await expect(page).toHaveURL(/#\/app\//);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** The workspace's `signIn`: logs in through the API and waits for the customer list. */
export async function signInAdviser(page: Page, adviser: { email: string; password: string }) {
  const token = await apiToken(page, '/api/berater/login', adviser);
  await openWithStorage(page, { adviserToken: token }, '/#/berater/kunden');
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();
}

/** Logs in to the adviser workspace and waits for the customer list. */
export async function loginAdviser(page: Page, adviser: { email: string; password: string }) {
  await page.goto('/#/berater/login');
  await page.getByLabel('E-Mail-Adresse').fill(adviser.email);
  await page.getByLabel('Passwort').fill(adviser.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();
}

/** In the workspace's customer list: searches the customer's e-mail and opens that one household. */
export async function openCustomer(
  page: Page,
  customer: { email: string; firstName: string; lastName: string },
) {
  await page.getByLabel('Kunden suchen').fill(customer.email);
  await expect(page.getByText('1 Kunde', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `${customer.lastName}, ${customer.firstName}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Haushalt von ${customer.firstName} ${customer.lastName}` }),
  ).toBeVisible();
}

/**
 * The test's adviser turns on the switch `name` of Max's account (its label in the workspace), through the
 * API the workspace's switch calls: a precondition of the customer's side, not what the test is about (the
 * switch itself is clicked in bestandsuebertragung/full-cycle and workspace/customer-settings), so no
 * second browser loads the workspace for it.
 */
export async function switchOnForMax(browser: Browser, name: string) {
  const flag = Object.entries(workspaceTexts.flagLabels).find(([, label]) => label === name)?.[0];
  if (!flag) throw new Error(`no switch is labelled ${name}`);
  const context = await browser.newContext();
  try {
    const { request } = context;
    const login = await request.post('/api/berater/login', {
      headers: webClientHeaders,
      data: { email: who.adviser.email, password: who.adviser.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const headers = { ...webClientHeaders, authorization: `Bearer ${(await login.json()).token}` };
    const found = await request.get('/api/berater/kunden', { headers, params: { q: who.max.email } });
    expect(found.status(), await found.text()).toBe(200);
    const { kunden } = (await found.json()) as { kunden: { id: number }[] };
    expect(kunden).toHaveLength(1);
    const put = await request.put(`/api/berater/kunden/${kunden[0]?.id}/einstellungen`, {
      headers,
      data: { config: { [flag]: true } },
    });
    expect(put.status(), await put.text()).toBe(200);
    expect((await put.json()).settings.config[flag]).toBe(true);
  } finally {
    await context.close();
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page as it is now; any violation fails the test with its rule ids. axe is put into
 * the page once per document (hash routes keep it) and run there: @axe-core/playwright injected it on
 * every call and opened a second page to finish each run, about half a second a check (ADR 128). The app
 * has no frames, so one document is the whole page.
 */
export async function expectNoAxeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const summary = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(summary).toEqual([]);
}

/** The page is no wider than the viewport (375 px checks): nothing scrolls sideways. */
export async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
}

/**
 * Nothing in the page's main area reaches past the viewport's right edge: content cut off inside a card
 * (a page that clips its overflow) does not widen the document, so the check above would not see it.
 */
export async function expectNothingCutOff(page: Page) {
  const cut = await page.evaluate(() => {
    const right = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.right > right + 1;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}`);
  });
  expect(cut).toEqual([]);
}

/** Closes the open toasts (the login's), so they cover nothing in checks and screenshots. */
export async function closeToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Hinweis schließen' }).all())
    await close.click({ timeout: 1000 }).catch(() => {});
}

/** Opens the app's menu and follows its link `name` in the main navigation, as a customer does. */
export async function openFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name }).click();
}

/** Dark (text) pixels on the first canvas inside `viewer`: more than a few means pdf.js has drawn the page. */
export function canvasDarkPixels(viewer: Locator): Promise<number> {
  return viewer
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 100) dark++;
      return dark;
    });
}

/**
 * Every test fails when a page of it (its `page` or a context it opens) reported a Content Security
 * Policy violation (issue 27): markup that would run, an eval, a blocked load — none may happen.
 */
export const test = base.extend<{ cspViolations: CspViolation[]; ownAgency: boolean; customers: undefined }>({
  /**
   * `test.use({ ownAgency: true })`: the test's adviser and customers get a fresh agency like the demo's
   * (brand, legal texts, forms), for specs that change the agency or count what reaches it (inbox, chat).
   */
  ownAgency: [false, { option: true }],
  /** The test's own customers and adviser (`who`), made by the server as the test starts. */
  customers: [
    async ({ request, ownAgency }, use, testInfo) => {
      const created = await request.post('/api/test/customers', {
        data: testCustomersRequest(testKey(testInfo), ownAgency),
      });
      expect(created.status(), await created.text()).toBe(201);
      await use(undefined);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ browser }, use) => {
      const violations: CspViolation[] = [];
      await watchNewContexts(browser, violations, () => use(violations));
      expect(violations, 'Content Security Policy violations reported by the pages').toEqual([]);
    },
    // Its own time, not the test's: a fresh agency is made like the demo's (logo, forms, PDFs).
    { auto: true, timeout: 30_000 },
  ],
  context: async ({ context, cspViolations }, use) => {
    await watchCspViolations(context, cspViolations);
    await use(context);
  },
});
export { expect };

/** The smallest PDF the server's content check takes: for uploads in the e2e specs. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
