import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readIndexHtml, resolveFromHtml } from './bundle-html';

/** What Vite writes to `dist/.vite/manifest.json` when `build.manifest` is on (only the fields used here). */
type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type CountedFile = { file: string; reason: string; gzipBytes: number; rawBytes: number };

export type BundleReport = {
  dist: string;
  usedManifest: boolean;
  /** The JavaScript the login route loads before it can render (entry, its static imports, login chunk). */
  login: CountedFile[];
  loginChunkFound: boolean;
  /** The documents route (#/app/dokumente) and its lazily loaded PDF viewer. */
  documents: DocumentsReport;
  /** Every .js / .mjs file in dist, for context. */
  all: { files: number; gzipBytes: number; rawBytes: number };
};

export type DocumentsReport = {
  /** The documents page chunk, when one was found (else the other fields are empty). */
  chunk: string | undefined;
  /**
   * What opening the route from the logged-in app adds: the page chunk and its static imports that the
   * app's start (entry, start chunk, app layout chunk and their static imports) has not loaded already.
   */
  added: CountedFile[];
  /** The logged-in app's start, not counted again in `added` (files and sizes, for context). */
  appStart: CountedFile[];
  /** The PDF viewer, loaded when the first PDF opens: its chunk, pdf.js and pdf.js's worker. */
  pdfViewer: CountedFile[];
  /** Files in dist holding pdf.js (by manifest source `pdfjs-dist/…` or by pdf.js's own texts). */
  pdfjsFiles: string[];
  /** pdf.js files among the login route's files / the documents route's load (app start + `added`). */
  pdfjsInLogin: string[];
  pdfjsInDocuments: string[];
};

/** Texts only pdf.js itself contains (its main module, its worker), to find it whatever the chunk's name. */
const PDFJS_MARKERS = ['Setting up fake worker', 'pdfjsVersion'];

const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const isJs = (file: string) => /\.m?js$/.test(file);
const toPosix = (file: string) => file.split(path.sep).join('/');

/** Static `import … from "./x.js"`, `export … from "./x.js"` and `import "./x.js"` — not `import("./x.js")`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/g;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

type Found = { file: string; reason: string };

/**
 * Finds a chunk in dist: by its source module's manifest key, else by the chunk name the build gave it
 * (apps/web/build/first-load-chunks.ts merges start.tsx, login-page.tsx and app-layout.tsx into the
 * `start`, `login` and `app` chunks, which keep no key of their source), else by file name.
 */
function findChunk(
  dist: string,
  manifest: Manifest | undefined,
  jsFiles: string[],
  what: { label: string; key: RegExp; name?: string; fileName: RegExp },
): Found | undefined {
  if (manifest) {
    const byKey = Object.entries(manifest).find(([key, chunk]) => what.key.test(key) && isJs(chunk.file));
    if (byKey)
      return { file: path.join(dist, byKey[1].file), reason: `${what.label} (manifest: ${byKey[0]})` };
    const byName = Object.entries(manifest).find(
      ([, chunk]) => what.name !== undefined && chunk.name === what.name && isJs(chunk.file),
    );
    if (byName)
      return {
        file: path.join(dist, byName[1].file),
        reason: `${what.label} (manifest chunk "${what.name}")`,
      };
  }
  const file = jsFiles.find((f) => what.fileName.test(path.basename(f)));
  return file ? { file, reason: `${what.label} (file name)` } : undefined;
}

