import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateErrorTexts as texts } from '../texts/form-templates';
import { TEMPLATE_FIELD_TYPES } from './field-syntax';
import { type FormTemplate, isInputField, type TemplateBlock } from './form-template';
import { MAX_TEMPLATE_FIELDS, MAX_TEMPLATE_LENGTH, parseTemplate } from './parse-template';
import { proseOf } from './prose';

const KNOWN_TYPES = TEMPLATE_FIELD_TYPES.join(', ');
const badType = (line: number) => texts.at(line, texts.badType('kaputt', KNOWN_TYPES));

function templateOf(source: string): FormTemplate {
  const parsed = parseTemplate(source);
  if (!parsed.ok) throw new Error(`Refused: ${parsed.errors.join('\n')}`);
  return parsed.template;
}

function errorsOf(source: string): string[] {
  const parsed = parseTemplate(source);
  if (parsed.ok) throw new Error('The template was accepted');
  return parsed.errors;
}

const lines = (...rows: string[]) => rows.join('\n');
const textfield = (name: string, title = name) => ({ name, title, type: 'textfield', maxLength: 255 });
const fieldBlock = (field: unknown) => ({ kind: 'field', field }) as TemplateBlock;
const markdown = (text: string): TemplateBlock => ({ kind: 'prose', blocks: proseOf(text) });

describe('parseTemplate: title', () => {
  it("takes the title from the first '# ' heading", () => {
    expect(templateOf('# Maklervollmacht\n\nText').title).toBe('Maklervollmacht');
    expect(templateOf('\n\n  \n# Maklervollmacht  \n\nText').title).toBe('Maklervollmacht');
  });

  it('keeps a later first-level heading as prose', () => {
    expect(templateOf('# Titel\n\n# Abschnitt\n\nText')).toEqual({
      title: 'Titel',
      blocks: [markdown('# Abschnitt\n\nText')],
    });
  });

  it('refuses a template that does not begin with the title, on the line of its first block', () => {
    expect(errorsOf('Einleitung\n\n# Titel')).toEqual([texts.at(1, texts.noTitle)]);
    expect(errorsOf('\n\n## Untertitel\n\nText')).toEqual([texts.at(3, texts.noTitle)]);
    expect(errorsOf('\n\n\n- Liste')).toEqual([texts.at(4, texts.noTitle)]);
  });

  it('refuses an empty title', () => {
    expect(errorsOf('#\n\nText')).toEqual([texts.at(1, texts.noTitle)]);
    expect(errorsOf('\n#   \n\nText')).toEqual([texts.at(2, texts.noTitle)]);
  });

  it('still checks the fields after a missing title', () => {
    expect(errorsOf('Text\n\n{{ A | a | kaputt }}')).toEqual([texts.at(1, texts.noTitle), badType(3)]);
  });

  it('accepts a title of 255 characters and refuses 256, counting code points', () => {
    expect(templateOf(`# ${'ü'.repeat(255)}`).title).toBe('ü'.repeat(255));
    expect(templateOf(`# ${'😀'.repeat(255)}`).title).toBe('😀'.repeat(255));
    expect(errorsOf(`\n# ${'😀'.repeat(256)}`)).toEqual([texts.at(2, texts.titleTooLong)]);
    expect(errorsOf(`# ${'a'.repeat(256)}`)).toEqual([texts.at(1, texts.titleTooLong)]);
  });

  it('accepts a template of only a title', () => {
    expect(templateOf('# Titel')).toEqual({ title: 'Titel', blocks: [] });
  });
});

