import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormDetail } from '@kundenportal/domain/adviser-forms/form-api';
import { parseTemplate } from '@kundenportal/domain/adviser-forms/parse-template';
import { type ProseBlock, proseOf, proseText } from '@kundenportal/domain/adviser-forms/prose';
import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { ProseBlocks } from '../components/prose-blocks';
import { AdviserFormPage } from './adviser-form-page';

const detail: FormDetail = {
  key: 'x',
  title: 'Formular',
  version: 1,
  blocks: [
    {
      kind: 'prose',
      blocks: proseOf(
        '## Abschnitt\n\nText mit <img src=x onerror="alert(1)"> und <script>alert(1)</script> und [Link](javascript:alert(1)) und **fett**.',
      ),
    },
  ],
  values: {},
  signer: 'Kim Kunde',
  today: '2026-11-23',
  signed_at: null,
};

beforeEach(() => setToken('jwt'));

it("renders the template's prose as text: HTML reads as typed, no element of it, no script link; '##' is h2", async () => {
  mockFetch({ 'GET /api/forms/x': () => ({ body: { form: detail } }) });
  const { container } = renderRoutes(
    [{ path: '/app/berater/form/:form', Component: AdviserFormPage }],
    '/app/berater/form/x',
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Abschnitt' })).toBeTruthy();
  expect(screen.getByText('fett').tagName).toBe('STRONG');
  // Issue 27, item 6: the screen hid '<script>' while the PDF printed 'alert(1)'; both show it as typed.
  expect(container.textContent).toContain(
    'Text mit <img src=x onerror="alert(1)"> und <script>alert(1)</script> und',
  );
  expect(container.querySelector('img, script, [onerror]')).toBeNull();
  expect(container.querySelector('a')).toBeNull();
});

/** The text the screen shows for prose blocks, without whitespace (only the layout decides that). */
function screenText(blocks: ProseBlock[]): string {
  const { container } = render(<ProseBlocks blocks={blocks} />);
  const text = container.textContent ?? '';
  cleanup();
  return text.replace(/\s+/g, '');
}

const compact = (text: string) => text.replace(/\s+/g, '');

/**
 * Issue 27, item 6: the screen shows exactly the text of the domain's parsed prose — the same text the PDF
 * prints (apps/server/test/modules/adviser-forms/form-pdf-text.test.ts checks the PDF against it).
 */
describe('the prose on the screen is the text the PDF prints', () => {
  const demoDir = path.resolve(__dirname, '../../../../../server/assets/demo/forms');
  it.each(['maklervollmacht', 'einwilligungserklaerung', 'erstinformation', 'beratungsprotokoll'])(
    'for the demo form %s',
    (key) => {
      const parsed = parseTemplate(readFileSync(path.join(demoDir, `${key}.md`), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.errors.join('; '));
      for (const block of parsed.template.blocks)
        if (block.kind === 'prose') expect(screenText(block.blocks)).toBe(compact(proseText(block.blocks)));
    },
  );

  it('for generated prose with markdown, HTML, lists, tables, quotes and code', () => {
    const word = fc.constantFrom(
      'Vollmacht',
      '**fett**',
      '*kursiv*',
      '`x<y`',
      '~~alt~~',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[Link](https://example.org)',
      '[böse](javascript:alert(1))',
      '&amp;',
      '\\*',
      '😀',
    );
    const sentence = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => `Satz ${words.join(' ')}`);
    const block = fc.oneof(
      sentence,
      sentence.map((text) => `## ${text}`),
      fc
        .array(sentence, { minLength: 1, maxLength: 3 })
        .map((items) => items.map((item) => `- ${item}`).join('\n')),
      fc
        .tuple(fc.integer({ min: 1, max: 20 }), fc.array(sentence, { minLength: 1, maxLength: 3 }))
        .map(([start, items]) => items.map((item, index) => `${start + index}. ${item}`).join('\n')),
      sentence.map((text) => `> ${text}`),
      sentence.map((text) => `- [ ] ${text}`),
      fc.constant('---'),
      fc.tuple(sentence, sentence).map(([a, b]) => `| ${a} | B |\n|---|---|\n| 1 | ${b} |`),
      sentence.map((text) => `\`\`\`\n${text}\n\`\`\``),
    );
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 8 }), (parts) => {
        const parsed = parseTemplate(`# Formular\n\n${parts.join('\n\n')}`);
        if (!parsed.ok) throw new Error(parsed.errors.join('; '));
        for (const item of parsed.template.blocks)
          if (item.kind === 'prose') expect(screenText(item.blocks)).toBe(compact(proseText(item.blocks)));
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
