import { type LetterInput, letterContent } from '@kundenportal/domain/bestandsuebertragung/letter';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderLetterPdf } from '../../../../src/modules/workspace/bestandsuebertragungen/letters/letter-pdf';
import { pdfPages } from './letters.fixtures';

/** The letter's layout (letters/letter-pdf.ts) with what real data brings: long names, many contracts, any script. */

const LONG_INSURER = 'Aioi Nissay Dowa Insurance Company of Europe SE, Niederlassung Deutschland';

async function appendix(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1)
    pdf.addPage().drawText(`Vollmachtseite ${page}`, { x: 60, y: 700, size: 14, font });
  return pdf.save();
}

const input = (overrides: Partial<LetterInput> = {}): LetterInput => ({
  level: 'maklermandat',
  datum: '2026-11-28',
  agency: {
    name: 'Berger Versicherungsmakler GmbH',
    address: ['Leopoldstraße 42', '80802 München'],
    registernummer: 'D-4K2M-XE7QT-21',
    contact: ['Telefon +49 89 1234567', 'E-Mail thomas.berger@berger-makler.example'],
  },
  vermittlernummer: '12/345-6',
  insurer: { name: LONG_INSURER, address: ['Postfach 10 20 30', '40213 Düsseldorf'] },
  customer: {
    name: 'Max Mustermann',
    geburtsdatum: '1984-03-07',
    address: ['Hauptstraße 1', '10115 Berlin'],
  },
  contracts: [{ versicherer: LONG_INSURER, nummer: 'AN-1', sparte: 'kfz' }],
  ...overrides,
});

const render = async (letter: LetterInput, pages = 2) =>
  pdfPages(
    Buffer.from(
      await renderLetterPdf({
        letter: letterContent(letter),
        title: 'Anschreiben',
        author: 'Berger',
        createdAt: new Date('2026-11-28T10:00:00Z'),
        appendix: await appendix(pages),
      }),
    ),
  );

describe('the letter’s layout', () => {
  it('writes a long insurer name whole over two lines of the address field, above its address', async () => {
    const [letter = ''] = await render(input());
    const lines = letter.split('\n').map((line) => line.trim());
    // The address field's lines, in this order, each a line's start (the information block may follow).
    const at = (start: string) => lines.findIndex((line) => line.startsWith(start));
    const order = [
      'Aioi Nissay Dowa Insurance Company of',
      'Europe SE, Niederlassung Deutschland',
      'Postfach 10 20 30',
      '40213 Düsseldorf',
    ].map(at);
    expect(order[0]).toBeGreaterThan(0);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(4);
    // The return line whole, in smaller type, once: above the address field (DIN 5008), not also in the
    // letterhead; so the information block's long e-mail line.
    const returnLine = 'Berger Versicherungsmakler GmbH · Leopoldstraße 42 · 80802 München';
    expect(letter.split(returnLine)).toHaveLength(2);
    expect(letter.indexOf(returnLine)).toBeLessThan(letter.indexOf('Aioi Nissay Dowa Insurance Company of'));
    expect(letter).toMatch(/ {2}E-Mail thomas\.berger@berger-makler\.example\n/);
  });

  it('continues thirty contracts on a follow page with its number, every one listed, the appendix after', async () => {
    const contracts = Array.from({ length: 30 }, (_, index) => ({
      versicherer: LONG_INSURER,
      nummer: `LANG-${String(index).padStart(2, '0')}-${'9'.repeat(14)}`,
      sparte: 'hausrat',
    }));
    const pages = await render(input({ contracts }), 3);
    const letterPages = pages.slice(0, -3);
    expect(letterPages.length).toBeGreaterThanOrEqual(2);
    expect(letterPages[1]).toContain(`Seite 2 von ${letterPages.length}`);
    const text = letterPages.join('\n');
    for (const contract of contracts) expect(text).toContain(contract.nummer);
    expect(text).toContain('Anlage: Vollmacht des Versicherungsnehmers');
    expect(pages.slice(-3).map((page) => page.trim())).toEqual([
      'Vollmachtseite 1',
      'Vollmachtseite 2',
      'Vollmachtseite 3',
    ]);
  });

  it('prints any script it has glyphs for and a placeholder for the rest, and a very long agency name', async () => {
    const [letter = ''] = await render(
      input({
        customer: { name: 'Ωmega Łukasz 山田 😀', geburtsdatum: '1990-01-31', address: [] },
        agency: {
          name: `Berger ${'Versicherungsmakler '.repeat(8)}GmbH`,
          address: [],
          registernummer: null,
          contact: [],
        },
      }),
    );
    expect(letter).toContain('Ωmega Łukasz');
    expect(letter).toContain('31.01.1990');
    expect(letter).not.toContain('山田');
  });
});
