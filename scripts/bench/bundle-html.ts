import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** Script URLs and module preloads referenced by index.html, plus inline scripts. */
export function readIndexHtml(html: string) {
  const sources: string[] = [];
  const inline: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1];
    if (src) sources.push(src);
    else if ((match[2] ?? '').trim() && !/type\s*=\s*["']application\/(ld\+)?json["']/i.test(attributes)) {
      inline.push(match[2] ?? '');
    }
  }
  const preloads: string[] = [];
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    if (!/\brel\s*=\s*["']modulepreload["']/i.test(tag)) continue;
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (href) preloads.push(href);
  }
  return { sources, preloads, inline };
}

/** Maps a URL from index.html (`/assets/x.js`, `./assets/x.js`, `/base/assets/x.js`) to a file in dist. */
export function resolveFromHtml(dist: string, url: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(url)) return undefined; // another origin: not part of this build
  const clean = (url.split(/[?#]/)[0] ?? '').replace(/^\.?\//, '');
  const segments = clean.split('/');
  // Try the path as is, then without leading segments (a non-root `base` such as `/portal/`).
  for (let i = 0; i < segments.length; i++) {
    const candidate = path.join(dist, ...segments.slice(i));
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}
