import { type FormTemplate, isInputField } from '@kundenportal/domain/adviser-forms/form-template';
import { parseTemplate } from '@kundenportal/domain/adviser-forms/parse-template';
import { proseText } from '@kundenportal/domain/adviser-forms/prose';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayValue, renderFormPdf, signedAtParts } from '../../../src/modules/adviser-forms/form-pdf';
import { type ReadPdf, readPdf } from '../../helpers/pdf';
import { demoTemplate } from './adviser-forms.fixtures';

/**
 * Issue 27, item 6: the customer signs what the screen showed. The screen (web: prose-blocks.test.tsx) and
 * the PDF draw the domain's one parsed structure; here the PDF's text must be exactly that structure's
 * text — the prose (inline HTML as typed, list numbers, table cells), each field with its value and the
 * signature — compared without whitespace, which only the layout decides.
 */
const SIGNER = 'Max Mustermann';
const SIGNED_AT = new Date('2026-11-23T13:05:00Z');
const DEMO_FORMS = ['maklervollmacht', 'einwilligungserklaerung', 'erstinformation', 'beratungsprotokoll'];

function expectedText(template: FormTemplate, values: Record<string, unknown>): string {
  const { date, time } = signedAtParts(SIGNED_AT);
  const lines = [template.title];
  for (const block of template.blocks) {
    if (block.kind === 'prose') {
      lines.push(proseText(block.blocks));
      continue;
    }
    const { field } = block;
    if (field.type === 'hidden') continue;
    if (field.type === 'checkbox') lines.push(`${values[field.name] === '1' ? '☒' : '☐'} ${field.title}`);
    else if (field.type === 'sign')
      lines.push(
        field.title,
        SIGNER,
        `${texts.pdfSignedBy} ${SIGNER} ${texts.pdfSignedAt(date, time)} (${texts.typedMarker})`,
        texts.pdfTypedNote,
      );
    else lines.push(`${field.title}: ${displayValue(field, values[field.name])}`);
  }
  return lines.join('\n');
}

/** The PDF's text without its footers (the preview note and the page numbers). */
function bodyText(pdf: ReadPdf): string {
  return pdf.pages
    .flatMap((page) => page.lines.map((line) => line.text))
    .filter((text) => text !== texts.pdfPreviewFooter && !/^Seite \d+ von \d+$/.test(text))
    .join('\n');
}

const compact = (text: string) => text.replace(/\s+/g, '');

async function render(template: FormTemplate, values: Record<string, unknown>) {
  const bytes = await renderFormPdf({
    template,
    values,
    signer: SIGNER,
    signature: { kind: 'typed', name: SIGNER, sha256: 'x' },
    signedAt: SIGNED_AT,
    proof: null,
    author: 'Thomas Berger',
  });
  return readPdf(Buffer.from(bytes));
}

function parsed(source: string): FormTemplate {
  const result = parseTemplate(source);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.template;
}

/**
 * A value for every input of a demo form: the first option, a date, a number, a name; `more` makes texts
 * longer (a textarea by four lines a step, a text field by 22 characters), to move the page breaks.
 */
function filled(template: FormTemplate, more = 0): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const block of template.blocks) {
    if (block.kind !== 'field' || !isInputField(block.field)) continue;
    const field = block.field;
    if (field.options?.length) values[field.name] = field.options[0]?.value;
    else if (field.type === 'checkbox') values[field.name] = '1';
    else if (field.type === 'date') values[field.name] = '1984-05-17';
    else if (field.type === 'numfield') values[field.name] = 120;
    else if (field.type === 'textarea')
      values[field.name] = ['Eingabe <b>mehrzeilig</b> 😀', ...Array(4 * more).fill('Weitere Zeile.')].join(
        '\n',
      );
    else
      values[field.name] = `Eingabe <b>${field.name}</b> München 😀${' Zusatzwort'.repeat(2 * more)}`.slice(
        0,
        200,
      );
  }
  return values;
}

