import type { Locator } from '@playwright/test';
import { closeToasts, expect, signIn, signInAdviser, test, who } from '../fixtures';

// The agency's legal text changes: the test's own agency, made like the demo's (ADR 107).
test.use({ ownAgency: true });
// Two browsers (adviser and customer) in one test, beside another test now, not one at a time.
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 27, item 7: an adviser's legal text with markup that would run (an image with an error handler,
 * a script, a javascript: link, a handler on inline markup) is shown in the workspace's preview and on
 * the customer's page as text structure only: no handler attribute, script or image ever reaches the
 * DOM, and no page reports a CSP violation (the fixtures' listener fails the test on any).
 */
const marker = () => `Markup-Probe ${Date.now()}`;

const hostileText = (heading: string) =>
  [
    `# ${heading}`,
    '',
    '<img src=x onerror=alert(1)>',
    '',
    'Vorher <b onclick="alert(2)">fett</b> <script>alert(3)</script> nachher.',
    '',
    '<svg onload=alert(4)></svg>',
    '',
    '[Klick](javascript:alert(5)) und **Gilt ab sofort.**',
  ].join('\n');

/**
 * What of the text reached the DOM as markup: any element of the page with an event handler attribute,
 * and inside the text's `root` any script, image, svg or frame, or a javascript: link.
 */
const dangerousNodes = (root: Locator) =>
  root.evaluate((container) =>
    [
      ...[...document.querySelectorAll('*')].filter((element) =>
        [...element.attributes].some((attribute) => /^on/i.test(attribute.name)),
      ),
      ...container.querySelectorAll('script, img, svg, iframe, object, embed, a[href^="javascript" i]'),
    ].map((element) => element.outerHTML.slice(0, 80)),
  );

test("an adviser's legal text with markup shows without handlers in the preview and on the customer's page", async ({
  browser,
}) => {
  const adviserContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const adviser = await adviserContext.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await adviser.goto('/#/berater/agentur');
  const terms = adviser.getByRole('form', { name: 'Nutzungsbedingungen' });
  const heading = marker();
  await terms.getByLabel('Nutzungsbedingungen').fill(hostileText(heading));
  await terms.getByRole('button', { name: 'Vorschau zeigen' }).click();
  await expect(terms.getByRole('heading', { name: heading })).toBeVisible();
  await expect(terms.getByText('Gilt ab sofort.', { exact: true })).toBeVisible();
  expect(await dangerousNodes(terms)).toEqual([]);

  await terms.getByRole('button', { name: 'Text speichern' }).click();
  await expect(
    adviser.getByText('Der Text wurde gespeichert. Ihre Kunden sehen ihn ab sofort.'),
  ).toBeVisible();
  const customerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const customer = await customerContext.newPage();
  try {
    await signIn(customer, who.max);
    await customer.goto('/#/app/nutzungsbedingungen');
    await expect(customer.getByRole('heading', { name: heading })).toBeVisible();
    await expect(customer.getByText('Gilt ab sofort.', { exact: true })).toBeVisible();
    expect(await dangerousNodes(customer.getByRole('main'))).toEqual([]);
    await expect(customer.locator('main').getByText('alert(', { exact: false })).toHaveCount(0);
  } finally {
    await customerContext.close();
    // The default terms (version '1', as the customers accepted them) back.
    await terms.getByRole('button', { name: 'Standardtext verwenden' }).click();
    await expect(adviser.getByText('Ihre Kunden sehen wieder den Standardtext.')).toBeVisible();
    await adviserContext.close();
  }
});
