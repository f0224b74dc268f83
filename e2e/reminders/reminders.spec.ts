import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, reviewShot, signIn, test, waitForMail, who } from '../fixtures';

/**
 * The reminders (Wecker, issue 10) in Chromium against the real server: the demo household's own reminder
 * and its ERGO Hausrat contract's reminder, a reminder added for tomorrow whose mail goes out once the
 * server's test clock (TEST_CLOCK=true) reaches 08:05 Berlin time, an own reminder's .ics, and the private
 * calendar feed fetched without a session, then revoked. axe and 375 px.
 */

const OWN = 'Zählerstände für Strom und Gas an den Versorger melden.';
const FROM_CONTRACT = 'Versicherungssumme nach der Renovierung der Küche anpassen lassen.';

/** The calendar day `days` from today in Europe/Berlin as ISO date, as the server counts. */
function berlinDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

const german = (iso: string) => iso.split('-').reverse().join('.');

/** Berlin's UTC offset on a day at noon ('+01:00' in winter, '+02:00' in summer). */
function berlinOffset(iso: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${iso}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name?.replace('GMT', '') || '+01:00';
}

/** Moves the server's clock (null: back to real time); the answer comes after the reminders ran. */
async function setServerClock(request: APIRequestContext, now: string | null) {
  const response = await request.post('/api/test/clock', { data: { now } });
  expect(response.status()).toBe(200);
}

async function openReminders(page: Page) {
  await signIn(page, who.max);
  await page.goto('/#/app/erinnerung');
  await expect(page.getByRole('heading', { level: 1, name: 'Erinnerungen' })).toBeVisible();
}

async function closeToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Hinweis schließen' }).all())
    await close.click({ timeout: 1000 }).catch(() => {});
}

async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
}

const list = (page: Page) => page.getByRole('region', { name: 'Deine Erinnerungen' });
const item = (page: Page, text: string) => list(page).getByRole('listitem').filter({ hasText: text });

test('lists own and contract reminders, adds one for tomorrow and mails it at 08:00 Berlin time', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openReminders(page);
  await closeToasts(page);

  const own = item(page, OWN);
  await expect(own).toContainText(german(berlinDay(14)));
  await expect(own.getByRole('button', { name: /^Bearbeiten/ })).toBeVisible();
  const fromContract = item(page, FROM_CONTRACT);
  await expect(fromContract).toContainText(german(berlinDay(30)));
  await expect(fromContract).toContainText('aus dem Vertrag: Hausrat Musterstraße 12');
  await expect(fromContract.getByRole('link', { name: 'im Vertrag bearbeiten' })).toHaveAttribute(
    'href',
    /#\/app\/vertraege\/edit\/\d+$/,
  );
  await expect(fromContract.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Kalender-Abo' })).toBeVisible();

  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'reminders-375', { fullPage: true });

  // An own reminder's calendar file, fetched with the session and saved by the page.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    own.getByRole('button', { name: /^In den Kalender/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^erinnerung-\d+\.ics$/);

  // Add a reminder for tomorrow with a message of this run.
  const tomorrow = berlinDay(1);
  const message = `E2E-Erinnerung ${Date.now()}`;
  await page.getByRole('button', { name: 'Erinnerung hinzufügen' }).click();
  const form = page.getByRole('dialog', { name: 'Neue Erinnerung' });
  await form.getByLabel('Datum').fill(german(tomorrow));
  await form.getByLabel('Nachricht').fill(message);
  await form.getByLabel('Vertrag').selectOption({ label: 'VW Golf B-MM 1984' });
  await expectNoAxeViolations(page);
  await reviewShot(page, 'reminders-form-375');
  await form.getByRole('button', { name: 'Erinnerung speichern' }).click();
  await expect(page.getByText('Die Erinnerung wurde angelegt.')).toBeVisible();
  await expect(form).toBeHidden();
  const added = item(page, message);
  await expect(added).toContainText(german(tomorrow));
  await expect(added).toContainText('Vertrag: VW Golf B-MM 1984');
  await expect(added).not.toContainText('verschickt');
  // By date: tomorrow's comes before the demo's in 14 and 30 days.
  await expect(list(page).getByRole('listitem').first()).toContainText(message);

  try {
    await setServerClock(request, `${tomorrow}T08:05:00${berlinOffset(tomorrow)}`);
    const mail = await waitForMail(who.max.email, new RegExp(message));
    expect(mail.subject).toBe(`Erinnerung: ${message}`);
    expect(mail.text).toContain('VW Golf B-MM 1984');
  } finally {
    await setServerClock(request, null);
  }

  await page.reload();
  await expect(item(page, message)).toContainText('verschickt');
  await closeToasts(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'reminders-sent-375', { fullPage: true });
  // The demo's reminders are not due yet.
  await expect(item(page, OWN)).not.toContainText('verschickt');
});

