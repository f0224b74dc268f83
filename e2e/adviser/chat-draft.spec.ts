import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, who } from '../fixtures';

// Issue 27, item 1 (ADR 096): a chat asks nothing when it is left; the unsent message waits for the
// customer's return instead — after a link, Back or a reload — and goes with the logout.
test.use({ viewport: { width: 375, height: 812 } });

async function viaMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: /^Menü/ }).click();
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: entry, exact: true })
    .click();
}

test('an unsent chat message is still there after leaving the chat, Back and a reload, and gone after logout', async ({
  page,
}) => {
  await signIn(page, who.max);
  await page.goto('/#/app/berater/kontakt');
  const message = page.getByLabel('Nachricht', { exact: true });
  await message.fill('Ich habe eine Frage zu meiner Hausratversicherung');

  await viaMenu(page, 'Personen');
  await expect(page).toHaveURL(/#\/app\/person\/list$/);
  await expect(page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' })).toHaveCount(0);
  await page.goBack();
  await expect(message).toHaveValue('Ich habe eine Frage zu meiner Hausratversicherung');
  await page.reload();
  await expect(message).toHaveValue('Ich habe eine Frage zu meiner Hausratversicherung');
  await expectNoAxeViolations(page);

  await viaMenu(page, 'Logout');
  await expect(page).toHaveURL(/#\/intro\/login$/);
  await signIn(page, who.max);
  await page.goto('/#/app/berater/kontakt');
  await expect(page.getByRole('log', { name: 'Nachrichtenverlauf' })).toBeVisible();
  await expect(message).toHaveValue('');
});
