import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTemplate } from '@kundenportal/domain/adviser-forms/parse-template';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { renderFormPdf } from '../../apps/server/src/modules/adviser-forms/form-pdf';
import { prepareSignature } from '../../apps/server/src/modules/adviser-forms/signature-image';
import { clientHeaders, login, startPortal } from './http';
import { table } from './table';

/** Issue 12: rendering the signed PDF of an adviser form, the demo Maklervollmacht (two pages). */
const AIM_MS = 300;
const WARMUP = 3;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEMPLATE = path.join(root, 'apps/server/assets/demo/forms/maklervollmacht.md');

/** What signature_pad gives on a phone or laptop with a device pixel ratio of 2: the 640×360 pad as 1280×720. */
async function drawnSignature(): Promise<{ png: string; svg: string }> {
  const strokes =
    'M 60 250 C 110 120, 170 300, 230 170 S 330 90, 380 230 C 420 320, 470 140, 520 200 S 590 260, 600 180';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><path d="${strokes}" stroke="black" stroke-width="3" fill="none"/><circle r="1.5" cx="540" cy="90" fill="black"/></svg>`;
  const png = await sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
  return { svg, png: `data:image/png;base64,${png.toString('base64')}` };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const at = (values: number[], share: number) =>
  values[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)] ?? 0;

type Row = { target: string; times: number[]; pages: number; bytes: number };

async function timed(runs: number, render: () => Promise<Uint8Array>): Promise<Omit<Row, 'target'>> {
  let last: Uint8Array = new Uint8Array();
  for (let run = 0; run < WARMUP; run += 1) last = await render();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    last = await render();
    times.push(performance.now() - started);
  }
  const pages = last.byteLength
    ? (await PDFDocument.load(last, { updateMetadata: false })).getPageCount()
    : 0;
  return { times, pages, bytes: last.byteLength };
}

/**
 * The Maklervollmacht with every field filled and a drawn PNG signature: renderFormPdf called directly (the
 * send's PDF with its proof footer, and the preview's), the signature check alone (sharp: decode, ink,
 * re-encode), and POST /api/forms/maklervollmacht with preview true through the real server (Max, PGlite):
 * body parsing, validation, the signature check and the render. Warm-up renders are left out.
 */
export async function benchForms(runs: number): Promise<void> {
  const parsed = parseTemplate(await readFile(TEMPLATE, 'utf8'));
  if (!parsed.ok) throw new Error(`Maklervollmacht does not parse: ${parsed.errors.join('; ')}`);
  const template = parsed.template;
  const signature = await drawnSignature();
  const pngBytes = Buffer.from(signature.png.slice('data:image/png;base64,'.length), 'base64');
  const meta = await sharp(pngBytes).metadata();
  console.log(
    `Signature: drawn PNG ${meta.width}×${meta.height} px (${(pngBytes.length / 1024).toFixed(1)} KB) and its SVG; ${runs} runs each after ${WARMUP} warm-up`,
  );
  const now = new Date();
  const values: Record<string, unknown> = {
    firstname: 'Max',
    lastname: 'Mustermann',
    geburtsdatum: '1984-05-17',
    address: 'Musterstraße',
    addressnumber: '12a',
    streetcode: '80331',
    city: 'München',
    einschraenkungen: 'Die Vollmacht gilt nicht für die Kfz-Versicherung meines Zweitwagens.',
    untervollmacht: '1',
    unterschriftsort: 'München',
    datum: isoDateIn(now),
  };
  const input = {
    template,
    values,
    signer: 'Max Mustermann',
    signedAt: now,
    author: 'Thomas Berger, Berger Versicherungsmakler GmbH',
  };
  const rows: Row[] = [];
  const prepared = await prepareSignature({ kind: 'drawn', ...signature }, 'unterschrift');
  rows.push({
    target: 'renderFormPdf, sent (proof footer)',
    ...(await timed(runs, () =>
      renderFormPdf({
        ...input,
        signature: prepared,
        proof: { id: '3f0b6d0e-6a4c-4d8e-9a51-2b7e3f1c9d20', contentSha256: 'e'.repeat(64) },
      }),
    )),
  });
  rows.push({
    target: 'renderFormPdf, preview',
    ...(await timed(runs, () => renderFormPdf({ ...input, signature: prepared, proof: null }))),
  });
  const check = await timed(runs, async () => {
    await prepareSignature({ kind: 'drawn', ...signature }, 'unterschrift');
    return new Uint8Array();
  });
  rows.push({ target: 'signature check (sharp, PNG + SVG)', ...check });

  const portal = await startPortal();
  try {
    const headers = {
      ...clientHeaders,
      authorization: `Bearer ${await login(portal.baseUrl)}`,
      'content-type': 'application/json',
    };
    const url = `${portal.baseUrl}/api/forms/maklervollmacht`;
    const form = (await (await fetch(url, { headers })).json()) as {
      form?: { values: Record<string, unknown>; version: number };
    };
    if (!form.form) throw new Error(`GET ${url}: no form (${JSON.stringify(form)})`);
    const body = JSON.stringify({
      values: {
        ...form.form.values,
        einschraenkungen: values.einschraenkungen,
        untervollmacht: '1',
        unterschriftsort: 'München',
      },
      signature,
      preview: true,
      version: form.form.version,
    });
    rows.push({
      target: 'POST /api/forms/maklervollmacht, preview',
      ...(await timed(runs, async () => {
        const response = await fetch(url, { method: 'POST', headers, body });
        const pdf = new Uint8Array(await response.arrayBuffer());
        if (response.status !== 200)
          throw new Error(
            `POST ${url}: HTTP ${response.status} ${Buffer.from(pdf).toString().slice(0, 300)}`,
          );
        return pdf;
      })),
    });
  } finally {
    await portal.close();
  }

  console.log('');
  console.log(
    table(
      ['target', 'pages', 'KB', 'min ms', 'median ms', 'p95 ms', 'max ms'],
      rows.map((row) => {
        const times = sorted(row.times);
        return [
          row.target,
          row.pages ? String(row.pages) : '',
          row.bytes ? (row.bytes / 1024).toFixed(1) : '',
          (times[0] ?? 0).toFixed(0),
          at(times, 0.5).toFixed(0),
          at(times, 0.95).toFixed(0),
          (times.at(-1) ?? 0).toFixed(0),
        ];
      }),
      new Set([0]),
    ),
  );
  const sent = sorted(rows[0]?.times ?? []);
  const served = sorted(rows.at(-1)?.times ?? []);
  const verdict = (times: number[]) => (at(times, 0.95) < AIM_MS ? 'PASS' : 'OVER');
  console.log('');
  console.log(
    `Maklervollmacht PDF render: median ${at(sent, 0.5).toFixed(0)} ms, p95 ${at(sent, 0.95).toFixed(0)} ms — aim p95 < ${AIM_MS} ms: ${verdict(sent)}; ` +
      `through POST (preview): p95 ${at(served, 0.95).toFixed(0)} ms: ${verdict(served)}`,
  );
}
