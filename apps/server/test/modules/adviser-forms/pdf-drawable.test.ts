import { parseFormSubmission } from '@kundenportal/domain/adviser-forms/form-api';
import { parseTemplate } from '@kundenportal/domain/adviser-forms/parse-template';
import { isPdfDrawable } from '@kundenportal/domain/adviser-forms/pdf-drawable';
import { PDF_DRAWABLE_RANGES } from '@kundenportal/domain/adviser-forms/pdf-drawable-ranges';
import { adviserFormTexts } from '@kundenportal/domain/texts/adviser-forms';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawableRanges } from '../../../src/lib/pdf-fonts';
import { renderFormPdf } from '../../../src/modules/adviser-forms/form-pdf';
import { readPdf } from '../../helpers/pdf';
import { useTestApp } from '../../helpers/test-app';
import { formCustomer, TYPED, VALID_VALUES } from './adviser-forms.fixtures';

/**
 * Issue 27, item 8: '🚗' printed as '?' in a signed PDF. The PDF never prints something other than what
 * was typed: a character its fonts cannot draw is refused at the field (ADR 032).
 */
const t = useTestApp();

/** The characters pdf.js's text extraction treats as right-to-left (its bidi(): R, AL and AN ranges). */
const READ_RIGHT_TO_LEFT = /[\u0590-\u05f4\u0600-\u06ff\u0700-\u08ac\ufb50-\ufdff\ufe70-\ufeff]/u;

describe('the characters a form PDF can draw', () => {
  it("are the domain's generated ranges, exactly those both embedded faces have (scripts/pdf-drawable.ts)", async () => {
    expect(PDF_DRAWABLE_RANGES).toEqual((await drawableRanges()).flat());
  });

  it("refuses '🚗' in a field and in a typed signature with a German message at the field (it printed '?')", async () => {
    const c = await formCustomer(t.app);
    const response = await c.call('POST', '/api/forms/testvollmacht', {
      values: { ...VALID_VALUES, city: 'Mit dem 🚗 nach München' },
      signature: { typed: 'Kim 🚗 Kunde' },
      preview: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: string[] }>().errors).toEqual([
      `city=>${adviserFormTexts.undrawable(['🚗'])}`,
      `unterschrift=>${adviserFormTexts.undrawable(['🚗'])}`,
    ]);
    const emoji = await c.call('POST', '/api/forms/testvollmacht', {
      values: { ...VALID_VALUES, city: 'München 😀' },
      signature: TYPED,
      preview: true,
    });
    expect(emoji.statusCode).toBe(200);
    expect((await readPdf(emoji.rawPayload)).text).toContain('München 😀');
  });

  it('prints every accepted input exactly as typed, never a replacement (generated inputs)', async () => {
    const parsed = parseTemplate('# Test\n\n{{ Ort | ort | textfield | optional }}');
    if (!parsed.ok) throw new Error(parsed.errors.join());
    const template = parsed.template;
    const char = fc.oneof(
      fc.constantFrom('a', 'Ä', 'ß', '€', '?', '😀', '🚗', '中', 'Ж', '☒', '\u{1F9FF}', 'ﬠ', 'ש', 'ﬁ'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(char, { minLength: 1, maxLength: 12 }), async (chars) => {
        const value = `x${chars.join('').replace(/\s/g, '')}`;
        const submission = parseFormSubmission(
          template,
          { values: { ort: value }, preview: true },
          new Date(),
        );
        if (!submission.ok) {
          expect([...value].some((one) => !isPdfDrawable(one)) || value.length > 255).toBe(true);
          return;
        }
        const bytes = await renderFormPdf({
          template,
          values: submission.submission.values,
          signer: 'Kim Kunde',
          signature: null,
          signedAt: new Date(),
          proof: null,
          author: 'Thomas Berger',
        });
        const text = (await readPdf(Buffer.from(bytes), { exactCharacters: true })).text.replace(/\s+/g, '');
        const typed = String(submission.submission.values.ort).replace(/\s+/g, '');
        if (!READ_RIGHT_TO_LEFT.test(typed)) {
          expect(text).toContain(`Ort:${typed}`);
          return;
        }
        // pdf.js reorders a run it reads as right-to-left ('xע' comes back 'עx'): every character is there.
        expect(text).toContain('Ort:');
        for (const one of typed) expect(text).toContain(one);
      }),
      { numRuns: 100 },
    );
  });
});
