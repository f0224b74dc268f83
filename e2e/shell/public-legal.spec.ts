import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, signIn, test, who } from '../fixtures';

/**
 * Issue 27, item 12: the imprint is reachable from every page, logged in or not (§ 5 DDG), the privacy
 * text before any data is entered: #/intro/impressum and #/intro/datenschutz, linked under every intro
 * page; with an adviser's sign-up code the agency's imprint (what a broker must state, § 15 VersVermV)
 * and texts, else the operator's. At 375 px, axe clean.
 */
test.use({ viewport: { width: 375, height: 812 } });

const legalLinks = (page: Page) => page.getByRole('navigation', { name: 'Rechtliches' });

async function expectFitsAndAxeClean(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

test("without an adviser: the operator's imprint and the default privacy text, linked from the login and the workspace", async ({
  page,
}) => {
  await page.goto('/#/intro/login');
  await legalLinks(page).getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/#\/intro\/impressum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByText('Kundenportal Betriebsgesellschaft mbH')).toBeVisible();
  await expect(page).toHaveTitle('Impressum – Kundenportal');
  await expectFitsAndAxeClean(page);

  await legalLinks(page).getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page).toHaveURL(/#\/intro\/datenschutz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await expectFitsAndAxeClean(page);

  // The workspace's pages link it too.
  await page.goto('/#/berater/login');
  await expectFitsAndAxeClean(page);
  await legalLinks(page).getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/#\/intro\/impressum$/);
  await expect(page.getByText('Kundenportal Betriebsgesellschaft mbH')).toBeVisible();
});

test("through the adviser's sign-up link: the agency's imprint with register, IHK and dispute bodies, and its privacy text", async ({
  page,
}) => {
  await page.goto('/#/intro/registrierung?berater=berger');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrierung' })).toBeVisible();
  await legalLinks(page).getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/#\/intro\/impressum$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Berger Versicherungsmakler GmbH')).toBeVisible();
  await expect(main.getByText('Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO')).toBeVisible();
  await expect(main.getByText('IHK für München und Oberbayern')).toBeVisible();
  await expect(main.getByText('D-4K2M-XE7QT-21')).toBeVisible();
  await expect(main.getByRole('link', { name: 'www.vermittlerregister.info' })).toHaveAttribute(
    'href',
    'https://www.vermittlerregister.info',
  );
  await expect(main.getByText('Versicherungsombudsmann e.V.')).toBeVisible();
  await expect(main.getByText('Ombudsmann Private Kranken- und Pflegeversicherung')).toBeVisible();
  await expectFitsAndAxeClean(page);

  // The demo agency's own privacy text (markdown), before any data is entered.
  await legalLinks(page).getByRole('link', { name: 'Datenschutz' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Datenschutzhinweise der Berger Versicherungsmakler GmbH' }),
  ).toBeVisible();
  await expectFitsAndAxeClean(page);
});

test('logged in, the public imprint stays open and the app imprint names what a broker must state', async ({
  page,
}) => {
  await signIn(page, who.max);
  await page.goto('/#/intro/impressum?berater=berger');
  await expect(page).toHaveURL(/#\/intro\/impressum/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByText('IHK für München und Oberbayern')).toBeVisible();

  await page.goto('/#/app/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByText('Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO')).toBeVisible();
  await expect(page.getByText('Ombudsmann Private Kranken- und Pflegeversicherung')).toBeVisible();
  await expectFitsAndAxeClean(page);
});
