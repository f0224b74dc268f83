import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  login,
  openFromMenu,
  signIn,
  test,
  webClientHeaders,
  who,
} from '../fixtures';

/**
 * Konto löschen (issue 32, ADR 239) at 375 px: a fresh customer asks for the erasure with the password,
 * sees the day, sees it on another page too, and takes it back.
 */
test.use({ viewport: { width: 375, height: 812 } });

test('Max asks for his account’s erasure, sees the day and takes it back', async ({ page }) => {
  await signIn(page, who.max);
  await closeToasts(page);
  await openFromMenu(page, 'Konto löschen');
  await expect(page).toHaveURL(/#\/app\/MeinKonto\/loeschen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Konto löschen' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/Passwort/).fill('Falsch!2026x');
  await dialog.getByRole('button', { name: 'Löschung beantragen' }).click();
  await expect(dialog.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();
  await dialog.getByLabel(/Passwort/).fill(who.max.password);
  await dialog.getByRole('button', { name: 'Löschung beantragen' }).click();

  const pending = page.getByText(/^Dein Konto wird am \d{2}\.\d{2}\.\d{4} gelöscht\.$/);
  await expect(pending).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  // Another page of the app shows it too, with the way back to take it back.
  await openFromMenu(page, 'Meine Daten');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
  await expect(page.getByText(/^Die Löschung Deines Kontos ist beantragt/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Löschung ansehen oder zurücknehmen' }).click();

  await page.getByRole('button', { name: 'Löschung zurücknehmen' }).click();
  await expect(
    page.getByText('Die Löschung wurde zurückgenommen. Dein Konto bleibt bestehen.'),
  ).toBeVisible();
  await expect(pending).toHaveCount(0);
});

test('before asking, Max reads which signed forms a retention duty keeps and until when', async ({
  page,
}) => {
  const login = await page.request.post('/api/login', {
    headers: webClientHeaders,
    data: { email: who.max.email, password: who.max.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const signed = await page.request.post('/api/forms/maklervollmacht', {
    headers: { ...webClientHeaders, authorization: `Bearer ${(await login.json()).token}` },
    data: {
      values: {
        firstname: who.max.firstName,
        lastname: who.max.lastName,
        geburtsdatum: '1984-05-17',
        address: 'Musterstraße',
        addressnumber: '1',
        streetcode: '10115',
        city: 'Berlin',
        unterschriftsort: 'Berlin',
      },
      signature: { typed: `${who.max.firstName} ${who.max.lastName}` },
      preview: false,
    },
  });
  expect(signed.status(), await signed.text()).toBe(201);
  // A mandate is kept 10 years from the end of the year it was signed in (ADR 245).
  const year = Number(new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' }).slice(0, 4));

  await signIn(page, who.max);
  await closeToasts(page);
  await openFromMenu(page, 'Konto löschen');
  const kept = page.getByRole('list', { name: 'Diese Unterlagen müssen wir aufbewahren:' });
  await expect(kept.getByRole('listitem')).toHaveText([
    `Maklervollmacht bis 31.12.${year + 10}Vollmacht, 10 Jahre (§ 257 HGB, § 147 AO)`,
  ]);
  await expect(page.getByText(/^Sie werden gesperrt: Niemand kann sie im Portal mehr sehen/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
});

test('Max confirms the erasure with his passkey (Touch-ID) instead of the password', async ({ page }) => {
  // Chromium's virtual platform authenticator with user verification, as Touch-ID / Face-ID on a phone.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await login(page, who.max);
  const prompt = page.getByRole('dialog', { name: 'Biometrische Anmeldung' });
  await prompt.getByRole('button', { name: 'Aktivieren' }).click();
  await expect(prompt).toBeHidden();
  await closeToasts(page);

  await openFromMenu(page, 'Konto löschen');
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
  await expect(dialog.getByText('Oder bestätige mit Touch-ID / Face-ID:')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Mit Passkey bestätigen' }).click();
  await expect(page.getByText(/^Dein Konto wird am \d{2}\.\d{2}\.\d{4} gelöscht\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectNoHorizontalOverflow(page);
});
