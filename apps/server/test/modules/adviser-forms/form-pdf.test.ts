import { parseFormSubmission } from '@kundenportal/domain/adviser-forms/form-api';
import { parseTemplate } from '@kundenportal/domain/adviser-forms/parse-template';
import { PDFFont } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { renderFormPdf } from '../../../src/modules/adviser-forms/form-pdf';
import { readPdf } from '../../helpers/pdf';
import { demoTemplate } from './adviser-forms.fixtures';

/**
 * A word longer than the line (a hash, a URL, a key held down) is cut by characters. The longest a customer
 * may send is a textarea's 5,000 characters: cut one character at a time that took minutes of one core
 * (cubic in the word's length, 50 s at 2,000); now it is cut in a few measurements per line.
 */
const VALUES = {
  firstname: 'Max',
  lastname: 'Mustermann',
  geburtsdatum: '1984-05-17',
  address: 'Musterstraße',
  addressnumber: '12a',
  streetcode: '80331',
  city: 'München',
  unterschriftsort: 'München',
};

async function render(values: Record<string, unknown>) {
  const parsed = parseTemplate(await demoTemplate('maklervollmacht'));
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  const now = new Date();
  const submission = parseFormSubmission(
    parsed.template,
    { values: { ...VALUES, ...values }, signature: { typed: 'Max Mustermann' }, preview: true },
    now,
  );
  if (!submission.ok) throw new Error(submission.entries.join('; '));
  // Characters the renderer measures: its work, counted instead of timed (a timed test fails on a busy machine).
  const measure = vi.spyOn(PDFFont.prototype, 'widthOfTextAtSize');
  const pdf = await renderFormPdf({
    template: parsed.template,
    values: submission.submission.values,
    signer: 'Max Mustermann',
    signature: { kind: 'typed', name: 'Max Mustermann', sha256: 'x' },
    signedAt: now,
    proof: null,
    author: 'Thomas Berger',
  });
  const measured = measure.mock.calls.reduce((sum, [text]) => sum + text.length, 0);
  measure.mockRestore();
  return { pdf: await readPdf(Buffer.from(pdf)), measured };
}

describe('the PDF of a form with a word longer than the line', () => {
  it('cuts a 5,000 character word in a textarea into full lines, measuring a few pieces per line (cut a character at a time it took minutes)', async () => {
    const word = 'Ab'.repeat(2500);
    const { measured: without } = await render({});
    const { pdf, measured } = await render({ einschraenkungen: word });
    // Measured for the word: about 11 characters per character of it (doubling, then halving, per line);
    // growing a line one character at a time measures ~50, cutting it one at a time thousands.
    expect(measured - without).toBeLessThan(20 * word.length);
    const pieces = pdf.pages
      .flatMap((page) => page.lines)
      .filter((line) => /^(Ab)+A?$|^b(Ab)*A?$/.test(line.text));
    // The pieces, across page breaks, are the word: nothing lost or doubled at a cut.
    expect(pieces.map((line) => line.text).join('')).toBe(word);
    expect(pieces.length).toBeGreaterThan(40);
    // Every piece but the last fills the line: its right edge near the right margin.
    const right = Math.max(...pieces.map((line) => line.right));
    for (const line of pieces.slice(0, -1)) expect(right - line.right).toBeLessThan(12);
  });

  it('keeps a field of wide letters within the page width', async () => {
    const { pdf } = await render({ city: 'W'.repeat(255) });
    for (const page of pdf.pages)
      for (const line of page.lines) expect(line.right).toBeLessThanOrEqual(page.width - 50);
    expect(pdf.text.replace(/\s+/g, '')).toContain('W'.repeat(255));
  });
});
