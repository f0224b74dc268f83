import type { Page } from '@playwright/test';
import { logOut } from '../account/sign-up';
import { E2E_STORE_LINKS } from '../e2e-env';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  login,
  reviewShot,
  test,
  who,
} from '../fixtures';

/**
 * The app rating (issue 13) in Chromium against the real server, at 375 px: a customer who logged in a
 * third time finds the card after the page's content (not over it), rates with the keyboard, gets thanks
 * and the store links; after a reload nobody asks again.
 */
test.use({ viewport: { width: 375, height: 812 } });

const TITLE = 'Wie gefällt Dir die App?';

/** The next answer to `method` /api/rating (the card asks in the background once the page is idle). */
function ratingCall(page: Page, method: 'GET' | 'POST') {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/rating' && response.request().method() === method,
  );
}

/**
 * The `prompt` of the first GET /api/rating asked with `token`'s session. A question still on its way from
 * the session before (logged out, its page reloaded by the next login) is neither taken for this one nor
 * read after its page is gone: the body is read as the answer arrives.
 */
async function promptFor(page: Page, token: Promise<string>): Promise<boolean> {
  let prompt: boolean | undefined;
  await page.waitForResponse(async (response) => {
    if (new URL(response.url()).pathname !== '/api/rating' || response.request().method() !== 'GET') {
      return false;
    }
    const authorization = await response.request().headerValue('authorization');
    if (authorization !== `Bearer ${await token}`) return false;
    prompt = (await response.json()).prompt;
    return true;
  });
  if (prompt === undefined) throw new Error('GET /api/rating answered without a prompt');
  return prompt;
}

/** The token of the next successful POST /api/login. */
function loginToken(page: Page): Promise<string> {
  return page
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/login' && response.request().method() === 'POST',
    )
    .then(async (response) => (await response.json()).token);
}

/** Logs in and answers the `prompt` of the page's background question. */
async function loginAndAsk(page: Page): Promise<boolean> {
  const asked = promptFor(page, loginToken(page));
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\//);
  return asked;
}

/** Reloads the page and answers the `prompt` of its background question. */
async function reloadAndAsk(page: Page): Promise<boolean> {
  const token = await page.evaluate(() => localStorage.getItem('kundenportal.token'));
  const asked = promptFor(page, Promise.resolve(token ?? ''));
  await page.reload();
  return asked;
}

test('after the third login the card asks; rated by keyboard it thanks, links the stores and never asks again', async ({
  page,
}) => {
  const card = page.getByRole('region', { name: TITLE });
  for (const login of [1, 2]) {
    expect(await loginAndAsk(page), `login ${login}`).toBe(false);
    await expect(card).toHaveCount(0);
    await logOut(page);
  }

  expect(await loginAndAsk(page)).toBe(true);
  await closeToasts(page);
  await expect(card).toBeVisible();
  // In the main area after the page's content, never over it or the footer.
  const main = page.getByRole('main');
  expect(
    await main.evaluate((element, title) => element.lastElementChild?.textContent?.includes(title), TITLE),
  ).toBe(true);
  await card.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(card, 'rating-card-375');

  // Stars with the keyboard: into the group, then the arrow keys choose.
  const one = card.getByRole('radio', { name: '1 Stern' });
  await one.focus();
  await page.keyboard.press('Space');
  await expect(one).toBeChecked();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(card.getByRole('radio', { name: '4 Sterne' })).toBeChecked();
  await expect(card.getByRole('radio', { name: '4 Sterne' })).toBeFocused();
  // The choice in words under the stars (for the eye; the radio's name says it to assistive technology).
  await expect(card.locator('p', { hasText: /^4 Sterne$/ })).toBeVisible();

  await page.keyboard.press('Tab');
  const text = card.getByLabel('Was können wir besser machen? (optional)');
  await expect(text).toBeFocused();
  await page.keyboard.type('Die Vertragsübersicht gefällt mir.');
  await expect(card.getByText('34 von 2000 Zeichen')).toBeVisible();
  await reviewShot(card, 'rating-card-375-filled');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Bewertung senden' })).toBeFocused();
  const sent = ratingCall(page, 'POST');
  await page.keyboard.press('Enter');
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toEqual({ stars: 4, text: 'Die Vertragsübersicht gefällt mir.' });

  const thanks = page.getByRole('region', { name: 'Danke für Deine Bewertung!' });
  await expect(thanks.getByRole('heading', { name: 'Danke für Deine Bewertung!' })).toBeFocused();
  await expect(thanks.getByRole('link', { name: /Im App Store bewerten/ })).toHaveAttribute(
    'href',
    E2E_STORE_LINKS.APP_STORE_URL,
  );
  await expect(thanks.getByRole('link', { name: /Bei Google Play bewerten/ })).toHaveAttribute(
    'href',
    E2E_STORE_LINKS.PLAY_STORE_URL,
  );
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(thanks, 'rating-thanks-375');

  expect(await reloadAndAsk(page)).toBe(false);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(thanks).toHaveCount(0);
});

test("'Nicht jetzt' takes the card away for good", async ({ page }) => {
  const card = page.getByRole('region', { name: TITLE });
  for (const _ of [1, 2]) {
    await loginAndAsk(page);
    await logOut(page);
  }
  expect(await loginAndAsk(page)).toBe(true);
  await closeToasts(page);
  await card.getByRole('button', { name: 'Nicht jetzt' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();

  expect(await reloadAndAsk(page)).toBe(false);
  await expect(card).toHaveCount(0);
});
