import type { Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  reviewShot,
  signIn,
  signInAdviser,
  switchOnForMax,
  test,
  who,
} from '../fixtures';

/**
 * The Vorsorgestatus (issue 30) on a phone, in Chromium against the real server: the adviser switches the
 * Bedarfscheck on for Max (it opens the Vorsorgestatus too); Max enters his wished pension and the
 * figure of his Renteninformation, sees the gap today and at the start in euros with its table and summary,
 * and asks for advice (the adviser's inbox has his figures). Axe and no sideways scrolling on every screen.
 */

test.use({ ownAgency: true });
test.describe.configure({ timeout: 120_000 });

async function checkScreen(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

/** '1.234,56 €' with its no-break space as the page writes it. */
const euro = (text: string) => text.replace(' ', '\u00a0');

test('Max enters his Renteninformation, sees his pension gap and asks for advice', async ({
  page,
  browser,
}) => {
  await switchOnForMax(browser, 'Bedarfscheck');
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, who.max);
  await page.goto('/#/app/vorsorgestatus');
  await expect(page.getByRole('heading', { level: 1, name: 'Vorsorgestatus' })).toBeVisible();
  const max = page.getByRole('region', { name: `${who.max.firstName} ${who.max.lastName}` });
  await expect(max).toBeVisible();
  await expect(page.getByText(/ist eine Schätzung und keine Beratung/)).toBeVisible();
  await checkScreen(page);
  await reviewShot(page, 'start-375');

  await max.getByLabel('Deine Wunschrente (in heutigem Geld)').fill('2.500');
  await max.getByLabel('Höhe Deiner künftigen Regelaltersrente (monatlich)').fill('1.800');
  await max.getByLabel('Angenommene Inflation pro Jahr').fill('2');
  await max.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText('Deine Angaben sind gespeichert. Der Vorsorgestatus ist neu berechnet.'),
  ).toBeVisible();
  await closeToasts(page);

  // The gap from the Renteninformation: 1,800 € gross less contributions and tax, against 2,500 € wished.
  await expect(
    max.getByText('Gesetzliche Rente laut Deiner Renteninformation.', { exact: false }),
  ).toBeVisible();
  const table = max.getByRole('table', {
    name: 'Deine Rente im Monat in heutigem Geld, nur die Rentenlücke bei Rentenbeginn mit Inflation in Euro von dann',
  });
  await expect(table.getByRole('row', { name: /Gesetzliche Rente vor Abzügen/ })).toContainText(
    euro('1.800,00 €'),
  );
  const gapToday = table.getByRole('row', { name: /Deine Rentenlücke in heutigem Geld/ });
  await expect(gapToday).not.toContainText(euro('0,00 €'));
  const gapText = ((await gapToday.getByRole('cell').textContent()) ?? '').trim();
  await expect(max.locator('dd').first()).toHaveText(gapText);
  await expect(max.getByText(new RegExp(`Es fehlen ${gapText.replace('.', '\\.')} im Monat`))).toBeVisible();
  await expect(
    max.getByRole('img', { name: 'Wunschrente, erwartete Rente und Lücke im Vergleich' }),
  ).toBeVisible();
  await checkScreen(page);
  await max.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
  await reviewShot(page, 'figures-375');
  await table.scrollIntoViewIfNeeded();
  await reviewShot(page, 'table-375');

  // Saved: a reload shows the entry and the same gap.
  await page.reload();
  await expect(max.getByLabel('Höhe Deiner künftigen Regelaltersrente (monatlich)')).toHaveValue('1.800,00');
  await expect(max.locator('dd').first()).toHaveText(gapText);

  // 'Beratung anfragen': the enquiry with the figures reaches the adviser.
  await max.getByRole('button', { name: 'Beratung anfragen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anfrage stellen' });
  await expect(dialog.getByLabel('Deine Anfrage')).toHaveValue(
    new RegExp(`Rentenlücke \\(heutiges Geld\\): ${gapText.replace('.', '\\.')}`),
  );
  await checkScreen(page);
  await dialog.getByRole('radio', { name: 'E-Mail' }).check();
  await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(dialog).toBeHidden();

  const adviser = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInAdviser(adviser, who.adviser);
  await adviser.goto('/#/berater/eingang/anfrage');
  const entry = adviser.getByRole('button', { name: /Beratung zur Altersvorsorge/ });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(
    adviser.getByText(/Gesetzliche Rente nach Abzügen: .* \(laut Renteninformation\)/),
  ).toBeVisible();
  await adviser.close();
});