/** Finds the lazily loaded login page chunk: by manifest source path or chunk name, else by file name. */
function findLoginChunk(dist: string, manifest: Manifest | undefined, jsFiles: string[]) {
  if (manifest) {
    const keys = Object.keys(manifest).filter((key) => /features\/auth\b/.test(key) && /login/i.test(key));
    const key = keys.find((k) => /login-?page/i.test(k)) ?? keys[0];
    const chunk = key ? manifest[key] : undefined;
    if (key && chunk)
      return { file: path.join(dist, chunk.file), reason: `login page chunk (manifest: ${key})` };
  }
  const byName = Object.values(manifest ?? {}).find((chunk) => chunk.name === 'login' && isJs(chunk.file));
  if (byName)
    return { file: path.join(dist, byName.file), reason: 'login page chunk (manifest chunk "login")' };
  const byFileName = jsFiles.filter((file) => /login/i.test(path.basename(file)));
  const file = byFileName.find((f) => /login-?page/i.test(path.basename(f))) ?? byFileName[0];
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
  const rel = (file: string) => toPosix(path.relative(dist, file));

  /** The files a load fetches from its roots on: each root and, recursively, its static imports. */
  const staticClosure = (roots: Found[]) => {
    const counted = new Map<string, string>(); // absolute file → why it is counted
    const add = (file: string, reason: string) => {
      if (counted.has(file) || !isJs(file) || !existsSync(file)) return;
      counted.set(file, reason);
      // Static imports in the code itself …
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(STATIC_IMPORT)) {
        const spec = match[1] ?? '';
        if (spec.startsWith('.'))
          add(path.resolve(path.dirname(file), spec), `static import of ${rel(file)}`);
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
    for (const root of roots) add(root.file, root.reason);
    return counted;
  };
  const measure = (files: Map<string, string>): CountedFile[] =>
    [...files].map(([file, reason]) => {
      const data = readFileSync(file);
      return { file: rel(file), reason, gzipBytes: gzipSize(data), rawBytes: data.length };
    });
  const without = (files: Map<string, string>, ...loaded: Map<string, string>[]) =>
    new Map([...files].filter(([file]) => !loaded.some((set) => set.has(file))));

  // What every load fetches: index.html's scripts and preloads, the manifest's entry.
  const { sources, preloads, inline } = readIndexHtml(html);
  const entryRoots: Found[] = [];
  for (const src of sources) {
    const file = resolveFromHtml(dist, src);
    if (file) entryRoots.push({ file, reason: 'entry script in index.html' });
  }
  for (const href of preloads) {
    const file = resolveFromHtml(dist, href);
    if (file) entryRoots.push({ file, reason: 'modulepreload in index.html' });
  }
  for (const chunk of Object.values(manifest ?? {})) {
    if (chunk.isEntry) entryRoots.push({ file: path.join(dist, chunk.file), reason: 'entry (manifest)' });
  }
  const inlineFiles: CountedFile[] = inline.map((code, i) => ({
    file: `index.html inline script #${i + 1}`,
    reason: 'inline script in index.html',
    gzipBytes: gzipSize(code),
    rawBytes: Buffer.byteLength(code),
  }));

  const loginChunk = findLoginChunk(dist, manifest, jsFiles);
  const loginFiles = staticClosure([...entryRoots, ...(loginChunk ? [loginChunk] : [])]);
  const login: CountedFile[] = [...measure(loginFiles), ...inlineFiles];

  // The documents route, opened from the logged-in app: what the app's start has loaded is not fetched again.
  const startChunk = findChunk(dist, manifest, jsFiles, {
    label: 'app start chunk',
    key: /^src\/app\/start\.tsx$/,
    name: 'start',
    fileName: /^start-[\w-]+\.js$/,
  });
  const appChunk = findChunk(dist, manifest, jsFiles, {
    label: 'app layout chunk',
    key: /^src\/app\/app-layout\.tsx$/,
    name: 'app',
    fileName: /^app(?:-layout)?-[\w-]+\.js$/,
  });
  const documentsChunk = findChunk(dist, manifest, jsFiles, {
    label: 'documents page chunk',
    key: /features\/documents\/routes\/documents-page\.tsx$/,
    fileName: /^documents-page-[\w-]+\.js$/,
  });
  const appStartFiles = staticClosure([
    ...entryRoots,
    ...(startChunk ? [startChunk] : []),
    ...(appChunk ? [appChunk] : []),
  ]);
  const documentsFiles = documentsChunk
    ? without(staticClosure([documentsChunk]), appStartFiles)
    : new Map<string, string>();

  // pdf.js: by the manifest's source path, and by its own texts (should a build ever merge it elsewhere).
  const pdfjs = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest ?? {})) {
    if (/(?:^|\/)node_modules\/pdfjs-dist\//.test(key) && isJs(chunk.file))
      pdfjs.add(path.join(dist, chunk.file));
  }
  for (const file of jsFiles) {
    const code = readFileSync(file, 'utf8');
    if (PDFJS_MARKERS.some((marker) => code.includes(marker))) pdfjs.add(file);
  }

  // The PDF viewer: its chunk with its static imports, pdf.js (its dynamic import) and the worker asset.
  const viewerChunk = findChunk(dist, manifest, jsFiles, {
    label: 'PDF viewer chunk',
    key: /features\/documents\/components\/pdf-viewer\.tsx$/,
    name: 'pdf-viewer',
    fileName: /^pdf-viewer-[\w-]+\.js$/,
  });
  const viewerRoots: Found[] = viewerChunk ? [viewerChunk] : [];
  for (const file of [...pdfjs].sort()) {
    const worker = /pdf\.worker/.test(path.basename(file));
    viewerRoots.push({
      file,
      reason: worker
        ? 'pdf.js worker (asset, started by the viewer)'
        : 'pdf.js (dynamic import of the viewer)',
    });
  }
  const viewerFiles = without(staticClosure(viewerRoots), appStartFiles, documentsFiles);

  const pdfjsIn = (...sets: Map<string, string>[]) =>
    [...pdfjs].filter((file) => sets.some((set) => set.has(file))).map(rel);

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
    documents: {
      chunk: documentsChunk ? rel(documentsChunk.file) : undefined,
      added: measure(documentsFiles),
      appStart: [...measure(appStartFiles), ...inlineFiles],
      pdfViewer: measure(viewerFiles),
      pdfjsFiles: [...pdfjs].map(rel).sort(),
      pdfjsInLogin: pdfjsIn(loginFiles),
      pdfjsInDocuments: pdfjsIn(appStartFiles, documentsFiles),
    },
    all: { files: jsFiles.length, gzipBytes, rawBytes },
  };
}
