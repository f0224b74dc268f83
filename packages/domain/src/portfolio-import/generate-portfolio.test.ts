import { describe, expect, it } from 'vitest';
import { readAll, rowsOf } from './fixtures/read-all';
import { generatePortfolioRows } from './generate-portfolio';
import { writePortfolioCsv } from './write-csv';

describe('generatePortfolioRows (the import benchmark’s file)', () => {
  it('makes the same rows for a seed, other rows for another, each a valid row of its CSV line with a number of its own', async () => {
    const rows = [...generatePortfolioRows(300)];
    expect([...generatePortfolioRows(300)]).toEqual(rows);
    expect([...generatePortfolioRows(300, { seed: 7 })]).not.toEqual(rows);
    const lines = await readAll(writePortfolioCsv(rows));
    expect(lines.every((line) => line.ok)).toBe(true);
    expect(lines.map((line) => line.ok && line.row.zeile)).toEqual(rows.map((row) => row.zeile));
    expect(rowsOf(lines)).toEqual(rowsOf(rows.map((row) => ({ ok: true as const, row }))));
    expect(new Set(rows.map((row) => row.vertrag.nummer)).size).toBe(300);
    expect(new Set(rows.map((row) => row.kunde.email)).size).toBe(300);
  });

  it('gives row i the customer i modulo their number when customers are given', () => {
    const customers = [
      {
        email: 'max.mustermann@example.com',
        vorname: 'Max',
        nachname: 'Mustermann',
        geburtsdatum: '1984-05-17',
      },
      { email: null, vorname: 'Maria', nachname: 'Mustermann', geburtsdatum: '1986-09-03' },
    ];
    const rows = [...generatePortfolioRows(5, { customers })];
    expect(rows.map((row) => row.kunde.vorname)).toEqual(['Max', 'Maria', 'Max', 'Maria', 'Max']);
  });
});