describe('parseTemplate: blocks', () => {
  it('keeps prose and fields in order, the prose lines between fields in one markdown block', () => {
    const source = lines(
      '# Vollmacht',
      '',
      'Hiermit beauftrage ich',
      '{{ Vorname | vorname | textfield | pflicht }}',
      '{{ Nachname | nachname | textfield | pflicht }}',
      'mit der Betreuung meiner **Verträge**.',
      'Zweite Zeile.',
      '',
      'Ein neuer Absatz.',
      '',
      '{{ Unterschrift | unterschrift | sign | pflicht }}',
      '{{ Datum | datum | today }}',
    );
    expect(templateOf(source)).toEqual({
      title: 'Vollmacht',
      blocks: [
        markdown('Hiermit beauftrage ich'),
        fieldBlock({ ...textfield('vorname', 'Vorname'), required: true }),
        fieldBlock({ ...textfield('nachname', 'Nachname'), required: true }),
        markdown('mit der Betreuung meiner **Verträge**.\nZweite Zeile.\n\nEin neuer Absatz.'),
        fieldBlock({ type: 'sign', name: 'unterschrift', title: 'Unterschrift', required: true }),
        fieldBlock({ type: 'today', name: 'datum', title: 'Datum' }),
      ],
    });
  });

  it('keeps lists, quotes, code blocks, headings and rules as markdown', () => {
    const source = lines(
      '# Titel',
      '',
      '## Abschnitt',
      '',
      '- eins',
      '- zwei',
      '',
      '> Zitat',
      '',
      '```',
      '{{ Kein | feld | textfield }}',
      '```',
      '',
      '***',
      '',
      '{{ A | a | textfield }}',
      '',
      '1. erstens',
    );
    expect(templateOf(source).blocks).toEqual([
      markdown(
        lines(
          '## Abschnitt',
          '',
          '- eins',
          '- zwei',
          '',
          '> Zitat',
          '',
          '```',
          '{{ Kein | feld | textfield }}',
          '```',
          '',
          '***',
        ),
      ),
      fieldBlock(textfield('a', 'A')),
      markdown('1. erstens'),
    ]);
  });

  it('treats {{ … }} inside a fenced or indented code block as prose', () => {
    expect(templateOf('# Titel\n\n```\n{{ A | a | kaputt }}\n```').blocks).toEqual([
      markdown('```\n{{ A | a | kaputt }}\n```'),
    ]);
    expect(
      templateOf('# Titel\n\n~~~md\n{{ A | a | textfield }}\n{{ A | a | textfield }}\n~~~').blocks,
    ).toHaveLength(1);
    expect(templateOf('# Titel\n\n    {{ A | a | kaputt }}').blocks).toEqual([
      markdown('    {{ A | a | kaputt }}'),
    ]);
  });

  it('keeps an indented code block at the start of a markdown block as code', () => {
    expect(templateOf('# Titel\n\n{{ A | a | textfield }}\n\n    Code\n\nText').blocks).toEqual([
      fieldBlock(textfield('a', 'A')),
      markdown('    Code\n\nText'),
    ]);
  });

  it('keeps an indented paragraph line after a field as prose', () => {
    expect(templateOf('# Titel\n\nText\n{{ A | a | textfield }}\n    weiter\n  und mehr').blocks).toEqual([
      markdown('Text'),
      fieldBlock(textfield('a', 'A')),
      markdown('weiter\nund mehr'),
    ]);
  });

  it('reads a field indented by up to three spaces', () => {
    expect(templateOf('# Titel\n\n   {{ A | a | textfield }}').blocks).toEqual([
      fieldBlock(textfield('a', 'A')),
    ]);
  });

  it('reads CRLF line endings', () => {
    expect(templateOf('# Titel\r\n\r\nText\r\n{{ A | a | textfield }}\r\nMehr')).toEqual({
      title: 'Titel',
      blocks: [markdown('Text'), fieldBlock(textfield('a', 'A')), markdown('Mehr')],
    });
  });

  it('keeps any sequence of prose lines and fields in order (property)', () => {
    const word = fc.constantFrom('Text', 'Ich bestätige', 'mit **fett**', 'und _kursiv_', 'Ende.');
    const item = fc.oneof(
      word.map((text) => ({ kind: 'prose' as const, text })),
      fc.constant({ kind: 'field' as const }),
    );
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), (items) => {
        const rows: string[] = [];
        const expected: TemplateBlock[] = [];
        let prose: string[] = [];
        const flush = () => {
          if (prose.length) expected.push(markdown(prose.join('\n')));
          prose = [];
        };
        items.forEach((entry, index) => {
          if (entry.kind === 'prose') {
            rows.push(entry.text);
            prose.push(entry.text);
          } else {
            rows.push(`{{ Feld ${index} | f${index} | textfield }}`);
            flush();
            expected.push(fieldBlock(textfield(`f${index}`, `Feld ${index}`)));
          }
        });
        flush();
        expect(templateOf(`# Titel\n\n${rows.join('\n')}`).blocks).toEqual(expected);
      }),
    );
  });
});

