import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { expect, test } from '../fixtures';

/**
 * The sanitising of an adviser's markdown (apps/web/src/components/ui/markdown-view.tsx: marked, then
 * DOMPurify) in Chromium: DOMPurify needs a browser's DOM, and happy-dom, the web unit tests' DOM, keeps
 * what DOMPurify drops (ADR 043). The module itself, bundled, runs on an empty page; the way through the
 * agency page to the customer's is legal-markup.spec.ts.
 */
const entry = `
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MarkdownView, renderMarkdown } from './markdown-view';

Object.assign(window, {
  renderMarkdown,
  showMarkdown(text) {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    flushSync(() => root.render(createElement(MarkdownView, { text })));
  },
});
`;

let bundle: Promise<string> | undefined;
function markdownBundle(): Promise<string> {
  bundle ??= build({
    stdin: {
      contents: entry,
      resolveDir: path.resolve(import.meta.dirname, '../../apps/web/src/components/ui'),
      loader: 'tsx',
    },
    bundle: true,
    write: false,
    outdir: 'markdown-bundle',
    format: 'iife',
    // The class names resolve as in the app; the page does without the styles.
    loader: { '.css': 'local-css' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  }).then((result) => result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '');
  return bundle;
}

type MarkdownWindow = Window & {
  renderMarkdown: (text: string) => string;
  showMarkdown: (text: string) => void;
  hacked?: boolean;
};

/** markdown-view.tsx's `renderMarkdown(text)` run in the page. */
function renderMarkdown(page: Page, text: string): Promise<string> {
  return page.evaluate((markdown) => (window as unknown as MarkdownWindow).renderMarkdown(markdown), text);
}

test.beforeEach(async ({ page }) => {
  await page.setContent('<!doctype html><html lang="de"><title>Markdown</title><body></body></html>');
  await page.addScriptTag({ content: await markdownBundle() });
});

test('renders the structure, one heading level down', async ({ page }) => {
  const html = await renderMarkdown(
    page,
    '# Titel\n\n## Abschnitt\n\nText mit **fett** und [Link](https://example.com).\n\n- eins\n- zwei',
  );
  expect(html).toContain('<h2>Titel</h2>');
  expect(html).toContain('<h3>Abschnitt</h3>');
  expect(html).toContain('<strong>fett</strong>');
  expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">Link</a>');
  expect(html).toContain('<li>eins</li>');
});

test('lets no script, handler, style, image, frame or javascript: link through', async ({ page }) => {
  const html = await renderMarkdown(
    page,
    [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
      '<p style="position:fixed" onclick="alert(3)">Text</p>',
      '[Klick](javascript:alert(4))',
      '![Bild](https://evil.example/track.png)',
      '<a href="data:text/html,<script>alert(5)</script>">x</a>',
      '<svg onload=alert(6)></svg>',
    ].join('\n\n'),
  );
  for (const forbidden of [
    '<script',
    'alert(1)',
    'onerror',
    '<img',
    '<iframe',
    '<style',
    'style=',
    'onclick',
    'javascript:',
    'data:',
    '<svg',
    'onload',
  ])
    expect(html, forbidden).not.toContain(forbidden);
  expect(html).toContain('Text');
});

test('keeps mailto and tel links without a new tab', async ({ page }) => {
  const html = await renderMarkdown(page, '[Mail](mailto:a@b.de) [Anruf](tel:+49891234567)');
  expect(html).toContain('<a href="mailto:a@b.de">Mail</a>');
  expect(html).toContain('<a href="tel:+49891234567">Anruf</a>');
});

test('MarkdownView renders into the page as sanitised markup', async ({ page }) => {
  await page.evaluate(() =>
    (window as unknown as MarkdownWindow).showMarkdown(
      '## Rechte\n\n<script>window.hacked = true</script>Du hast Rechte.\n\n<img src=x onerror="window.hacked = true">',
    ),
  );
  await expect(page.getByRole('heading', { level: 3 })).toHaveText('Rechte');
  await expect(page.getByText('Du hast Rechte.')).toBeVisible();
  await expect(page.locator('body > div').locator('script, img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as MarkdownWindow).hacked)).toBeUndefined();
});
