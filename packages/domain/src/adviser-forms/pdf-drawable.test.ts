import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adviserFormTexts } from '../texts/adviser-forms';
import { templateErrorTexts } from '../texts/form-templates';
import { parseFormSubmission } from './form-api';
import { parseTemplate } from './parse-template';
import { isPdfDrawable, pdfDrawableProblem, undrawableCharacters } from './pdf-drawable';

const TEMPLATE =
  '# Vollmacht\n\n{{ Ort | ort | textfield | optional }}\n{{ Unterschrift | u | sign | optional }}';
const template = (() => {
  const parsed = parseTemplate(TEMPLATE);
  if (!parsed.ok) throw new Error(parsed.errors.join());
  return parsed.template;
})();
const submit = (body: object) => parseFormSubmission(template, { preview: true, ...body }, new Date());

describe('characters the signed PDF can draw (issue 27, item 8)', () => {
  it("draws '😀', German letters, '€', '§' and '☒', not '🚗' (it printed '?')", () => {
    for (const char of ['😀', 'ä', 'ß', '€', '§', '☒', 'Ж', 'ش', '\n'])
      expect(isPdfDrawable(char), char).toBe(true);
    expect(isPdfDrawable('🚗')).toBe(false);
    expect(undrawableCharacters('Auto 🚗 und 🚗 Haus 🏠')).toEqual(['🚗', '🏠']);
    expect(pdfDrawableProblem('München 😀')).toBeUndefined();
  });

  it("refuses '🚗' at the field and in a typed signature, with a German message naming it", () => {
    expect(submit({ values: { ort: 'Mit dem 🚗 nach München' } })).toEqual({
      ok: false,
      entries: ['ort=>Das Zeichen „🚗“ kann im PDF nicht gedruckt werden. Bitte entferne es.'],
    });
    expect(submit({ values: {}, signature: { typed: 'Kim 🚗 Kunde' } })).toEqual({
      ok: false,
      entries: [`u=>${adviserFormTexts.undrawable(['🚗'])}`],
    });
    expect(submit({ values: { ort: 'München 😀' }, signature: { typed: 'Kim Kunde' } }).ok).toBe(true);
  });

  it('refuses a template with a character the PDF cannot draw, at its line', () => {
    expect(parseTemplate('# Kfz 🚗\n\nText\n\nMehr 🏠 und 🚗')).toEqual({
      ok: false,
      errors: [
        templateErrorTexts.at(1, templateErrorTexts.undrawable(['🚗'])),
        templateErrorTexts.at(5, templateErrorTexts.undrawable(['🏠', '🚗'])),
      ],
    });
    expect(parseTemplate('# Kfz 🚗\n\nText', { stored: true }).ok).toBe(true);
  });

  it('takes a field input exactly when the PDF draws every character of it, else names each one it cannot', () => {
    const char = fc.oneof(
      fc.constantFrom('a', 'Ä', 'ß', ' ', '€', '😀', '🚗', '🏠', '中', '\u{1F9FF}', '☒'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    );
    fc.assert(
      fc.property(fc.array(char, { minLength: 1, maxLength: 20 }), (chars) => {
        const value = `x${chars.join('')}`;
        const result = submit({ values: { ort: value } });
        const missing = [...new Set([...value].filter((one) => !isPdfDrawable(one)))];
        if (result.ok) expect(missing).toEqual([]);
        else if (missing.length)
          expect(result.entries).toContain(`ort=>${adviserFormTexts.undrawable(missing)}`);
        // Other refusals (a control character, too long) are the form engine's own.
        else expect(result.entries.join()).not.toContain('im PDF');
      }),
      { numRuns: 500 },
    );
  });
});