describe('parseTemplate: fields in the wrong place', () => {
  it.each([
    ['a list item', '- {{ A | a | textfield }}'],
    ['text in a list item', '- Bitte {{ A | a | textfield }} angeben'],
    ['an ordered list item', '1. {{ A | a | textfield }}'],
    ['a heading', '## {{ A | a | textfield }}'],
    ['a blockquote', '> {{ A | a | textfield }}'],
    ['a prose line', 'Mein Name ist {{ A | a | textfield }}.'],
  ])('refuses a field in %s, naming its line', (_, row) => {
    expect(errorsOf(`# Titel\n\nText\n\n${row}\n\nMehr`)).toEqual([texts.at(5, texts.fieldInBlock)]);
  });

  it('refuses a field in a table, naming the row', () => {
    const source = lines(
      '# Titel',
      '',
      '| Feld | Wert |',
      '| --- | --- |',
      '| Name | {{ A | a | textfield }} |',
    );
    expect(errorsOf(source)).toEqual([texts.at(5, texts.fieldInBlock)]);
  });

  it('refuses a field on a later line of a list or quote, naming that line', () => {
    expect(errorsOf('# Titel\n\n- eins\n- zwei\n- {{ A | a | textfield }}')).toEqual([
      texts.at(5, texts.fieldInBlock),
    ]);
    expect(errorsOf('# Titel\n\n> eins\n> zwei {{ A | a | textfield }}')).toEqual([
      texts.at(4, texts.fieldInBlock),
    ]);
  });

  it('refuses a field inline in one line of a paragraph and reads the others', () => {
    expect(errorsOf('# Titel\n\nText\nName: {{ A | a | textfield }}\n{{ B | b | kaputt }}')).toEqual([
      texts.at(4, texts.fieldInBlock),
      badType(5),
    ]);
  });

  it('refuses an HTML block on its line', () => {
    expect(errorsOf('# Titel\n\nText\n\n<div>\nHallo\n</div>\n\n{{ A | a | textfield }}')).toEqual([
      texts.at(5, texts.htmlBlock),
    ]);
    expect(errorsOf('# Titel\n\n<!-- Kommentar -->')).toEqual([texts.at(3, texts.htmlBlock)]);
  });
});

describe('parseTemplate: line numbers', () => {
  it('names the 1-based line of a malformed field', () => {
    expect(errorsOf('# Titel\n{{ A | a | kaputt }}')).toEqual([badType(2)]);
    expect(errorsOf('# Titel\n\n\n\nText\n\n{{ A | a | kaputt }}')).toEqual([badType(7)]);
  });

  it('counts lines with CRLF and old Mac line endings alike', () => {
    expect(errorsOf('# Titel\r\n\r\nText\r\n\r\n{{ A | a | kaputt }}')).toEqual([badType(5)]);
    expect(errorsOf('# Titel\r\rText\r{{ A | a | kaputt }}')).toEqual([badType(4)]);
  });

  it('counts lines after fenced code blocks, lists and blank lines', () => {
    const source = lines(
      '',
      '# Titel',
      '',
      '```',
      'code',
      '',
      '{{ Kein | feld | kaputt }}',
      '```',
      '- eins',
      '- zwei',
      '',
      '  ',
      '\t',
      '1. drei',
      '',
      '> Zitat',
      '',
      'Text',
      '{{ A | a | kaputt }}',
    );
    expect(errorsOf(source)).toEqual([badType(19)]);
  });

  it('names the right line for any layout of blocks (property)', () => {
    type Block = { rows: string[]; bad: number[] };
    const prose = fc.constantFrom<Block>(
      { rows: ['Ein Absatz.'], bad: [] },
      { rows: ['Zwei', 'Zeilen **fett**.'], bad: [] },
    );
    const list = fc.constantFrom<Block>(
      { rows: ['- eins', '- zwei'], bad: [] },
      { rows: ['1. eins', '   weiter', '2. zwei'], bad: [] },
      { rows: ['- eins', '\t- tief'], bad: [] },
    );
    const other = fc.constantFrom<Block>(
      { rows: ['```', '{{ X | x | kaputt }}', '', '```'], bad: [] },
      { rows: ['> Zitat', '> weiter'], bad: [] },
      { rows: ['## Abschnitt'], bad: [] },
      { rows: ['| a | b |', '| - | - |', '| 1 | 2 |'], bad: [] },
    );
    const fields = fc.constantFrom<Block>(
      { rows: ['{{ A | a | kaputt }}'], bad: [0] },
      { rows: ['Davor', '{{ A | a | kaputt }}', 'Danach'], bad: [1] },
      { rows: ['{{ A | a | kaputt }}', '{{ B | b | kaputt }}'], bad: [0, 1] },
    );
    const gap = fc.constantFrom([''], ['', ''], ['', '   '], ['', '', '']);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(prose, list, other, fields), gap), { maxLength: 10 }),
        fc.constantFrom('\n', '\r\n'),
        fc.nat(2),
        (blocks, eol, leading) => {
          const rows = [...Array<string>(leading).fill(''), '# Titel', ''];
          const expected: string[] = [];
          for (const [block, blank] of blocks) {
            for (const index of block.bad) expected.push(badType(rows.length + index + 1));
            rows.push(...block.rows, ...blank);
          }
          const parsed = parseTemplate(rows.join(eol));
          expect(parsed.ok ? [] : parsed.errors).toEqual(expected);
        },
      ),
    );
  });
});

