import {
  API_VERSION,
  APP_VERSION,
  CLIENT_HEADERS,
  WEB_CLIENT,
} from '@kundenportal/domain/api/client-headers';
import type { Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signInAdviser,
  test,
  who,
} from '../fixtures';

/**
 * Issue 14: an adviser adds a passkey on "Mein Zugang" with Chromium's virtual authenticator (a platform
 * authenticator with user verification, as Touch-ID), logs out and logs into the workspace with it; the
 * customer app's passkey login does not take it. Removed, it logs in no more. At 375 px, axe clean.
 */
test.use({ viewport: { width: 375, height: 812 } });

async function addPlatformAuthenticator(page: Page) {
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
}

test('an adviser adds a passkey and logs into the workspace with it', async ({ page }) => {
  await page.goto('/#/berater/login');
  await addPlatformAuthenticator(page);
  await signInAdviser(page, who.adviser);
  await closeToasts(page);
  await page.getByRole('link', { name: 'Mein Zugang' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Zugang' })).toBeVisible();
  await expect(page.getByText('Sie haben noch keinen Passkey.')).toBeVisible();
  await page.getByRole('button', { name: 'Passkey für dieses Gerät hinzufügen' }).click();
  await expect(page.getByText('Der Passkey ist gespeichert. Sie können sich damit anmelden.')).toBeVisible();
  await expect(page.getByText(/^angelegt am \d\d\.\d\d\.\d{4} · noch nicht benutzt$/)).toBeVisible();
  await closeToasts(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  // The customer app's passkey login refuses it.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  const clientHeaders = {
    [CLIENT_HEADERS.id]: WEB_CLIENT.id,
    [CLIENT_HEADERS.secret]: WEB_CLIENT.secret,
    [CLIENT_HEADERS.appVersion]: APP_VERSION,
    [CLIENT_HEADERS.apiVersion]: API_VERSION,
    'content-type': 'application/json',
  };
  const customerSide = await page.evaluate(async (headers) => {
    const options = await (
      await fetch('/api/passkeys/login/options', { method: 'POST', headers, body: '{}' })
    ).json();
    const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(options.options);
    const credential = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential;
    const response = await fetch('/api/passkeys/login/verify', {
      method: 'POST',
      headers,
      body: JSON.stringify({ challengeId: options.challengeId, response: credential.toJSON() }),
    });
    return response.status;
  }, clientHeaders);
  expect(customerSide).toBe(401);

  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();
  await closeToasts(page);
  await page.getByRole('link', { name: 'Mein Zugang' }).click();
  await expect(page.getByText(/zuletzt benutzt am \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Passkey 1 entfernen' }).click();
  await expect(page.getByText('Sie haben noch keinen Passkey.')).toBeVisible();
});
