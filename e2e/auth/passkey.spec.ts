import {
  API_VERSION,
  APP_VERSION,
  CLIENT_HEADERS,
  WEB_CLIENT,
} from '@kundenportal/domain/api/client-headers';
import type { CDPSession, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, test, who } from '../fixtures';

/**
 * Biometric login as passkeys (spec section 2) with Chromium's virtual authenticator: a platform
 * authenticator ('internal') with user verification, as Touch-ID / Face-ID on a phone.
 */
async function addPlatformAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function storedCredentials(cdp: CDPSession, authenticatorId: string) {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  return credentials;
}

async function logOut(page: Page) {
  await page.goto('/#/app/logout');
  await expect(page).toHaveURL(/#\/intro\/login$/);
}

/** Logs in with the page's authenticator directly against the API (no UI) and returns the HTTP status. */
function passkeyLoginStatus(page: Page): Promise<number> {
  const headers = {
    [CLIENT_HEADERS.id]: WEB_CLIENT.id,
    [CLIENT_HEADERS.secret]: WEB_CLIENT.secret,
    [CLIENT_HEADERS.appVersion]: APP_VERSION,
    [CLIENT_HEADERS.apiVersion]: API_VERSION,
    'content-type': 'application/json',
  };
  return page.evaluate(async (headers) => {
    const { challengeId, options } = await (
      await fetch('/api/passkeys/login/options', { method: 'POST', headers, body: '{}' })
    ).json();
    const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(options);
    const credential = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential;
    const response = await fetch('/api/passkeys/login/verify', {
      method: 'POST',
      headers,
      body: JSON.stringify({ challengeId, response: credential.toJSON() }),
    });
    return response.status;
  }, headers);
}

const QUESTION = 'Möchtest Du Dich künftig mit Touch-ID / Face-ID (Passkey) anmelden?';
const SWITCH = 'Biometrische Anmeldung (Touch-ID)';

test.describe('passkeys', () => {
  test('accepting the first-login prompt enables passkey login; turning it off removes it', async ({
    page,
  }) => {
    const { cdp, authenticatorId } = await addPlatformAuthenticator(page);

    await login(page, who.erika);
    await expect(page).toHaveURL(/#\/app\//);
    const prompt = page.getByRole('dialog', { name: 'Biometrische Anmeldung' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(QUESTION);
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: 'Aktivieren' }).click();
    await expect(page.getByText('Zugangsdaten gespeichert')).toBeVisible();
    await expect(prompt).toBeHidden();
    const credentials = await storedCredentials(cdp, authenticatorId);
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    expect(credentials[0]?.rpId).toBe('localhost');

    await logOut(page);
    await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
    await expect(page.getByText('Du hast Dich erfolgreich eingeloggt!')).toBeVisible();
    await expect(page).toHaveURL(/#\/app\/berater\/info$/);
    await expect(page.getByText(/(Guten Morgen|Guten Tag|Guten Abend|Happy Birthday), Erika/)).toBeVisible();
    // Asked once: a later login does not ask again.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/#/app/MeinKonto/passwort');
    const toggle = page.getByRole('switch', { name: SWITCH });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(page);
    const [saved] = await storedCredentials(cdp, authenticatorId);
    await toggle.click();
    await expect(page.getByText('Die biometrische Anmeldung wurde deaktiviert.')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    // The device dropped it too (WebAuthn signal API)…
    expect(await storedCredentials(cdp, authenticatorId)).toHaveLength(0);
    // …and the server forgot it: put the old key back on the device, its signed answer is refused.
    if (saved) await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: saved });
    expect(await passkeyLoginStatus(page)).toBe(401);
    await logOut(page);
    // …and the device forgot it: the login page no longer offers it.
    await expect(page.getByRole('button', { name: 'Einloggen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mit Passkey anmelden' })).toHaveCount(0);
  });

  test('enabling in the password area asks to log out now, and the passkey then logs in', async ({
    page,
  }) => {
    const { cdp, authenticatorId } = await addPlatformAuthenticator(page);

    await login(page, who.max);
    const prompt = page.getByRole('dialog', { name: 'Biometrische Anmeldung' });
    await prompt.getByRole('button', { name: 'Nicht jetzt' }).click();
    await expect(prompt).toBeHidden();
    expect(await storedCredentials(cdp, authenticatorId)).toHaveLength(0);

    await page.goto('/#/app/MeinKonto/passwort');
    const toggle = page.getByRole('switch', { name: SWITCH });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toBeEnabled();
    await expectNoAxeViolations(page);
    await toggle.click();
    await expect(page.getByText('Zugangsdaten gespeichert')).toBeVisible();
    const question = page.getByRole('dialog', { name: 'Touch-ID testen' });
    await expect(question).toContainText(
      'Möchtest Du Dich jetzt ausloggen, um die Anmeldung mit Touch-ID zu testen, oder später?',
    );
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Jetzt ausloggen' }).click();
    await expect(page).toHaveURL(/#\/intro\/login$/);

    await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
    await expect(page.getByText('Du hast Dich erfolgreich eingeloggt!')).toBeVisible();
    await expect(page.getByText(/(Guten Morgen|Guten Tag|Guten Abend|Happy Birthday), Max/)).toBeVisible();

    // Clean up for other specs on the same server: turn it off again.
    await page.goto('/#/app/MeinKonto/passwort');
    await page.getByRole('switch', { name: SWITCH }).click();
    await expect(page.getByRole('switch', { name: SWITCH })).toHaveAttribute('aria-checked', 'false');
  });
});