describe('parseTemplate: the template as a whole', () => {
  it('refuses a duplicate field name, naming the earlier line', () => {
    expect(errorsOf('# Titel\n\n{{ A | a | textfield }}\n\nText\n{{ Noch einmal | a | email }}')).toEqual([
      texts.at(6, texts.duplicateName('a', 3)),
    ]);
  });

  it('refuses a name used by a sign and a today field alike', () => {
    expect(errorsOf('# Titel\n{{ U | x | sign }}\n{{ D | x | today }}')).toEqual([
      texts.at(3, texts.duplicateName('x', 2)),
    ]);
  });

  it('accepts one sign field and refuses a second, naming the first', () => {
    expect(templateOf('# Titel\n{{ U | u | sign }}').blocks).toHaveLength(1);
    expect(errorsOf('# Titel\n\n{{ U | u | sign }}\n\n{{ U2 | u2 | sign | pflicht }}')).toEqual([
      texts.at(5, texts.oneSignature(3)),
    ]);
  });

  it('accepts several today fields', () => {
    expect(templateOf('# Titel\n{{ D | d | today }}\n{{ E | e | today }}').blocks).toHaveLength(2);
  });

  it('accepts a condition on a field earlier or later in the template', () => {
    const template = templateOf(
      lines(
        '# Titel',
        '{{ Nummer | nummer | textfield | pflicht wenn art = telefon }}',
        '{{ Art | art | radio | pflicht | | optionen=email:E-Mail, telefon:Telefon }}',
        '{{ Mail | mail | email | pflicht wenn art = email, beides }}',
      ),
    );
    expect(
      template.blocks.map(
        (block) => block.kind === 'field' && isInputField(block.field) && block.field.required,
      ),
    ).toEqual([{ when: 'art', equals: 'telefon' }, true, { when: 'art', equals: ['email', 'beides'] }]);
  });

  it('refuses a condition naming an unknown field or the field itself, on the line of the condition', () => {
    expect(errorsOf('# Titel\n\n{{ A | a | textfield | pflicht wenn b = x }}')).toEqual([
      texts.at(3, texts.unknownCondition('b')),
    ]);
    expect(errorsOf('# Titel\n\n\n{{ A | a | textfield | pflicht wenn a = x }}')).toEqual([
      texts.at(4, texts.selfCondition),
    ]);
  });

  it('refuses a condition on a sign or today field, which hold no value', () => {
    expect(
      errorsOf(
        '# Titel\n{{ U | u | sign }}\n{{ D | d | today }}\n{{ A | a | email | pflicht wenn u = 1 }}\n{{ B | b | email | pflicht wenn d = 1 }}',
      ),
    ).toEqual([texts.at(4, texts.unknownCondition('u')), texts.at(5, texts.unknownCondition('d'))]);
  });

  it('names the line of the field with the condition even when its name is used twice', () => {
    expect(
      errorsOf(
        '# Titel\n{{ A | a | textfield | pflicht wenn a = x }}\n{{ A | a | textfield | pflicht wenn z = x }}',
      ),
    ).toEqual([
      texts.at(3, texts.duplicateName('a', 2)),
      texts.at(2, texts.selfCondition),
      texts.at(3, texts.unknownCondition('z')),
    ]);
  });

  it('reports every error, not only the first', () => {
    const source = lines(
      'Kein Titel',
      '',
      '{{ A | a | kaputt }}',
      '{{ B | b | textfield }}',
      '{{ B | b | textfield | pflicht wenn z = 1 }}',
      '- {{ C | c | textfield }}',
      '',
      '<p>html</p>',
      '',
      '{{ U | u | sign }}',
      '{{ V | v | sign }}',
      '{{ D | d | numfield | | | min=x }}',
    );
    expect(errorsOf(source)).toEqual([
      texts.at(1, texts.noTitle),
      badType(3),
      texts.at(5, texts.duplicateName('b', 4)),
      texts.at(6, texts.fieldInBlock),
      texts.at(8, texts.htmlBlock),
      texts.at(11, texts.oneSignature(10)),
      texts.at(12, texts.badNumber('min', 'x')),
      texts.at(5, texts.unknownCondition('z')),
    ]);
  });

  it('refuses an empty or blank template', () => {
    expect(errorsOf('')).toEqual([texts.empty]);
    expect(errorsOf(' \n\r\n\t')).toEqual([texts.empty]);
  });

  it(`accepts a template of ${MAX_TEMPLATE_LENGTH} characters and refuses one more`, () => {
    const head = '# Titel\n\n';
    const atMax = head + 'x'.repeat(MAX_TEMPLATE_LENGTH - head.length);
    expect(atMax).toHaveLength(MAX_TEMPLATE_LENGTH);
    expect(templateOf(atMax).blocks).toEqual([markdown('x'.repeat(MAX_TEMPLATE_LENGTH - head.length))]);
    expect(errorsOf(`${atMax}x`)).toEqual([texts.tooLong(MAX_TEMPLATE_LENGTH)]);
  });

  it(`accepts ${MAX_TEMPLATE_FIELDS} fields and refuses ${MAX_TEMPLATE_FIELDS + 1}`, () => {
    const template = (count: number) =>
      `# Titel\n\n${Array.from({ length: count }, (_, index) => `{{ Feld ${index} | f${index} | textfield }}`).join('\n')}`;
    expect(templateOf(template(MAX_TEMPLATE_FIELDS)).blocks).toHaveLength(MAX_TEMPLATE_FIELDS);
    expect(errorsOf(template(MAX_TEMPLATE_FIELDS + 1))).toEqual([texts.tooManyFields(MAX_TEMPLATE_FIELDS)]);
  });

  it('never throws and names only lines the text has, whatever the text (property)', () => {
    const row = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({
        unit: fc.constantFrom('a', ' ', '\t', '{', '}', '|', '#', '-', '>', '`', '\n', '\r', '<', '\\'),
        maxLength: 30,
      }),
      fc.constantFrom(
        '# Titel',
        '{{ A | a | textfield }}',
        '{{',
        '}}',
        '```',
        '- ',
        '> ',
        '<div>',
        '|',
        '\\',
      ),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 15 }), fc.constantFrom('\n', '\r\n', ''), (rows, eol) => {
        const source = rows.join(eol);
        const parsed = parseTemplate(source);
        const lineCount = source.split(/\r\n?|\n/).length;
        for (const error of parsed.ok ? [] : parsed.errors) {
          const line = /^Zeile (\d+): /.exec(error)?.[1];
          if (line !== undefined) expect(Number(line)).toBeGreaterThanOrEqual(1);
          if (line !== undefined) expect(Number(line)).toBeLessThanOrEqual(lineCount);
        }
      }),
    );
  });
});