describe('the signed PDF reads as the screen (one parsed structure)', () => {
  it.each(DEMO_FORMS)('prints exactly the text of the demo form %s and its values', async (key) => {
    const template = parsed(await demoTemplate(key));
    const values = filled(template);
    const pdf = await render(template, values);
    expect(compact(bodyText(pdf))).toBe(compact(expectedText(template, values)));
  });

  it("prints a template's inline HTML as the text it is, as the screen shows it (it printed 'alert(1)' only)", async () => {
    const template = parsed(
      '# Test\n\nBitte <script>alert(1)</script> lesen.\n\n{{ Unterschrift | u | sign }}',
    );
    const pdf = await render(template, {});
    expect(pdf.text.replace(/\s+/g, ' ')).toContain('Bitte <script>alert(1)</script> lesen.');
  });

  it('prints the text of any generated template, field values included', async () => {
    const word = fc.constantFrom(
      'Vollmacht',
      'Grüße',
      '**fett**',
      '*kursiv*',
      '`x<y`',
      '~~alt~~',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<Name des Kunden>',
      '[Link](https://example.org)',
      '&amp;',
      '\\*',
      '§ 34d',
      '😀',
    );
    // A line that starts with a tag is an HTML block, which the parser refuses: sentences start with a word.
    const sentence = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => `Satz ${words.join(' ')}`);
    const prose = fc.oneof(
      sentence,
      sentence.map((text) => `## ${text}`),
      fc
        .array(sentence, { minLength: 1, maxLength: 3 })
        .map((items) => items.map((item) => `- ${item}`).join('\n')),
      fc
        .tuple(fc.integer({ min: 1, max: 20 }), fc.array(sentence, { minLength: 1, maxLength: 3 }))
        .map(([start, items]) => items.map((item, index) => `${start + index}. ${item}`).join('\n')),
      sentence.map((text) => `> ${text}`),
      sentence.map((text) => `- [x] ${text}`),
      fc.constant('---'),
      fc.tuple(sentence, sentence).map(([a, b]) => `| ${a} | B |\n|---|---|\n| 1 | ${b} |`),
      sentence.map((text) => `\`\`\`\n${text}\n\`\`\``),
    );
    const value = fc.string({
      unit: fc.constantFrom('a', 'Ä', 'ß', ' ', '<', '>', '&', '*', '€', '😀', '1'),
      minLength: 1,
      maxLength: 30,
    });
    const field = fc.oneof(
      value.map((typed) => ({ line: '{{ Name | NAME | textfield | optional }}', value: typed })),
      fc
        .boolean()
        .map((on) => ({ line: '{{ Ich stimme zu. | NAME | checkbox | optional }}', value: on ? '1' : '0' })),
      fc.constantFrom('a', 'b').map((choice) => ({
        line: '{{ Weg | NAME | radio | optional | | optionen=a:Per E-Mail, b:Per <b>Post</b> }}',
        value: choice,
      })),
    );
    const part = fc.oneof(
      prose.map((text) => ({ prose: text })),
      field,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        async (parts, withSign) => {
          const values: Record<string, unknown> = {};
          const lines = parts.map((item, index) => {
            // Blank lines around every part: '---' under a field line would make it a heading.
            if ('prose' in item) return `${item.prose}\n`;
            values[`f${index}`] = item.value;
            return `${item.line.replace('NAME', `f${index}`)}\n`;
          });
          const source = [
            '# Formular <i>1</i>',
            '',
            ...lines,
            withSign ? '{{ Unterschrift | u | sign }}' : '',
          ];
          const template = parsed(source.join('\n'));
          const pdf = await render(template, values);
          expect(compact(bodyText(pdf))).toBe(compact(expectedText(template, values)));
        },
      ),
      { numRuns: 40 },
    );
  });
});

/**
 * Issue 27, item 9: the Maklervollmacht's signature stood alone on page 2, page 1 a third empty. The
 * signature block (place, date, signature) stays on one page with the paragraph before it.
 */
describe('the signature block of the PDF', () => {
  it.each(DEMO_FORMS)(
    'of %s is on the last page together with the last paragraph before it',
    async (key) => {
      const template = parsed(await demoTemplate(key));
      // The form as a row of paragraphs and fields; the last paragraph is prose or a checkbox's statement.
      const parts = template.blocks.flatMap((block) =>
        block.kind === 'prose'
          ? block.blocks.map((prose) => ({ text: proseText([prose]), paragraph: true, sign: false }))
          : [
              {
                text: block.field.title,
                paragraph: block.field.type === 'checkbox',
                sign: block.field.type === 'sign',
              },
            ],
      );
      const sign = parts.findIndex((part) => part.sign);
      const last = parts.slice(0, sign).reduce((found, part, index) => (part.paragraph ? index : found), -1);
      expect(last).toBeGreaterThanOrEqual(0);
      // Longer inputs move the page break through the form, past the signature block.
      for (let more = 0; more <= 12; more += 1) {
        const pdf = await render(template, filled(template, more));
        const lastPage = compact(
          pdf.pages
            .at(-1)
            ?.lines.map((line) => line.text)
            .join('') ?? '',
        );
        for (const part of parts.slice(last, sign + 1))
          expect(lastPage, `${more}`).toContain(compact(part.text));
        expect(lastPage, `${more}`).toContain(compact(`${texts.pdfSignedBy} ${SIGNER}`));
      }
    },
    60_000,
  );

  it('of the Maklervollmacht with a long restriction moves to the next page with its paragraph, not alone', async () => {
    const template = parsed(await demoTemplate('maklervollmacht'));
    for (const lines of [8, 14, 20, 26]) {
      const values = {
        ...filled(template),
        einschraenkungen: Array(lines).fill('Gilt nicht für die Kfz-Versicherung.').join('\n'),
      };
      const pdf = await render(template, values);
      const lastPage =
        pdf.pages
          .at(-1)
          ?.lines.map((line) => line.text)
          .join(' ') ?? '';
      expect(lastPage).toContain('Courtage');
      expect(lastPage).toContain(texts.pdfSignedBy);
    }
  });
});
