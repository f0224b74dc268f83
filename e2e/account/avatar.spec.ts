import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  login,
  reviewShot,
  signIn,
  test,
  who,
} from '../fixtures';

/**
 * The own picture (issue 11, /app/MeinKonto/avatar) in Chromium against the real server: a 400 × 300 PNG
 * chosen, cropped square with the keyboard, converted to a JPEG in the browser and uploaded; the header
 * shows it (an object URL, never a token in a URL), after a reload too; deleted after the question, the
 * fallback comes back. axe on each step, 375 px wide. makler_light (Erika) has no avatar page.
 */

/** Left two thirds red, right third blue: where the crop sat shows in the uploaded picture. */
async function redBluePng(): Promise<Buffer> {
  const width = 400;
  const height = 300;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.set(x < 200 ? [220, 30, 30] : [30, 30, 220], (y * width + x) * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const HEADER_PICTURE = 'header img[src^="blob:"]';
const headerPicture = (page: Page) => page.locator(HEADER_PICTURE);

/** The colour of one pixel (at a share of the width, mid-height) of a picture the page shows. */
async function pixelOf(page: Page, selector: string, xShare: number): Promise<{ r: number; b: number }> {
  return page.locator(selector).evaluate(async (img: HTMLImageElement, share) => {
    // Visible is not loaded: an image still decoding draws nothing (every pixel 0).
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return { r: -1, b: -1 };
    context.drawImage(img, 0, 0);
    const [r = -1, , b = -1] = context.getImageData(
      Math.round(img.naturalWidth * share),
      Math.round(img.naturalHeight / 2),
      1,
      1,
    ).data;
    return { r, b };
  }, xShare);
}

async function openAvatarPage(page: Page) {
  await signIn(page, who.max);
  await page.goto('/#/app/MeinKonto/avatar');
  await expect(page.getByRole('heading', { level: 1, name: 'Dein Bild' })).toBeVisible();
  await expect(page).toHaveTitle('Dein Bild – Kundenportal');
  await closeToasts(page);
}

test('chooses a picture, crops it with the keyboard, uploads it, shows it in the header and deletes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAvatarPage(page);

  // Start: the fallback (Max: 'm'), the adviser-chat hint (nachrichten on), no delete yet.
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: 'Standardbild (noch kein eigenes Bild)' })).toBeVisible();
  await expect(main.getByText('Dein Bild sieht Dein Berater im Chat.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Bild löschen' })).toHaveCount(0);
  await expect(page.locator('header [data-fallback="m"]')).toBeVisible();
  await expect(headerPicture(page)).toHaveCount(0);
  const input = page.getByTestId('avatar-file-input');
  await expect(input).toHaveAttribute(
    'accept',
    'image/jpeg,image/png,image/bmp,image/gif,.jpg,.jpeg,.png,.bmp,.gif',
  );
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'start-375', { fullPage: true });

  // Crop: a square of the 400 × 300 picture, moved to its left edge with the arrow keys. (Its review shot is
  // of the viewport: a full-page capture resizes the page, and react-easy-crop put the crop back to the middle.)
  await input.setInputFiles({ name: 'ich.png', mimeType: 'image/png', buffer: await redBluePng() });
  await expect(page.getByRole('heading', { level: 2, name: 'Ausschnitt wählen' })).toBeFocused();
  const cropArea = page.getByRole('group', { name: 'Bildausschnitt' });
  await expect(cropArea).toBeVisible();
  const box = await cropArea.boundingBox();
  expect(box && Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
  await expect(page.getByLabel('Vergrößerung')).toHaveValue('1');
  // The cropper measures the picture once it has loaded ('Übernehmen' is enabled then); arrow keys pressed
  // before are ignored by react-easy-crop.
  await expect(page.getByRole('button', { name: 'Übernehmen' })).toBeEnabled();
  await cropArea.focus();
  for (let press = 0; press < 15; press++) await page.keyboard.press('ArrowRight');
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'crop-375');

  // Upload: the success toast, back at the start with the new picture and the delete button.
  const upload = page.waitForRequest((request) => request.url().endsWith('/api/users/avatar'));
  await page.getByRole('button', { name: 'Übernehmen' }).click();
  const sent = await upload;
  expect(sent.method()).toBe('POST');
  expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(sent.headers().authorization).toMatch(/^Bearer /);
  await expect(page.getByText('Dein Bild wurde erfolgreich hinterlegt.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Bild auswählen' })).toBeFocused();
  await expect(main.getByRole('img', { name: 'Dein Bild' })).toHaveAttribute('src', /^blob:/);
  await expect(headerPicture(page)).toBeVisible();
  await expect(page.locator(HEADER_PICTURE)).toHaveJSProperty('naturalWidth', 128);
  // The crop sat at the left edge: red up to two thirds of the square (centred it would be half).
  const inside = await pixelOf(page, HEADER_PICTURE, 0.6);
  expect(inside.r).toBeGreaterThan(150);
  expect(inside.b).toBeLessThan(100);
  const right = await pixelOf(page, HEADER_PICTURE, 0.9);
  expect(right.b).toBeGreaterThan(150);
  await closeToasts(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'done-375', { fullPage: true });

  // After a reload the header fetches it again (with the session, into an object URL).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dein Bild' })).toBeVisible();
  await expect(headerPicture(page)).toBeVisible();
  await expect(page.locator('img[src*="/users/avatar"]')).toHaveCount(0);

  // Delete: the question ('Abbrechen' first), then the toast and the fallback again.
  await main.getByRole('button', { name: 'Bild löschen' }).click();
  const question = page.getByRole('dialog', { name: 'Bild löschen?' });
  await expect(question.getByRole('button')).toHaveText(['Abbrechen', 'Löschen']);
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(question).toBeHidden();
  await expect(headerPicture(page)).toBeVisible();
  await main.getByRole('button', { name: 'Bild löschen' }).click();
  await question.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Dein Bild wurde gelöscht.')).toBeVisible();
  await expect(headerPicture(page)).toHaveCount(0);
  await expect(page.locator('header [data-fallback="m"]')).toBeVisible();
  await expect(main.getByRole('img', { name: 'Standardbild (noch kein eigenes Bild)' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Bild löschen' })).toHaveCount(0);
  await closeToasts(page);
  await expectNoAxeViolations(page);
});

test('"Abbrechen" on the crop screen goes back to the start without uploading', async ({ page }) => {
  await openAvatarPage(page);
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/users/avatar')) posted = true;
  });
  await page
    .getByTestId('avatar-file-input')
    .setInputFiles({ name: 'ich.png', mimeType: 'image/png', buffer: await redBluePng() });
  await expect(page.getByRole('group', { name: 'Bildausschnitt' })).toBeVisible();
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('button', { name: 'Bild auswählen' })).toBeFocused();
  expect(posted).toBe(false);
});

test('makler_light (Erika) has no avatar page and no menu entry for it', async ({ page }) => {
  await login(page, who.erika);
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  await page.getByRole('button', { name: 'Menü' }).click();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Personen' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dein Bild' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/#/app/MeinKonto/avatar');
  await expect(page.getByText('Du hast nicht die erforderliche Berechtigung.')).toBeVisible();
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  // The header shows her fallback (the main person is a woman) without asking for a picture.
  await expect(page.locator('header [data-fallback="w"]')).toBeVisible();
  await closeToasts(page);
  await reviewShot(page.locator('header'), 'header-erika');
});
