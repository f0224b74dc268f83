import type { Page } from '@playwright/test';
import { closeToasts, expect, expectNoAxeViolations, signIn, signInAdviser, test, who } from '../fixtures';

// The inbox badge counts what reaches the agency: the test's own agency (ADR 107).
test.use({ ownAgency: true });
// Two browsers (adviser and customer) in one test, beside another test now, not one at a time.
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 27 item 10: the adviser's inbox is live. A customer's chat message appears in
 * #/berater/eingang/chat and raises the "Eingang" badge without a reload; once the adviser has read the
 * chat, the badge drops at once. The badge and the list come from one stream and one count.
 */

/** The badge's exact count, read from its text for screen readers ('(n ungelesene Einträge)'); 0 without. */
async function inboxBadge(page: Page): Promise<number> {
  const link = page
    .getByRole('navigation', { name: 'Beraterbereich' })
    .getByRole('link', { name: /^Eingang/ });
  const text = (await link.textContent()) ?? '';
  const match = /\((\d+) ungelesene?r? Eintr/.exec(text);
  return match ? Number(match[1]) : 0;
}

test("a customer's message reaches the inbox and its badge live; reading it drops the badge", async ({
  browser,
}) => {
  const adviserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adviser = await adviserContext.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await adviser.goto('/#/berater/eingang/chat');
  const categories = adviser.getByRole('navigation', { name: 'Kategorien' });
  await expect(categories.getByRole('link', { name: /^Chat/ })).toBeVisible();
  const before = await inboxBadge(adviser);

  const customerContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const customer = await customerContext.newPage();
  await signIn(customer, who.max);
  await customer.goto('/#/app/berater/kontakt');
  await expect(customer.getByRole('heading', { level: 1, name: 'Chat mit Deinem Berater' })).toBeVisible();
  const question = `Ist die Fahrradversicherung schon aktiv? ${Date.now()}`;
  await customer.getByLabel('Nachricht', { exact: true }).fill(question);
  await customer.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect(customer.getByRole('log', { name: 'Nachrichtenverlauf' }).getByText(question)).toBeVisible();

  // Without a reload: the conversation with its unread count, and the badge one higher.
  const conversation = adviser.getByRole('listitem').filter({ hasText: question });
  await expect(conversation).toBeVisible({ timeout: 3000 });
  await expect(conversation).toContainText('1 ungelesene Nachricht');
  await expect.poll(() => inboxBadge(adviser), { timeout: 3000 }).toBe(before + 1);
  await expectNoAxeViolations(adviser);

  // Reading the chat drops the badge at once (the customer's page shows the message as read).
  await conversation.getByRole('link', { name: `${who.max.firstName} ${who.max.lastName}` }).click();
  await expect(adviser.getByRole('log', { name: 'Nachrichtenverlauf' }).getByText(question)).toBeVisible();
  await expect.poll(() => inboxBadge(adviser), { timeout: 3000 }).toBe(before);
  await expect(customer.getByRole('log', { name: 'Nachrichtenverlauf' }).getByText('Gelesen')).toBeVisible();

  await adviser.goto('/#/berater/eingang/chat');
  await expect(adviser.getByRole('listitem').filter({ hasText: question })).not.toContainText('ungelesen');
  await customerContext.close();
  await adviserContext.close();
});
