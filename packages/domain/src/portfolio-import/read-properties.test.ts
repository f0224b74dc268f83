import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPARTEN } from '../contracts/sparten';
import { CONTRACT_PREMIUM_MAX, CONTRACT_SUM_INSURED_MAX } from '../forms/catalogue/contract';
import { isValidEmail } from '../validation/email-pattern';
import { bytesOf, readAll, readChunks, rowsOf } from './fixtures/read-all';
import type { ImportLine, ImportRow } from './import-row';
import { writePortfolioCsv } from './write-csv';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const FIXTURES = [
  'bestand-utf8.csv',
  'bestand-bom.csv',
  'bestand-windows-1252.csv',
  'bestand-windows-1252.gdv',
  'fehler-windows-1252.gdv',
  'ohne-zeilenumbruch-windows-1252.gdv',
];

/** What the format carries in a text: trimmed, no control characters or line breaks, at most 255 characters. */
const text = (minLength: number) =>
  fc
    .string({ unit: 'grapheme', minLength, maxLength: 30 })
    .map((value) => value.replace(/[\p{Cc}\p{Cs}]/gu, '').trim())
    .filter((value) => value.length >= minLength);
const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });
const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const cents = (max: number) => fc.integer({ min: 0, max: Math.round(max * 100) }).map((value) => value / 100);

const importRow: fc.Arbitrary<Omit<ImportRow, 'zeile'>> = fc
  .record({
    email: optional(fc.emailAddress().filter(isValidEmail)),
    vorname: text(1),
    nachname: text(1),
    geburtsdatum: optional(isoDate),
    gesellschaft: text(1),
    nummer: text(1),
    sparte: fc.constantFrom(...SPARTEN.map((sparte) => sparte.key)),
    name: optional(
      fc.oneof(
        text(1),
        fc.tuple(text(1), text(1)).map(([a, b]) => `${a}\n${b}`),
      ),
    ),
    beitrag: optional(cents(CONTRACT_PREMIUM_MAX)),
    zahlungsweise: fc.constantFrom('12', '4', '2', '1', '9999', null),
    term: fc.tuple(optional(isoDate), optional(isoDate)),
    versicherungssumme: optional(cents(CONTRACT_SUM_INSURED_MAX)),
  })
  .map(({ email, vorname, nachname, geburtsdatum, term, ...vertrag }) => {
    const [beginn, ablauf] = ordered(term);
    return { kunde: { email, vorname, nachname, geburtsdatum }, vertrag: { ...vertrag, beginn, ablauf } };
  });

function ordered([a, b]: [string | null, string | null]): [string | null, string | null] {
  return a && b && b < a ? [b, a] : [a, b];
}

/** A refusal names a line of the file (1-based) and a reason; a row names its line too. */
function named(lines: readonly ImportLine[], lineCount: number) {
  for (const line of lines) {
    const zeile = line.ok ? line.row.zeile : line.zeile;
    expect(Number.isInteger(zeile) && zeile >= 1 && zeile <= Math.max(lineCount, 1)).toBe(true);
    if (!line.ok) expect(line.grund.trim()).not.toBe('');
  }
}

describe('the portfolio readers, for any input', () => {
  it('read back what writePortfolioCsv wrote: identity for what the format carries, each row at its line', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(importRow, { maxLength: 8 }), async (rows) => {
        const lines = await readAll(
          writePortfolioCsv(rows.map((row, index) => ({ zeile: index + 2, ...row }))),
        );
        if (rows.length === 0) return;
        // Each row at the line it begins on (a Tarif with a line break takes two).
        let next = 2;
        const starts = rows.map((row) => {
          const start = next;
          next += (row.vertrag.name ?? '').split('\n').length;
          return start;
        });
        expect(lines.map((line) => line.ok && line.row.zeile)).toEqual(starts);
        expect(rowsOf(lines)).toEqual(rows);
      }),
      { numRuns: 200 },
    );
  });

  it('never throw on arbitrary bytes, alone or after a CSV header or a GDV Vorsatz (with or without a line break): only rows and refusals naming a line', async () => {
    const header = bytesOf('E-Mail;Vorname;Nachname;Gesellschaft;Vertragsnummer;Sparte;Beitrag;Beginn\n');
    const vorsatz = bytesOf(`0001${' '.repeat(252)}\n`);
    const unbroken = bytesOf(`0001${' '.repeat(252)}`);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(new Uint8Array(0), header, vorsatz, unbroken),
        fc.uint8Array({ maxLength: 3000 }),
        fc.integer({ min: 1, max: 64 }),
        async (prefix, bytes, chunkSize) => {
          const file = new Uint8Array([...prefix, ...bytes]);
          const chunks = Array.from({ length: Math.ceil(file.length / chunkSize) }, (_, index) =>
            file.subarray(index * chunkSize, (index + 1) * chunkSize),
          );
          const lines = await readChunks(chunks, { maxLineLength: 300 });
          expect(lines.length).toBeGreaterThan(0);
          // Lines end at LF, or every 256 bytes in a GDV file without line breaks.
          named(lines, file.filter((byte) => byte === 0x0a).length + 1 + Math.floor(file.length / 256));
        },
      ),
      { numRuns: 300 },
    );
  });

  /** Split at every byte of a small file; a larger one at every 13th (lines are 258 bytes, so across the file the split lands at every position of a line). */
  it.each(FIXTURES)(
    'read the same wherever the chunks end: %s split at every byte (GDV: every 13th), and in one-byte chunks',
    async (name) => {
      const file = fixture(name);
      const whole = await readAll(file);
      const step = name.endsWith('.gdv') ? 13 : 1;
      for (let at = 0; at <= file.length; at += step) {
        expect(await readChunks([file.subarray(0, at), file.subarray(at)]), `at ${at}`).toEqual(whole);
      }
      expect(await readChunks(Array.from(file, (byte) => Uint8Array.of(byte)))).toEqual(whole);
    },
    20_000,
  );

  it('read a GDV file, its rows written as CSV, to the same rows', async () => {
    for (const name of ['bestand-windows-1252.gdv', 'fehler-windows-1252.gdv']) {
      const lines = await readAll(fixture(name));
      const rows = lines.flatMap((line) => (line.ok ? [line.row] : []));
      expect(rows.length).toBeGreaterThan(0);
      expect(rowsOf(await readAll(writePortfolioCsv(rows)))).toEqual(rowsOf(lines));
    }
  });
});
