import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pwaTexts } from '@kundenportal/domain/texts/pwa';
import { describe, expect, it } from 'vitest';
import { API_PATHS, pwaOptions } from '../../../build/pwa';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

function pngSize(file: string) {
  const png = readFileSync(path.join(publicDir, file));
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('service worker build options (apps/web/build/pwa.ts)', () => {
  const workbox = pwaOptions.workbox ?? {};

  it('caches nothing at run time and never answers an /api navigation', () => {
    expect(workbox.runtimeCaching).toEqual([]);
    expect(workbox.navigateFallback).toBe('index.html');
    expect(workbox.navigateFallbackDenylist).toEqual([API_PATHS]);
    for (const apiPath of ['/api', '/api/', '/api/users/me', '/api/login?next=1']) {
      expect(API_PATHS.test(apiPath)).toBe(true);
    }
    for (const appPath of ['/', '/index.html', '/apidoc', '/assets/api-client-Ab12.js']) {
      expect(API_PATHS.test(appPath)).toBe(false);
    }
  });

  it('precaches the built shell and route chunks; a new build waits for the prompt', () => {
    expect(workbox.globPatterns).toEqual(['**/*.{js,css,html}']);
    expect(workbox.globIgnores).toEqual(['**/pdf-*.js', '**/pdf-viewer-*.css', '**/pdf.worker*']);
    expect(pwaOptions.registerType).toBe('prompt');
    expect(workbox.skipWaiting).toBe(false);
    expect(pwaOptions.filename).toBe('sw.js');
    expect(pwaOptions.injectRegister).toBe(false);
    expect(pwaOptions.devOptions?.enabled).toBe(false);
  });

  it('describes an installable German app with PNG icons that exist in their sizes', () => {
    const manifest = pwaOptions.manifest || {};
    expect(manifest).toMatchObject({
      name: pwaTexts.manifestName,
      short_name: pwaTexts.manifestShortName,
      description: pwaTexts.manifestDescription,
      lang: 'de',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b4f8a',
      background_color: '#ffffff',
    });
    const pngs = (manifest.icons ?? []).filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) expect(pngSize(icon.src)).toBe(icon.sizes);
    expect(pngSize('icons/apple-touch-icon.png')).toBe('180x180');
  });
});
