import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTemplate } from '@kundenportal/domain/adviser-forms/parse-template';
import { letterContent } from '@kundenportal/domain/bestandsuebertragung/letter';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { PDFDocument } from 'pdf-lib';
import { renderFormPdf } from '../../apps/server/src/modules/adviser-forms/form-pdf';
import { renderLetterPdf } from '../../apps/server/src/modules/workspace/bestandsuebertragungen/letters/letter-pdf';
import { table } from './table';

/** Issue 29: the Bestandsübertragung letter to one insurer with 10 contracts, the signed Vollmacht appended. */
const CONTRACTS = 10;
const WARMUP = 3;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEMPLATE = path.join(root, 'apps/server/assets/demo/forms/maklervollmacht.md');

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const at = (values: number[], share: number) =>
  values[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)] ?? 0;

/** The demo Maklervollmacht as signed (typed signature, proof footer): the pages the letter appends. */
async function signedVollmacht(now: Date): Promise<Uint8Array> {
  const parsed = parseTemplate(await readFile(TEMPLATE, 'utf8'));
  if (!parsed.ok) throw new Error(`Maklervollmacht does not parse: ${parsed.errors.join('; ')}`);
  return renderFormPdf({
    template: parsed.template,
    values: {
      firstname: 'Max',
      lastname: 'Mustermann',
      geburtsdatum: '1984-05-17',
      address: 'Musterstraße',
      addressnumber: '12a',
      streetcode: '80331',
      city: 'München',
      untervollmacht: '1',
      unterschriftsort: 'München',
      datum: isoDateIn(now),
    },
    signer: 'Max Mustermann',
    signature: null,
    signedAt: now,
    proof: { id: '3f0b6d0e-6a4c-4d8e-9a51-2b7e3f1c9d20', contentSha256: 'e'.repeat(64) },
    author: 'Thomas Berger, Berger Versicherungsmakler GmbH',
  });
}

/**
 * renderLetterPdf called directly (what GET …/anschreiben.pdf and the e-mail's attachment render): the
 * domain's letterContent for 10 contracts at HUK-COBURG, the DIN 5008 layout with DejaVu Sans embedded,
 * and the Vollmacht's pages copied in. Warm-up renders are left out.
 */
export async function benchLetters(runs: number): Promise<void> {
  const now = new Date();
  const vollmacht = await signedVollmacht(now);
  const letter = letterContent({
    level: 'maklermandat',
    datum: isoDateIn(now),
    agency: {
      name: 'Berger Versicherungsmakler GmbH',
      address: ['Leopoldstraße 42', '80802 München'],
      registernummer: 'D-4K2M-XE7QT-21',
      contact: ['Telefon +49 89 1234567', 'E-Mail thomas.berger@berger-makler.example'],
    },
    vermittlernummer: '12/345-6',
    insurer: { name: 'HUK-COBURG', address: ['Bahnhofsplatz', '96444 Coburg'] },
    customer: {
      name: 'Max Mustermann',
      geburtsdatum: '1984-05-17',
      address: ['Musterstraße 12a', '80331 München'],
    },
    contracts: Array.from({ length: CONTRACTS }, (_, index) => ({
      versicherer: 'HUK-COBURG',
      nummer: `HUK-${4711000 + index}`,
      sparte: index % 2 ? 'kfz' : 'hausrat',
    })),
  });
  const render = () =>
    renderLetterPdf({
      letter,
      title: 'Anschreiben HUK-COBURG',
      author: letter.signature,
      createdAt: now,
      appendix: vollmacht,
    });
  let last: Uint8Array = new Uint8Array();
  for (let run = 0; run < WARMUP; run += 1) last = await render();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    last = await render();
    times.push(performance.now() - started);
  }
  const pages = (await PDFDocument.load(last, { updateMetadata: false })).getPageCount();
  const appended = (await PDFDocument.load(vollmacht, { updateMetadata: false })).getPageCount();
  const ordered = sorted(times);
  console.log(
    `${CONTRACTS} contracts, the demo Maklervollmacht (${appended === 1 ? '1 page' : `${appended} pages`}) appended; ${runs} runs after ${WARMUP} warm-up`,
  );
  console.log('');
  console.log(
    table(
      ['target', 'pages', 'KB', 'min ms', 'median ms', 'p95 ms', 'max ms'],
      [
        [
          'renderLetterPdf, 10 contracts',
          String(pages),
          (last.byteLength / 1024).toFixed(1),
          (ordered[0] ?? 0).toFixed(0),
          at(ordered, 0.5).toFixed(0),
          at(ordered, 0.95).toFixed(0),
          (ordered.at(-1) ?? 0).toFixed(0),
        ],
      ],
      new Set([0]),
    ),
  );
  console.log('');
  console.log(
    `Bestandsübertragung letter PDF (10 contracts): p50 ${at(ordered, 0.5).toFixed(0)} ms, p95 ${at(ordered, 0.95).toFixed(0)} ms`,
  );
}
