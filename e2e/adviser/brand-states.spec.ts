import type { Locator } from '@playwright/test';
import { closeToasts, expect, signIn, test, who } from '../fixtures';

/**
 * Issue 27, item 18: with Berger's brand (green #1f5f4a, white text) "Person hinzufügen" turned its text
 * into its background on hover (rgb(25,76,59) on rgb(25,76,59)). Every state of the page's buttons and
 * links — rest, hover, pressed, keyboard focus — is measured in the browser, as drawn: text against the
 * first background behind it, WCAG AA 4.5:1; the focus ring 3:1 against the page.
 */

type Measured = { label: string; color: string; background: string; ratio: number };

/** The contrast of an element's text on its effective background, computed in the page. */
function measure(locator: Locator): Promise<Measured> {
  return locator.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (c: number) => {
      const v = c / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
      0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    let node: Element | null = element;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      const value = getComputedStyle(node).backgroundColor;
      const alpha = rgb(value)[3];
      if (value !== 'transparent' && alpha !== 0) {
        background = value;
        break;
      }
      node = node.parentElement;
    }
    const color = getComputedStyle(element).color;
    const [a, b] = [luminance(rgb(color)), luminance(rgb(background))].sort((x, y) => y - x) as [
      number,
      number,
    ];
    return {
      label: (element.textContent ?? '').trim().slice(0, 40),
      color,
      background,
      ratio: (a + 0.05) / (b + 0.05),
    };
  });
}

function focusRing(locator: Locator) {
  return locator.evaluate((element) => ({
    outline: getComputedStyle(element).outlineColor,
    page: getComputedStyle(document.body).backgroundColor,
  }));
}

const ratioOf = (one: string, two: string) => {
  const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const lum = ([r = 0, g = 0, b = 0]: number[]) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const [a, b] = [lum(rgb(one)), lum(rgb(two))].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
};

test("with Berger's colours every state of the persons page's buttons and links stays readable", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, who.max);
  await page.goto('/#/app/person/list');
  await closeToasts(page);
  const add = page.getByRole('link', { name: 'Person hinzufügen' });
  await expect(add).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary')),
    )
    .toBe('#1f5f4a');

  // Rest, hover and pressed of the reported link.
  await expect(add).toHaveCSS('background-color', 'rgb(31, 95, 74)');
  expect((await measure(add)).ratio).toBeGreaterThanOrEqual(4.5);
  await add.hover();
  await expect(add).toHaveCSS('background-color', 'rgb(25, 76, 59)');
  const hovered = await measure(add);
  expect(hovered.color, JSON.stringify(hovered)).toBe('rgb(255, 255, 255)');
  expect(hovered.ratio).toBeGreaterThanOrEqual(4.5);
  await page.mouse.down();
  const pressed = await measure(add);
  expect(pressed.ratio, JSON.stringify(pressed)).toBeGreaterThanOrEqual(4.5);
  await page.mouse.move(0, 0);
  await page.mouse.up();

  // Keyboard focus: the text stays readable and the ring stands out from the page.
  await add.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  expect((await measure(add)).ratio).toBeGreaterThanOrEqual(4.5);
  const ring = await focusRing(add);
  expect(ratioOf(ring.outline, ring.page), JSON.stringify(ring)).toBeGreaterThanOrEqual(3);

  // Every other button and link of the page, hovered one by one.
  const controls = page.getByRole('main').locator('a:visible, button:visible');
  const count = await controls.count();
  expect(count).toBeGreaterThan(1);
  const unreadable: Measured[] = [];
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    for (const measured of [await measure(control), await control.hover().then(() => measure(control))])
      if (measured.ratio < 4.5) unreadable.push(measured);
  }
  expect(unreadable).toEqual([]);
});
