import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  reviewShot,
  signIn,
  test,
  who,
} from '../fixtures';

/**
 * "Diagnose" (issue 34, ADR 312), the spec's developer screen, at 375 px on the e2e server (DEV_TOOLS=true,
 * scripts/e2e-server.ts): every dependency of that server (PGlite, files and outbox folders, VAPID) with its
 * state and latency, the build, and the hasMakler switch of the test's own Max — off sends him to the invite
 * page the spec's guard names, on brings his adviser back.
 */
test.use({ viewport: { width: 375, height: 812 } });

test('shows the dependencies and the build, and toggles hasMakler for the logged-in customer', async ({
  page,
}) => {
  await signIn(page, who.max);
  await closeToasts(page);
  await page.goto('/#/app/entwickler');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnose' })).toBeVisible();

  const cards = page.getByRole('listitem');
  await expect(cards).toHaveCount(5);
  const primary = page.getByRole('listitem', { name: /Datenbank \(Primary\)/ });
  await expect(primary).toContainText('Erreichbar');
  await expect(primary).toContainText('PGlite');
  await expect(primary).toContainText(/\d+(,\d)? ms/);
  await expect(page.getByRole('listitem', { name: /Datenbank \(Standby\)/ })).toContainText(
    'Nicht eingerichtet',
  );
  await expect(page.getByRole('listitem', { name: /Dateiablage/ })).toContainText('Erreichbar');
  await expect(page.getByRole('listitem', { name: /E-Mail-Versand/ })).toContainText(
    'Ordner DATA_DIR/outbox',
  );
  await expect(page.getByRole('listitem', { name: /Push/ })).toContainText('VAPID-Schlüssel vorhanden');
  const build = page.getByRole('region', { name: 'Version und Laufzeit' });
  await expect(build).toContainText('1.0.0');
  // The e2e server runs the production bundle: its commit and build time are baked in.
  await expect(build).toContainText(/[0-9a-f]{12}/);
  await expect(build).toContainText(/\d\d\.\d\d\.\d{4}/);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'diagnose-375', { fullPage: true });

  const toggle = page.getByRole('switch', { name: /hasMakler/ });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Die Verbindung zum Berater ist ausgeschaltet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Without an adviser, an adviser route leads to the invite page (spec section 4).
  await page.goto('/#/app/berater/info');
  await expect(page).toHaveURL(/#\/app\/berater\/einladen/);

  await page.goto('/#/app/entwickler');
  await page.getByRole('switch', { name: /hasMakler/ }).click();
  await expect(page.getByRole('switch', { name: /hasMakler/ })).toHaveAttribute('aria-checked', 'true');
  await page.goto('/#/app/berater/info');
  await expect(page).toHaveURL(/#\/app\/berater\/info/);
});
