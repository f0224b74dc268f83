import path from 'node:path';
import { type Locator, type Page, test } from '@playwright/test';

/**
 * A screenshot for a person to look at (a new screen at 375 px), taken only when E2E_SHOTS names a folder:
 * `<folder>/<spec>-<name>.png`, attached to the test's report too. No test reads these images, and in every
 * run they cost a render and a PNG each; a full-page capture also resizes the page for a moment, which made
 * react-easy-crop put the avatar's crop back to the middle (3 of 24 repeats of avatar.spec.ts failed so).
 */
export async function reviewShot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const info = test.info();
  const file = path.join(folder, `${path.basename(info.file, '.spec.ts')}-${name}.png`);
  await target.screenshot({ path: file, fullPage: options.fullPage });
  await info.attach(name, { path: file, contentType: 'image/png' });
}
