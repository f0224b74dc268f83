import type { Locator, Page, Route } from '@playwright/test';
import { closeToasts, expect, expectNoAxeViolations, signIn, test, who } from '../fixtures';

// Issue 27, items 16, 17 and 19: nothing of the shell lies over something else at 375 px.
test.use({ viewport: { width: 375, height: 812 } });

/** Whether the element is what a tap at its centre reaches (nothing lies over it). */
function reachableAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Holds the matching requests until `release` is called, so the page's waiting state can be looked at. */
async function holdRequests(page: Page, url: string | RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => {};
  const held = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(url, async (route: Route) => {
    arrived();
    await released;
    await route.continue();
  });
  return { held, release };
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('offline, the open menu ends above the offline notice: Logout stays visible and reachable', async ({
  page,
  context,
}) => {
  await signIn(page, who.max);
  await closeToasts(page);
  const menuButton = page.getByRole('button', { name: 'Menü' });
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const logout = nav.getByRole('link', { name: 'Logout' });
  const notice = page.getByTestId('offline-notice');

  // The menu open first, then the connection goes.
  await menuButton.click();
  await context.setOffline(true);
  await expect(notice).toContainText('Du bist offline');
  await logout.scrollIntoViewIfNeeded();
  await expect(logout).toBeInViewport({ ratio: 1 });
  expect(await reachableAtCentre(logout)).toBe(true);
  const noticeBox = await notice.boundingBox();
  const navBox = await nav.boundingBox();
  expect(noticeBox && navBox && navBox.y + navBox.height <= noticeBox.y + 0.5).toBe(true);

  // Offline first, then the menu.
  // Each step seen before the next: a click the page takes before it has drawn the closed menu closes it again.
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await logout.scrollIntoViewIfNeeded();
  expect(await reachableAtCentre(logout)).toBe(true);
  await logout.click({ trial: true });
  await context.setOffline(false);
});

test("without the adviser's logo the default logo's name is shown whole at 375 px", async ({ page }) => {
  // Max's adviser as one without a logo.
  await page.route('**/api/users/me', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body.user?.agent) body.user.agent.logo = null;
    await route.fulfill({ response, json: body });
  });
  await signIn(page, who.max);
  await closeToasts(page);
  const banner = page.getByRole('banner');
  const name = banner.getByText('Kundenportal', { exact: true });
  await expect(name).toBeVisible();
  const cut = await name.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const link = element.closest('a')?.getBoundingClientRect();
    // The avatar and the menu button, right of the logo.
    const actions = document
      .querySelector('header button[aria-controls]')
      ?.parentElement?.getBoundingClientRect();
    return {
      textPastBox: text.right > box.right + 0.5,
      pastLink: link ? box.right > link.right + 0.5 : true,
      intoActions: actions ? box.right > actions.left : true,
      pastViewport: box.right > document.documentElement.clientWidth,
    };
  });
  expect(cut).toEqual({ textPastBox: false, pastLink: false, intoActions: false, pastViewport: false });
  expect(await reachableAtCentre(name)).toBe(true);
});

test('while a password change saves, the loader covers no text and axe finds nothing outside landmarks', async ({
  page,
}) => {
  await signIn(page, who.max);
  await closeToasts(page);
  await page.goto('/#/app/MeinKonto/passwort');
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
  const greeting = page
    .getByRole('banner')
    .getByText(/^(Guten Morgen|Guten Tag|Guten Abend|Happy Birthday), /);
  await expect(greeting).toBeVisible();

  const saving = await holdRequests(page, '**/api/password/change');
  await page.getByLabel('Aktuelles Passwort').fill('Falsch!2026x');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Anders!2026xyz');
  await page.getByLabel('Neues Passwort wiederholen').fill('Anders!2026xyz');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await saving.held;
  const loader = page.getByTestId('global-loader');
  await expect(loader).toBeVisible();
  await expect(loader).toHaveCSS('opacity', '1');
  const loaderBox = await loader.boundingBox();
  for (const text of [greeting, page.getByRole('heading', { level: 1, name: 'Passwort ändern' })]) {
    const box = await text.boundingBox();
    expect(loaderBox && box && overlaps(loaderBox, box)).toBe(false);
  }
  await expectNoAxeViolations(page);
  saving.release();
  await expect(loader).toBeHidden();
});

test('on the e-mail page a running request leaves no text outside the landmarks (axe region)', async ({
  page,
}) => {
  await signIn(page, who.max);
  await closeToasts(page);
  await page.goto('/#/app/MeinKonto/email');
  await expect(page.getByRole('heading', { level: 1, name: 'E-Mail ändern' })).toBeVisible();
  const sending = await holdRequests(page, '**/api/email/change');
  await page.getByLabel('Neue E-Mail-Adresse').fill('max.region@example.com');
  await page.getByLabel('Aktuelles Passwort').fill('Falsch!2026x');
  await page.getByRole('button', { name: 'E-Mail ändern' }).click();
  await sending.held;
  await expect(page.getByTestId('global-loader')).toBeVisible();
  await expectNoAxeViolations(page);
  sending.release();
  await expect(page.getByTestId('global-loader')).toBeHidden();
});
