import { describe, expect, it } from 'vitest';
import { parseTemplate } from './parse-template';
import { proseOf, proseText } from './prose';

describe('proseOf: the one parsed form of a template’s prose', () => {
  it('keeps inline HTML as the text the adviser typed (issue 27, item 6: the PDF printed it, the screen hid it)', () => {
    expect(proseOf('Bitte <script>alert(1)</script> lesen <img src=x onerror=alert(1)>.')).toEqual([
      {
        kind: 'paragraph',
        runs: [{ text: 'Bitte <script>alert(1)</script> lesen <img src=x onerror=alert(1)>.' }],
      },
    ]);
  });

  it('reads headings, bold, italic, code, struck text, links and hard breaks as styled runs', () => {
    expect(
      proseOf('## Teil\n\nEin **fettes** *kursives* `x<y` ~~altes~~ [Wort](https://a.de)  \nZeile'),
    ).toEqual([
      { kind: 'heading', depth: 2, runs: [{ text: 'Teil' }] },
      {
        kind: 'paragraph',
        runs: [
          { text: 'Ein ' },
          { text: 'fettes', bold: true },
          { text: ' ' },
          { text: 'kursives', italic: true },
          { text: ' ' },
          { text: 'x<y', code: true },
          { text: ' ' },
          { text: 'altes', strike: true },
          { text: ' ' },
          { text: 'Wort', href: 'https://a.de' },
          { text: '\n' },
          { text: 'Zeile' },
        ],
      },
    ]);
  });

  it('numbers lists from their start, marks task items with a box, and a nested HTML block is text', () => {
    const blocks = proseOf('3. drei\n4. vier\n\n- [x] erledigt\n\n> <div>Zitat</div>');
    expect(proseText(blocks)).toBe('3. drei\n4. vier\n• ☒ erledigt\n<div>Zitat</div>');
  });

  it('gives the text of tables, code and quotes in reading order; a soft break is a space', () => {
    const blocks = proseOf('| A | B |\n|---|---|\n| 1 | 2 |\n\n    Code\n\nerste\nzweite');
    expect(proseText(blocks)).toBe('A B\n1 2\nCode\nerste zweite');
  });

  it('is what parseTemplate gives for the prose between fields', () => {
    const parsed = parseTemplate('# T\n\nVor <b>fett</b>\n{{ A | a | textfield }}\nNach');
    expect(parsed.ok && parsed.template.blocks).toEqual([
      { kind: 'prose', blocks: [{ kind: 'paragraph', runs: [{ text: 'Vor <b>fett</b>' }] }] },
      { kind: 'field', field: { name: 'a', title: 'A', type: 'textfield', maxLength: 255 } },
      { kind: 'prose', blocks: [{ kind: 'paragraph', runs: [{ text: 'Nach' }] }] },
    ]);
  });
});
