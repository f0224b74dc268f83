import type { APIRequestContext, Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openCustomer,
  reviewShot,
  signIn,
  signInAdviser,
  test,
  webClientHeaders,
  who,
} from '../fixtures';

/**
 * Who looks after a contract, set by the agency (issue 29, ADR 186) on a phone, in Chromium against the
 * real server: Max's HUK-COBURG contract, whose Betreuung nobody has entered ('unbekannt'), is on his
 * Bestandsübertragung page under the intro that says so; the adviser marks it as the agency's own on the
 * household page (a labelled select and its save button), the change log says so in German, and Max's page
 * no longer offers the contract for a transfer. Axe and no sideways scrolling on every screen.
 */
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 120_000 });

const HUK = { title: 'VW Golf B-MM 1984', label: 'Betreuung von HUK-COBURG KFZ-4711-2023' };
const PAGE = '/#/app/bestandsuebertragung';

/** The adviser switches Max's Bestandsübertragung on through the API (the switch is customer-settings' spec). */
async function switchOnTransfers(request: APIRequestContext) {
  const login = await request.post('/api/berater/login', {
    headers: webClientHeaders,
    data: { email: who.adviser.email, password: who.adviser.password },
  });
  expect(login.status()).toBe(200);
  const headers = { ...webClientHeaders, authorization: `Bearer ${(await login.json()).token}` };
  const found = await request.get(`/api/berater/kunden?q=${encodeURIComponent(who.max.email)}`, { headers });
  const { kunden } = (await found.json()) as { kunden: { id: number }[] };
  const saved = await request.put(`/api/berater/kunden/${kunden[0]?.id}/einstellungen`, {
    headers,
    data: { config: { bestandsuebertragung: true } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function checkScreen(page: Page) {
  await closeToasts(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

test("the adviser marks a contract as the agency's own; Max's page no longer offers it for a transfer", async ({
  page,
  browser,
  request,
}) => {
  await switchOnTransfers(request);
  await signIn(page, who.max);
  await page.goto(PAGE);
  const foreign = page.getByRole('region', { name: 'Verträge bei anderen Betreuern' });
  await expect(
    foreign.getByText(
      'Diese Verträge Deines Haushalts betreut bisher nicht Dein Berater, oder es ist noch offen, wer sie betreut.',
    ),
  ).toBeVisible();
  const golf = foreign.getByRole('listitem').filter({ hasText: HUK.title });
  await expect(golf).toContainText('Weiß ich nicht');
  await checkScreen(page);

  const adviserContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const adviser = await adviserContext.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await openCustomer(adviser, who.max);
  const betreuung = adviser.getByRole('combobox', { name: HUK.label });
  await expect(betreuung).toHaveValue('unbekannt');
  const save = adviser.getByRole('button', { name: `Speichern: ${HUK.label}` });
  await expect(save).toBeDisabled();
  await betreuung.scrollIntoViewIfNeeded();
  await checkScreen(adviser);
  // To look at the contracts' selects at 375 px in the test's output folder.
  await reviewShot(adviser.getByRole('region', { name: 'Verträge' }), 'contracts-375');

  await betreuung.selectOption({ label: 'Ihre Agentur' });
  await save.click();
  await expect(
    adviser.getByText('Die Betreuung von HUK-COBURG KFZ-4711-2023 wurde gespeichert.'),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  const audit = adviser.getByRole('region', { name: 'Änderungsprotokoll' });
  await expect(audit.getByText('Vertrag: HUK-COBURG KFZ-4711-2023')).toBeVisible();
  await expect(audit.getByText('Betreuung: unbekannt → Ihre Agentur')).toBeVisible();
  await expect(audit.getByText(/· Thomas Berger · Betreuung eines Vertrags geändert$/)).toBeVisible();
  await checkScreen(adviser);

  // After a reload the select shows what is stored.
  await adviser.reload();
  await expect(adviser.getByRole('combobox', { name: HUK.label })).toHaveValue('makler');
  await adviserContext.close();

  await page.reload();
  await expect(foreign).toBeVisible();
  await expect(foreign.getByRole('listitem').filter({ hasText: 'Hund Bello' })).toBeVisible();
  await expect(foreign.getByRole('listitem').filter({ hasText: HUK.title })).toHaveCount(0);
  await checkScreen(page);
});
