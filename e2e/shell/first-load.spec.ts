import { referralTexts } from '@kundenportal/domain/texts/referrals';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, test, who } from '../fixtures';

/**
 * The first load of docs/decisions/011-…: the login page (or, logged in, the landing page's frame,
 * heading and intro) paints from index.html before the app's JavaScript has arrived, the app takes
 * over without a shift, and a logged-in load asks for the profile once, early, with the token in the
 * header.
 */

/** Messages of blocked content (CSP) the page logs. */
function cspViolations(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/** Holds back the app's JavaScript until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Layout shifts of the page so far (CLS sum of shifts without input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );

test.describe('first load', () => {
  // What the network sends: a service worker answering from its cache would bypass `holdScripts` (Playwright
  // does not see requests a worker answers), and the app would take over before the shell could be checked.
  test.use({ serviceWorkers: 'block' });

  test('the login page shows before the JavaScript has loaded; what is typed and sent there carries over', async ({
    page,
  }) => {
    const violations = cspViolations(page);
    const release = await holdScripts(page);
    await page.goto('/#/intro/login', { waitUntil: 'commit' });

    const root = page.locator('#root');
    await expect(root).toHaveAttribute('data-prerendered', 'login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiTexts.loginHeading);
    await expect(page.getByText(uiTexts.loginIntro)).toBeVisible();
    // The visitor starts at once: types and sends before the app is there.
    await page.getByLabel('E-Mail').fill(who.max.email);
    await page.getByLabel('Passwort', { exact: true }).fill(who.max.password);
    await page.getByLabel('Passwort', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/#\/intro\/login$/); // no form submission to the server, no password in a URL
    await expect(root).toHaveAttribute('data-prerendered', 'login');

    release();
    await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
    await expect(page.getByText('Du hast Dich erfolgreich eingeloggt!')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the app takes over the prerendered login page without a shift, axe-clean', async ({ page }) => {
    const violations = cspViolations(page);
    const release = await holdScripts(page);
    await page.goto('/#/intro/login', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'login');
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('heading', { level: 1, name: uiTexts.loginHeading })).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
    expect(violations).toEqual([]);
    await expectNoAxeViolations(page);
  });

  const landings = [
    {
      who: 'max' as const,
      landing: /#\/app\/berater\/weiterempfehlung$/,
      heading: referralTexts.heading,
      intro: referralTexts.intro,
      loaded: referralTexts.referralsEmpty,
    },
    {
      who: 'erika' as const,
      landing: /#\/app\/berater\/info$/,
      heading: uiTexts.adviserHeading,
      intro: uiTexts.adviserIntro,
      loaded: 'thomas.berger@berger-makler.example',
    },
  ];
  for (const { who: customer, landing, heading, intro, loaded } of landings) {
    test(`a logged-in load (${customer}) shows the landing page's shell and asks for the profile once, before the JavaScript has arrived, with the token in the header`, async ({
      page,
    }) => {
      const violations = cspViolations(page);
      await login(page, who[customer]);
      await expect(page).toHaveURL(landing);

      const profileRequests: { url: string; authorization: string | undefined }[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/users/me')) {
          profileRequests.push({ url: request.url(), authorization: request.headers().authorization });
        }
      });
      const release = await holdScripts(page);
      // The installed app starts at '/': the shell of the page this user landed on last.
      await page.goto('about:blank');
      await page.goto('/#/', { waitUntil: 'commit' });
      // The boot script in index.html asks while the app's scripts are still held back.
      await expect.poll(() => profileRequests.length).toBe(1);
      // No login page on the way for a logged-in user: the app shell (frame, heading, intro) instead.
      const root = page.locator('#root');
      await expect(root).toHaveAttribute('data-prerendered', 'app');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(intro)).toBeVisible();
      await expectNoAxeViolations(page);
      release();

      await expect(root).not.toHaveAttribute('data-prerendered');
      await expect(page).toHaveURL(landing);
      await expect(page.getByText(loaded).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await layoutShift(page)).toBe(0);
      await page.waitForTimeout(500);
      // The app used that answer instead of asking again.
      expect(profileRequests).toHaveLength(1);
      expect(profileRequests[0]?.url).toMatch(/\/api\/users\/me$/);
      expect(profileRequests[0]?.authorization).toMatch(/^Bearer \S+$/);
      expect(violations).toEqual([]);
    });
  }
});
