import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openCustomer,
  signIn,
  signInAdviser,
  test,
  webClientHeaders,
  who,
} from '../fixtures';

/**
 * Contracts the adviser provides (issue 31) on a phone, in Chromium against the real server: the adviser
 * provides one in the workspace, Max finds it in 'Meine Freigaben' marked new, opens it and finds the
 * adviser's fields read-only; the adviser's link to it opens it after Max's login. Axe and no sideways
 * scrolling on every screen.
 */
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 120_000 });

test('the adviser provides a contract; Max finds it new in Meine Freigaben, its facts read-only', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const adviser = await context.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await openCustomer(adviser, who.max);
  const card = adviser.getByRole('region', { name: 'Vertragsfreigaben' });
  await card.getByRole('button', { name: 'Vertrag bereitstellen' }).click();
  await card.getByLabel('Sparte').selectOption('rechtsschutz');
  await card.getByLabel('Gesellschaft').fill('ARAG');
  await card.getByLabel('Vertragsnummer').fill('RS-E2E-1');
  await card.getByLabel('Beitrag').fill('28,90');
  await card.getByRole('button', { name: 'Speichern' }).click();
  await expect(card.getByText('ARAG RS-E2E-1', { exact: true })).toBeVisible();
  await closeToasts(adviser);
  await expectNoHorizontalOverflow(adviser);
  await expectNoAxeViolations(adviser);
  await context.close();

  await signIn(page, who.max);
  await page.goto('/#/app/meinefreigaben');
  const entry = page.getByRole('listitem').filter({ hasText: 'RS-E2E-1' });
  await expect(entry.getByText('Neu', { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await entry.getByRole('link', { name: 'Vertrag ansehen' }).click();
  await expect(page.getByText('vom Berater bereitgestellt')).toBeVisible();
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page.getByRole('textbox', { name: 'Beitrag' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Bezeichnung' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // Seen now: the next visit marks nothing new.
  await page.goto('/#/app/meinefreigaben');
  await expect(page.getByRole('listitem').filter({ hasText: 'RS-E2E-1' })).toBeVisible();
  await expect(page.getByText('Neu', { exact: true })).toHaveCount(0);
});

test("the adviser's link opens the contract after Max's login", async ({ page, request }) => {
  const token = (await (
    await request.post('/api/berater/login', {
      headers: webClientHeaders,
      data: { email: who.adviser.email, password: who.adviser.password },
    })
  ).json()) as { token: string };
  const headers = { ...webClientHeaders, authorization: `Bearer ${token.token}` };
  const found = await request.get(`/api/berater/kunden?q=${encodeURIComponent(who.max.email)}`, { headers });
  const customerId = ((await found.json()) as { kunden: { id: number }[] }).kunden[0]?.id;
  const household = (await (await request.get(`/api/berater/kunden/${customerId}`, { headers })).json()) as {
    persons: { id: number }[];
  };
  const created = await request.post(`/api/berater/kunden/${customerId}/vertraege`, {
    headers,
    data: {
      person_id: household.persons[0]?.id,
      sparte: 'hausrat',
      gesellschaft: 'ERGO',
      nummer: 'HR-LINK-7',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contractId = ((await created.json()) as { contract: { id: number } }).contract.id;
  const link = await request.post(`/api/berater/kunden/${customerId}/vertraege/${contractId}/link`, {
    headers,
  });
  expect(link.status()).toBe(201);
  const { url } = (await link.json()) as { url: string };

  await page.goto(`/${url.slice(url.indexOf('#'))}`);
  await expect(page).toHaveURL(/#\/intro\/login\?originalRoute=/);
  // The login form of that address (the fixture's login opens the bare login page).
  await page.getByLabel('E-Mail').fill(who.max.email);
  await page.getByLabel('Passwort', { exact: true }).fill(who.max.password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL(new RegExp(`#/app/vertraege/view/${contractId}$`));
  await expect(page.getByText('vom Berater bereitgestellt')).toBeVisible();
  await expectNoAxeViolations(page);
});
