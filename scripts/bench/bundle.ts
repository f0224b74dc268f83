import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What Vite writes to `dist/.vite/manifest.json` when `build.manifest` is on (only the fields used here). */
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type CountedFile = { file: string; reason: string; gzipBytes: number; rawBytes: number };

export type BundleReport = {
  dist: string;
  usedManifest: boolean;
  /** The JavaScript the login route loads before it can render (entry, its static imports, login chunk). */
  login: CountedFile[];
  loginChunkFound: boolean;
  /** Every .js / .mjs file in dist, for context. */
  all: { files: number; gzipBytes: number; rawBytes: number };
};

const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const isJs = (file: string) => /\.m?js$/.test(file);
const toPosix = (file: string) => file.split(path.sep).join('/');

/** Static `import … from "./x.js"`, `export … from "./x.js"` and `import "./x.js"` — not `import("./x.js")`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/g;

/** Script URLs and module preloads referenced by index.html, plus inline scripts. */
function readIndexHtml(html: string) {
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
function resolveFromHtml(dist: string, url: string): string | undefined {
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

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Finds the lazily loaded login page chunk: by manifest source path, else by file name. */
function findLoginChunk(dist: string, manifest: Manifest | undefined, jsFiles: string[]) {
  if (manifest) {
    const keys = Object.keys(manifest).filter((key) => /features\/auth\b/.test(key) && /login/i.test(key));
    const key = keys.find((k) => /login-?page/i.test(k)) ?? keys[0];
    const chunk = key ? manifest[key] : undefined;
    if (key && chunk)
      return { file: path.join(dist, chunk.file), reason: `login page chunk (manifest: ${key})` };
  }
  const byName = jsFiles.filter((file) => /login/i.test(path.basename(file)));
  const file = byName.find((f) => /login-?page/i.test(path.basename(f))) ?? byName[0];
  if (file) return { file, reason: 'login page chunk (file name contains "login")' };
  return undefined;
}

export function analyseBundle(dist: string): BundleReport {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`no index.html in ${dist} — run \`npm run build\` first`);
  const html = readFileSync(indexFile, 'utf8');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : undefined;
  const jsFiles = listFiles(dist).filter(isJs);
  const byFile = new Map<string, ManifestChunk>();
  for (const chunk of Object.values(manifest ?? {})) byFile.set(path.join(dist, chunk.file), chunk);

  const counted = new Map<string, string>(); // absolute file → why it is counted
  const add = (file: string, reason: string) => {
    if (counted.has(file) || !isJs(file) || !existsSync(file)) return;
    counted.set(file, reason);
    // Static imports in the code itself …
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const spec = match[1] ?? '';
      if (spec.startsWith('.')) add(path.resolve(path.dirname(file), spec), `static import of ${rel(file)}`);
      else if (spec.startsWith('/')) {
        const target = resolveFromHtml(dist, spec);
        if (target) add(target, `static import of ${rel(file)}`);
      }
    }
    // … and as the manifest lists them.
    for (const key of byFile.get(file)?.imports ?? []) {
      const chunk = manifest?.[key];
      if (chunk) add(path.join(dist, chunk.file), `static import of ${rel(file)} (manifest)`);
    }
  };
  const rel = (file: string) => toPosix(path.relative(dist, file));

  const { sources, preloads, inline } = readIndexHtml(html);
  for (const src of sources) {
    const file = resolveFromHtml(dist, src);
    if (file) add(file, 'entry script in index.html');
  }
  for (const href of preloads) {
    const file = resolveFromHtml(dist, href);
    if (file) add(file, 'modulepreload in index.html');
  }
  for (const chunk of Object.values(manifest ?? {})) {
    if (chunk.isEntry) add(path.join(dist, chunk.file), 'entry (manifest)');
  }
  const loginChunk = findLoginChunk(dist, manifest, jsFiles);
  if (loginChunk) add(loginChunk.file, loginChunk.reason);

  const login: CountedFile[] = [...counted].map(([file, reason]) => {
    const data = readFileSync(file);
    return { file: rel(file), reason, gzipBytes: gzipSize(data), rawBytes: data.length };
  });
  inline.forEach((code, i) => {
    login.push({
      file: `index.html inline script #${i + 1}`,
      reason: 'inline script in index.html',
      gzipBytes: gzipSize(code),
      rawBytes: Buffer.byteLength(code),
    });
  });

  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of jsFiles) {
    const data = readFileSync(file);
    gzipBytes += gzipSize(data);
    rawBytes += data.length;
  }
  return {
    dist,
    usedManifest: manifest !== undefined,
    login,
    loginChunkFound: loginChunk !== undefined,
    all: { files: jsFiles.length, gzipBytes, rawBytes },
  };
}
