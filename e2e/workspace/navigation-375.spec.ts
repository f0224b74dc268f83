import { expect, expectNoAxeViolations, signInAdviser, test, who } from '../fixtures';

/**
 * Issue 27, item 27: at 375 px the workspace's header and navigation took about 350 px of the screen.
 * The navigation is one row that scrolls sideways; every entry stays reachable, and the header with it
 * takes at most a quarter of an 812 px screen.
 */
test('the workspace navigation is compact at 375 px and every entry is reachable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAdviser(page, who.adviser);
  const nav = page.getByRole('navigation', { name: 'Beraterbereich' });
  const main = page.getByRole('main');
  const top = await main.boundingBox();
  expect(top?.y ?? 999).toBeLessThanOrEqual(812 / 4);
  const navBox = await nav.boundingBox();
  expect(navBox?.height ?? 999).toBeLessThanOrEqual(56);

  const agency = nav.getByRole('link', { name: 'Agentur' });
  await agency.scrollIntoViewIfNeeded();
  await agency.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agentur' })).toBeVisible();
  await expect(agency).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});
