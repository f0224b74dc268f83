import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * Renders the app icons (PNG) from the brand mark `apps/web/public/icons/icon.svg` in Debian's Chromium.
 * Run once after the mark changes and commit the PNGs: `node --import tsx scripts/render-icons.ts`.
 * - icon-192/512: the mark as it is (rounded square, transparent corners), manifest purpose 'any';
 * - icon-maskable-512: a full-bleed square, so a launcher's mask (circle, squircle) cuts only background:
 *   the letter lies within the 80 % safe zone already;
 * - apple-touch-icon (180): opaque and square, iOS rounds the corners itself.
 */
const iconsDir = path.resolve(import.meta.dirname, '..', 'apps/web/public/icons');
const mark = readFileSync(path.join(iconsDir, 'icon.svg'), 'utf8');
const squareMark = mark.replace(/\s+rx="[^"]*"/, '');
if (squareMark === mark) throw new Error('icon.svg: expected a rounded rect (rx) to square off');

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark, transparent: true },
  { file: 'icon-512.png', size: 512, svg: mark, transparent: true },
  { file: 'icon-maskable-512.png', size: 512, svg: squareMark, transparent: false },
  { file: 'apple-touch-icon.png', size: 180, svg: squareMark, transparent: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  mkdirSync(iconsDir, { recursive: true });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    const png = await page.screenshot({
      omitBackground: icon.transparent,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    writeFileSync(path.join(iconsDir, icon.file), png);
    console.log(`${icon.file} ${icon.size}×${icon.size} ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
