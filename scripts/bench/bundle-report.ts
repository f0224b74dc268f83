import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseBundle, type BundleReport, type CountedFile } from './bundle';
import { table } from './table';

/** `npm run bench -- --only bundle`: the login route's, the documents route's and the PDF viewer's JavaScript (bundle.ts). */
const LOGIN_JS_AIM_KB = 130;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const displayPath = (file: string) => {
  const relative = path.relative(root, file);
  return relative && !relative.startsWith('..') ? relative : file;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printBundle(report: BundleReport): void {
  const total = report.login.reduce((sum, f) => sum + f.gzipBytes, 0);
  const totalRaw = report.login.reduce((sum, f) => sum + f.rawBytes, 0);
  console.log(
    `JavaScript of the login route (#/intro/login), from ${displayPath(report.dist)}` +
      ` (${report.usedManifest ? 'index.html + .vite/manifest.json + static imports' : 'index.html + static imports; no manifest'}):`,
  );
  console.log('');
  console.log(
    table(
      ['file', 'raw KB', 'gzip KB', 'counted because'],
      [
        ...report.login.map((f) => [f.file, kb(f.rawBytes), kb(f.gzipBytes), f.reason]),
        ['total', kb(totalRaw), kb(total), ''],
      ],
      new Set([0, 3]),
    ),
  );
  if (!report.loginChunkFound) {
    console.log('Note: no separate login page chunk found (is the login page in the entry bundle?).');
  }
  const verdict = total <= LOGIN_JS_AIM_KB * 1024 ? 'PASS' : 'OVER';
  console.log('');
  console.log(
    `Login route initial JS: ${kb(total)} KB gzipped — aim ≤ ${LOGIN_JS_AIM_KB} KB gzipped: ${verdict}`,
  );
  console.log(
    `All JS in dist (context): ${report.all.files} files, ${kb(report.all.rawBytes)} KB raw, ` +
      `${kb(report.all.gzipBytes)} KB gzipped (sizes: gzip level 9, 1 KB = 1024 bytes).`,
  );
  console.log('');
  printDocumentsBundle(report);
}

const sum = (files: CountedFile[]) => ({
  gzip: files.reduce((total, f) => total + f.gzipBytes, 0),
  raw: files.reduce((total, f) => total + f.rawBytes, 0),
});

function filesTable(files: CountedFile[]): string {
  const total = sum(files);
  return table(
    ['file', 'raw KB', 'gzip KB', 'counted because'],
    [
      ...files.map((f) => [f.file, kb(f.rawBytes), kb(f.gzipBytes), f.reason]),
      ['total', kb(total.raw), kb(total.gzip), ''],
    ],
    new Set([0, 3]),
  );
}

/** The documents route's JavaScript and its lazily loaded PDF viewer (issue 9), and where pdf.js is not. */
function printDocumentsBundle(report: BundleReport): void {
  const documents = report.documents;
  if (!documents.chunk) {
    console.log('Documents route: no documents page chunk found (is the page in another chunk?).');
    return;
  }
  const appStart = sum(documents.appStart);
  console.log(
    'JavaScript the documents route (#/app/dokumente) adds when opened from the logged-in app: the page ' +
      'chunk and its static imports',
  );
  console.log(
    `not already loaded by the app's start (entry, start and app layout chunks with their static imports: ` +
      `${documents.appStart.length} files, ${kb(appStart.raw)} KB raw, ${kb(appStart.gzip)} KB gzipped):`,
  );
  console.log('');
  console.log(filesTable(documents.added));
  const added = sum(documents.added);
  console.log('');
  console.log(
    `Documents route JS added to the logged-in app: ${kb(added.gzip)} KB gzipped, ${kb(added.raw)} KB raw ` +
      `(${documents.added.length} files).`,
  );
  console.log('');
  console.log(
    'PDF viewer, loaded when the first PDF opens (not with the route): viewer chunk, pdf.js, worker:',
  );
  console.log('');
  if (documents.pdfViewer.length > 0) console.log(filesTable(documents.pdfViewer));
  else console.log('(no PDF viewer files found)');
  const viewer = sum(documents.pdfViewer);
  console.log('');
  console.log(`PDF viewer JS: ${kb(viewer.gzip)} KB gzipped, ${kb(viewer.raw)} KB raw.`);
  if (documents.pdfjsFiles.length === 0) {
    console.log(
      'Note: no pdf.js found in dist (manifest source pdfjs-dist/… or its texts): nothing to check.',
    );
  }
  const verdict = (found: string[]) => (found.length === 0 ? 'no' : `YES (regression): ${found.join(', ')}`);
  console.log(`pdf.js in login route: ${verdict(documents.pdfjsInLogin)}`);
  console.log(
    `pdf.js in documents route (app start + route, before a PDF opens): ${verdict(documents.pdfjsInDocuments)}`,
  );
}

export function benchBundle(): void {
  const dist = path.resolve(process.env.BENCH_WEB_DIST || path.join(root, 'apps/web/dist'));
  try {
    printBundle(analyseBundle(dist));
  } catch (error) {
    console.log(`Bundle size not measured: ${error instanceof Error ? error.message : String(error)}`);
  }
}
