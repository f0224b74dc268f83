import { describe, expect, it } from 'vitest';
import { textPdf } from '../../src/lib/text-pdf';
import { readPdf, xrefProblems } from '../helpers/pdf';

const MARGIN = 64;

describe('textPdf', () => {
  it('writes a PDF that pdf.js opens, with German text, its title and a valid cross-reference table', async () => {
    const bytes = textPdf({
      title: 'Übersicht – Größe & Maße',
      author: 'Berger Versicherungsmakler GmbH',
      blocks: [
        { kind: 'title', text: 'Erstinformation gemäß § 15 VersVermV' },
        { kind: 'heading', text: 'Schlichtungsstellen (Ombudsmann)' },
        { kind: 'paragraph', text: 'Grüße aus München: „Süßes“ kostet 5 € – Klammern (sic) und \\ bleiben.' },
      ],
    });
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(xrefProblems(bytes)).toEqual([]);
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('Übersicht – Größe & Maße');
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text.split('\n')).toEqual([
      'Erstinformation gemäß § 15 VersVermV',
      'Schlichtungsstellen (Ombudsmann)',
      'Grüße aus München: „Süßes“ kostet 5 € – Klammern (sic) und \\ bleiben.',
    ]);
  });

  it('wraps paragraphs inside the margins and continues on new pages', async () => {
    const sentence =
      'Die Vollmacht umfasst Willenserklärungen, Anzeigen und Schadenmeldungen gegenüber Versicherern.';
    const bytes = textPdf({
      title: 'Lang',
      author: 'Test',
      blocks: Array.from({ length: 40 }, (_, index) => ({
        kind: 'paragraph' as const,
        text: `${index + 1}. ${sentence} ${sentence}`,
      })),
    });
    expect(xrefProblems(bytes)).toEqual([]);
    const pdf = await readPdf(bytes);
    expect(pdf.pages.length).toBeGreaterThan(1);
    for (const page of pdf.pages) {
      for (const line of page.lines) {
        expect(line.left).toBe(MARGIN);
        expect(line.right, line.text).toBeLessThanOrEqual(page.width - MARGIN);
      }
    }
    // Nothing lost or doubled on the way: the words read back in order.
    const words = pdf.text.split(/\s+/);
    expect(words.join(' ')).toBe(
      Array.from({ length: 40 }, (_, index) => `${index + 1}. ${sentence} ${sentence}`).join(' '),
    );
    expect(pdf.text.split('\n').length).toBeGreaterThan(80);
  });

  it('keeps a no-break space together and refuses characters it cannot encode', async () => {
    // Line breaks at every position around 'Mio. €': with a normal space some split there, never with a no-break one.
    const splits = async (space: string) => {
      let count = 0;
      for (let n = 1; n <= 40; n += 1) {
        const text = `${'Wort '.repeat(14)}${'x'.repeat(n)} 15 Mio.${space}€ Ende`;
        const pdf = await readPdf(
          textPdf({ title: 'x', author: 'y', blocks: [{ kind: 'paragraph', text }] }),
        );
        if (pdf.text.split('\n').some((line) => line.trimEnd().endsWith('Mio.'))) count += 1;
      }
      return count;
    };
    expect(await splits(' ')).toBeGreaterThan(0);
    expect(await splits('\u00a0')).toBe(0);
    expect(() =>
      textPdf({ title: 'x', author: 'y', blocks: [{ kind: 'paragraph', text: 'Emoji 😀' }] }),
    ).toThrow(/WinAnsiEncoding/);
  });
});
