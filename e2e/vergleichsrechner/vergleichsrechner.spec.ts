import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoHorizontalOverflow,
  signIn,
  signInAdviser,
  switchOnForMax,
  test,
  who,
} from '../fixtures';
import { startWidgetServers } from './widget-server';

/**
 * The Vergleichsrechner (issue 31, ADR 193) on a phone, against the real server and a real second origin:
 * the adviser adds a calculator (a refusal first: nothing typed is lost), Max finds it by Sparte, opens it;
 * of the heights its frame posts only the good ones resize it, never one from another frame of the same
 * origin or from a foreign origin; axe on every screen.
 */

// The calculators are the agency's: the test's own (ADR 107).
test.use({ ownAgency: true });
test.describe.configure({ timeout: 120_000 });

const portalPort = Number(process.env.E2E_PORT ?? 8181);
let widgets: Awaited<ReturnType<typeof startWidgetServers>>;
test.beforeAll(async () => {
  widgets = await startWidgetServers(portalPort);
});
test.afterAll(async () => {
  await widgets.close();
});

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe on the portal's own document (the calculator's frames are the provider's, not the portal's markup). */
async function expectNoAxeViolationsHere(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const summary = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { resultTypes: ['violations'], iframes: false });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(summary).toEqual([]);
}

/** Counts, in `frame`, the messages its window received (after its own listeners ran). */
const countMessages = (frame: Frame) =>
  frame.evaluate(() => {
    const w = window as unknown as { seen: number };
    w.seen = 0;
    window.addEventListener('message', () => {
      w.seen += 1;
    });
  });
const seen = (frame: Frame) => frame.evaluate(() => (window as unknown as { seen: number }).seen);

/** A long one-word title (80 allowed): it must wrap at 375 px, in the lists and as the open heading. */
const TITEL = 'Kraftfahrzeughaftpflichtversicherungstarifvergleich';

test('the adviser adds a calculator; Max opens it and only its good heights resize it', async ({
  page,
  browser,
}) => {
  await switchOnForMax(browser, 'Vergleichsrechner');

  // The adviser's screen: a refusal keeps what was typed, then the calculator is added.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const adviser = await context.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await adviser.goto('/#/berater/vergleichsrechner');
  await expect(adviser.getByRole('heading', { level: 1, name: 'Vergleichsrechner' })).toBeVisible();
  await adviser.getByRole('button', { name: 'Rechner hinzufügen' }).click();
  await adviser.getByLabel('Titel').fill(TITEL);
  await adviser.getByLabel('Sparte').selectOption({ label: 'Kfz-Versicherung' });
  await adviser.getByLabel('Adresse des Rechners (https)').fill(`${widgets.allowed}/rechner.html`);
  await adviser.getByLabel('Erlaubte Herkünfte (eine pro Zeile)').fill(widgets.foreign);
  await adviser.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    adviser.getByText('Die Herkunft der Adresse des Rechners muss bei den erlaubten Herkünften stehen.'),
  ).toBeVisible();
  await expect(adviser.getByLabel('Titel')).toHaveValue(TITEL);
  await expect(adviser.getByLabel('Erlaubte Herkünfte (eine pro Zeile)')).toBeFocused();
  await expectNoHorizontalOverflow(adviser);
  await expectNoAxeViolationsHere(adviser);
  await adviser.getByLabel('Erlaubte Herkünfte (eine pro Zeile)').fill(widgets.allowed);
  await adviser.getByRole('button', { name: 'Speichern' }).click();
  await expect(adviser.getByRole('heading', { level: 2, name: TITEL })).toBeVisible();
  await expectNoHorizontalOverflow(adviser);
  await context.close();

  // Max finds it by Sparte.
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, who.max);
  await page.goto('/#/app/vergleichen');
  await expect(page.getByRole('heading', { level: 2, name: 'Kfz-Versicherung' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolationsHere(page);
  // By keyboard: the link opens it, the focus goes to its heading.
  await page.getByRole('link', { name: `${TITEL} öffnen` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: TITEL })).toBeFocused();

  // The portal's frame host page holds the provider's calculator with its two frames of its own.
  const hostElement = page.getByTestId('rechner-host');
  await expect(
    page
      .frameLocator('[data-testid="rechner-host"]')
      .frameLocator('#rechner')
      .getByRole('heading', { name: 'Testrechner' }),
  ).toBeVisible();
  const frames = page.frames();
  const host = frames.find((frame) => frame.url().includes('/rahmen?')) as Frame;
  const widget = frames.find((frame) => frame.url() === `${widgets.allowed}/rechner.html`) as Frame;
  const ownChild = frames.find((frame) => frame.url() === `${widgets.allowed}/kind.html`) as Frame;
  const foreignChild = frames.find((frame) => frame.url() === `${widgets.foreign}/kind.html`) as Frame;
  for (const frame of [host, widget, ownChild, foreignChild]) expect(frame).toBeDefined();
  await expect(ownChild.locator('p')).toHaveText('Kind');
  await expect(foreignChild.locator('p')).toHaveText('Kind');

  const innerHeight = () =>
    host.evaluate(() => {
      const frame = document.getElementById('rechner') as HTMLIFrameElement;
      return { height: frame.style.height, waiting: frame.classList.contains('wartet') };
    });
  await countMessages(host);
  let posted = 0;
  /** A message from `from` to the host page; resolves once the host's own listener has handled it. */
  const post = async (from: Frame, data: unknown, toHostOf: 'parent' | 'grandparent' = 'parent') => {
    await from.evaluate(
      ([message, target]) =>
        (target === 'parent' ? window.parent : window.parent.parent).postMessage(message, '*'),
      [data, toHostOf] as const,
    );
    posted += 1;
    await expect.poll(() => seen(host)).toBe(posted);
  };

  // Bad heights from the calculator itself: below 100, NaN, huge, strings.
  for (const data of [{ height: 99 }, { height: Number.NaN }, { height: 1e7 }, { height: '500' }, '500'])
    await post(widget, data);
  // Good heights, but from another frame of the same origin, and from a foreign origin.
  await post(ownChild, { height: 400 }, 'grandparent');
  await post(foreignChild, { height: 400 }, 'grandparent');
  expect(await innerHeight()).toEqual({ height: '', waiting: true });
  await expect(hostElement).toHaveCSS('min-height', '600px');

  // The good ones: exactly 100 px, then a JSON string.
  await post(widget, { height: 100 });
  expect(await innerHeight()).toEqual({ height: '100px', waiting: false });
  await expect(hostElement).toHaveCSS('height', '100px');
  await post(widget, '{"height":640}');
  expect(await innerHeight()).toEqual({ height: '640px', waiting: false });
  await expect(hostElement).toHaveCSS('height', '640px');

  // The portal's page takes the host's word only from the host's window: the calculator posting the
  // host's message to the top changes nothing.
  await countMessages(page.mainFrame());
  await widget.evaluate(() =>
    window.top?.postMessage({ type: 'kundenportal-rechner-hoehe', height: 900 }, '*'),
  );
  await expect.poll(() => seen(page.mainFrame())).toBe(1);
  await expect(hostElement).toHaveCSS('height', '640px');

  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolationsHere(page);
  await page.getByRole('link', { name: 'Zurück zur Übersicht' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: `${TITEL} öffnen` })).toBeFocused();
});
