import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAll } from './fixtures/read-all';

/** The demo's import files (apps/server/assets/demo), which the workspace's import is shown and tried with. */
const demo = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../apps/server/assets/demo/${name}`, import.meta.url)));

describe('the demo import files', () => {
  it("read to Max's household, Erika and customers the agency does not have; the CSV with one refused line", async () => {
    const csv = await readAll(demo('bestand-demo.csv'));
    expect(
      csv.map((line) => (line.ok ? `${line.row.kunde.vorname} ${line.row.kunde.nachname}` : line.zeile)),
    ).toEqual([
      'Max Mustermann',
      'Max Mustermann',
      'Maria Mustermann',
      'Maria Mustermann',
      'Erika Beispiel',
      'Jonas Weber',
      'Sabine Krüger',
      9,
    ]);
    const gdv = await readAll(demo('bestand-demo.gdv'));
    expect(gdv.map((line) => line.ok && `${line.row.kunde.vorname} ${line.row.kunde.nachname}`)).toEqual([
      'Max Mustermann',
      'Maria Mustermann',
      'Erika Beispiel',
      'Jürgen Größ',
    ]);
  });
});
