import type { FileChooser, Page } from '@playwright/test';

type Files = Parameters<FileChooser['setFiles']>[0];
const ignore = () => undefined;

/**
 * Gives `files` to the file dialog that `open` brings up (a click, or Enter on the picker's button).
 * Playwright intercepts the dialog only once a listener exists, and switches that on beside the next
 * command: an Enter sent at once could meet the page before it and open the browser's own dialog, which
 * never reaches the test (banking/konten waited 60 s so in a CI run). A listener first and a round trip
 * into the page, so the interception is on before `open` runs.
 */
export async function chooseFiles(page: Page, open: () => Promise<void>, files: Files): Promise<void> {
  page.on('filechooser', ignore);
  try {
    await page.evaluate(() => undefined);
    const chooser = page.waitForEvent('filechooser');
    await open();
    await (await chooser).setFiles(files);
  } finally {
    page.off('filechooser', ignore);
  }
}
