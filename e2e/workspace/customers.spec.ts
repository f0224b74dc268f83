import { demoSecondAgencyCustomer } from '../../apps/server/src/demo/advisers';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  login,
  loginAdviser,
  test,
  who,
} from '../fixtures';

/**
 * The adviser workspace (issue 14): its own login, the agency's customers (never another agency's), one
 * household read-only; a customer's session never opens it. Desktop and 375 px.
 */
for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '375 px', width: 375, height: 800 },
]) {
  test(`an adviser finds a customer of the agency and reads the household (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/#/berater/kunden');
    // No adviser session: the workspace's own login.
    await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung für Berater' })).toBeVisible();
    await expectNoAxeViolations(page);
    await loginAdviser(page, who.adviser);
    await closeToasts(page);
    await expect(page).toHaveTitle('Kunden – Kundenportal – Beraterbereich');

    const search = page.getByLabel('Kunden suchen');
    // The second agency's customer is not among this agency's.
    await search.fill(demoSecondAgencyCustomer.lastName);
    await expect(page.getByText('Es wurden keine Kunden gefunden.')).toBeVisible();
    await expect(page).toHaveURL(/q=Hoffmann/);

    await search.fill(who.max.email);
    const max = page.getByRole('link', { name: 'Mustermann, Max' });
    await expect(max).toBeVisible();
    await expect(page.getByText('1 Kunde', { exact: true })).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: max });
    await expect(row.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    await max.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Haushalt von Max Mustermann' })).toBeVisible();
    // In the persons' section: the Bedarfscheck and Vorsorgestatus below name her too.
    await expect(
      page.getByRole('region', { name: 'Personen' }).getByText('Maria Mustermann', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/geboren 17\.05\.1984/)).toBeVisible();
    await expect(page.getByText('Familienhaftpflicht', { exact: true })).toBeVisible();
    await expect(page.getByText('Maklervollmacht.pdf', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    // Back in the list the search is kept (it lives in the address).
    await page.getByRole('link', { name: 'Zurück zur Kundenliste' }).click();
    await expect(page.getByLabel('Kunden suchen')).toHaveValue('');
    await page.goBack();
    await page.goBack();
    await expect(page.getByLabel('Kunden suchen')).toHaveValue(who.max.email);

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung für Berater' })).toBeVisible();
  });
}

test("a customer's session does not open the workspace, and the adviser's login refuses a customer", async ({
  page,
}) => {
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\//);
  await page.goto('/#/berater/kunden');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung für Berater' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(who.max.email);
  await page.getByLabel('Passwort').fill(who.max.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Die Zugangsdaten sind falsch.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung für Berater' })).toBeVisible();
  // The customer's own session is still there.
  await page.goto('/#/app/berater/info');
  await expect(page).toHaveURL(/#\/app\/berater\/info/);
});