test('edits and deletes an own reminder', async ({ page }) => {
  await openReminders(page);
  await closeToasts(page);
  await item(page, OWN)
    .getByRole('button', { name: /^Bearbeiten/ })
    .click();
  const form = page.getByRole('dialog', { name: 'Erinnerung bearbeiten' });
  await expect(form.getByLabel('Datum')).toHaveValue(german(berlinDay(14)));
  await form.getByLabel('Nachricht').fill('Zählerstände melden (geändert).');
  await form.getByRole('button', { name: 'Erinnerung speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();
  const changed = item(page, 'Zählerstände melden (geändert).');
  await expect(changed).toBeVisible();

  await changed.getByRole('button', { name: /^Löschen/ }).click();
  const question = page.getByRole('dialog', { name: 'Erinnerung löschen?' });
  await expect(question).toContainText(`Möchtest Du die Erinnerung vom ${german(berlinDay(14))}`);
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Erinnerung löschen' }).click();
  await expect(page.getByText('Die Erinnerung wurde gelöscht.')).toBeVisible();
  await expect(changed).toHaveCount(0);
  await expect(item(page, FROM_CONTRACT)).toBeVisible();
});

test('the private calendar feed works without a session until it is revoked', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openReminders(page);
  await closeToasts(page);
  const feed = page.getByRole('region', { name: 'Kalender-Abo' });
  await expect(feed).toContainText('Du hast noch kein Kalender-Abo.');
  await feed.getByRole('button', { name: 'Abo-Link erstellen' }).click();

  const input = feed.getByLabel('Dein Abo-Link');
  await expect(input).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(input).toHaveAttribute('readonly', '');
  await expect(feed).toContainText(
    'Kopiere den Link jetzt: Er wird aus Sicherheitsgründen nur einmal angezeigt.',
  );
  const url = await input.inputValue();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await feed.scrollIntoViewIfNeeded();
  await reviewShot(page, 'reminders-feed-375', { fullPage: true });

  // A calendar app fetches it without session or client headers.
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
  const body = (await response.text()).replace(/\r\n[ \t]/g, '');
  expect(body).toContain('BEGIN:VCALENDAR');
  expect(body).toContain(OWN);
  expect(body).toContain('Kündigungsfrist: ');

  // Shown once: after a reload only the state is left.
  await page.reload();
  await expect(feed).toContainText(/Abo aktiv seit \d\d\.\d\d\.\d{4}/);
  await expect(feed.getByLabel('Dein Abo-Link')).toHaveCount(0);

  await feed.getByRole('button', { name: 'Abo beenden' }).click();
  const question = page.getByRole('dialog', { name: 'Kalender-Abo beenden?' });
  await question.getByRole('button', { name: 'Abo beenden' }).click();
  await expect(page.getByText('Das Kalender-Abo wurde beendet.')).toBeVisible();
  await expect(feed.getByRole('button', { name: 'Abo-Link erstellen' })).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});
