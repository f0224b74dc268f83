import type { Page } from '@playwright/test';
import { expect, login, test, who } from '../fixtures';

/** Changes of the header's class or data-sticky attribute while the page rests at `y` for `ms`. */
async function headerFlipsWhileResting(page: Page, y: number, ms: number) {
  return page.evaluate(
    async ({ y, ms }) => {
      const header = document.querySelector('header');
      if (!header) throw new Error('no header');
      window.scrollTo(0, y);
      // Let the scroll event and a re-render land before counting.
      await new Promise((resolve) => setTimeout(resolve, 200));
      let flips = 0;
      const observer = new MutationObserver((records) => {
        flips += records.length;
      });
      observer.observe(header, { attributes: true, attributeFilter: ['class', 'data-sticky'] });
      await new Promise((resolve) => setTimeout(resolve, ms));
      observer.disconnect();
      return { flips, scrollY: window.scrollY, sticky: header.dataset.sticky ?? null };
    },
    { y, ms },
  );
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the header rests sticky just past 10 px without flipping, and its menu opens`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await login(page, who.max);
    await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
    // A long page: the new-person form.
    await page.goto('/#/app/person/edit/0');
    await expect(page.getByRole('heading', { level: 2, name: 'Persönliche Daten' })).toBeVisible();
    const header = page.getByRole('banner');

    expect(await headerFlipsWhileResting(page, 10, 300)).toEqual({ flips: 0, scrollY: 10, sticky: null });
    for (const y of [11, 12]) {
      expect(await headerFlipsWhileResting(page, y, 1000)).toEqual({ flips: 0, scrollY: y, sticky: 'true' });
    }

    const menuButton = header.getByRole('button', { name: 'Menü' });
    await expect(menuButton).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    expect((await header.boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 12));
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });
}
