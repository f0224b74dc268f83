import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toFormValues } from '../forms/form-values';
import { inputDefinitions } from './form-template';
import { parseTemplate } from './parse-template';
import { carryFormValues } from './version-change';

const now = new Date('2026-11-28T10:00:00Z');

function template(source: string) {
  const parsed = parseTemplate(source);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.template;
}

const V1 = template(`# Einwilligungserklärung

Ich willige ein.

{{ Vorname | vorname | textfield | pflicht }}
{{ Kanal | kanal | radio | optional | | optionen=email:Per E-Mail, post:Per Post }}
{{ Hinweis | hinweis | textfield | optional }}
{{ Einwilligung | einwilligung | checkbox | pflicht }}
{{ Ort der Unterschrift | ort | textfield | pflicht }}
{{ Datum | datum | today }}
{{ Unterschrift | unterschrift | sign | pflicht }}
`);

const input = { vorname: 'Max', kanal: 'post', hinweis: 'abends', einwilligung: '1', ort: 'München' };
const freshOf = (source: ReturnType<typeof template>) => toFormValues(inputDefinitions(source));

describe('carryFormValues', () => {
  it('keeps every value that still fits, the place of signature included, and names the changes', () => {
    const v2 = template(`# Einwilligungserklärung

Ich willige ein.

{{ Vorname | vorname | textfield | pflicht }}
{{ Kanal | kanal | radio | optional | | optionen=email:Per E-Mail, telefon:Per Telefon }}
{{ Telefon | telefon | textfield | optional }}
{{ Einwilligung | einwilligung | checkbox | pflicht }}
{{ Ort der Unterschrift | ort | textfield | pflicht }}
{{ Datum | datum | today }}
{{ Unterschrift | unterschrift | sign | pflicht }}
`);
    const carry = carryFormValues(V1, v2, input, freshOf(v2), now);
    expect(carry.values).toEqual({
      vorname: 'Max',
      kanal: '',
      telefon: '',
      einwilligung: '1',
      ort: 'München',
    });
    expect(carry.changes).toEqual([
      { kind: 'changed', title: 'Kanal', dropped: true },
      { kind: 'added', title: 'Telefon' },
      { kind: 'removed', title: 'Hinweis' },
    ]);
    expect(carry.proseChanged).toBe(false);
    expect(carry.keepSignature).toBe(false);
  });

  it('keeps a changed field’s value when its new rules take it, and an empty required one as left', () => {
    const v2 = template(sourceWith('{{ Hinweis | hinweis | textfield | pflicht | | maxlaenge=20 }}'));
    const carry = carryFormValues(V1, v2, { ...input, vorname: '' }, { ...freshOf(v2), vorname: 'Max' }, now);
    expect(carry.values.hinweis).toBe('abends');
    expect(carry.values.vorname).toBe('');
    expect(carry.changes).toEqual([{ kind: 'changed', title: 'Hinweis', dropped: false }]);
  });

  it('keeps half-typed input of an unchanged field', () => {
    const v2 = template(
      sourceWith('{{ Hinweis | hinweis | textfield | optional }}', 'Ich willige ausdrücklich ein.'),
    );
    const carry = carryFormValues(V1, v2, { ...input, vorname: 'M' }, freshOf(v2), now);
    expect(carry.values.vorname).toBe('M');
    expect(carry.changes).toEqual([]);
  });

  it('asks for a new signature when the prose changed, and keeps it when the document reads the same', () => {
    const reworded = template(
      sourceWith('{{ Hinweis | hinweis | textfield | optional }}', 'Ich willige ausdrücklich ein.'),
    );
    expect(carryFormValues(V1, reworded, input, freshOf(reworded), now)).toMatchObject({
      proseChanged: true,
      keepSignature: false,
    });
    const same = template(`${sourceWith('{{ Hinweis | hinweis | textfield | optional }}')}\n\n`);
    expect(carryFormValues(V1, same, input, freshOf(same), now)).toMatchObject({
      values: input,
      changes: [],
      proseChanged: false,
      keepSignature: true,
    });
  });

  it('never takes a value the new version’s field refuses (generated inputs)', () => {
    const v2 = template(sourceWith('{{ Hinweis | hinweis | textfield | optional | | maxlaenge=5 }}'));
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        const carry = carryFormValues(V1, v2, { ...input, hinweis: typed }, freshOf(v2), now);
        const fitsNew = [...typed.trim()].length <= 5;
        expect(carry.values.hinweis).toBe(fitsNew ? typed : '');
        expect(carry.values.ort).toBe('München');
      }),
    );
  });
});

/** V1's source with the Hinweis line (and the first sentence) replaced. */
function sourceWith(hinweis: string, sentence = 'Ich willige ein.') {
  return `# Einwilligungserklärung

${sentence}

{{ Vorname | vorname | textfield | pflicht }}
{{ Kanal | kanal | radio | optional | | optionen=email:Per E-Mail, post:Per Post }}
${hinweis}
{{ Einwilligung | einwilligung | checkbox | pflicht }}
{{ Ort der Unterschrift | ort | textfield | pflicht }}
{{ Datum | datum | today }}
{{ Unterschrift | unterschrift | sign | pflicht }}
`;
}
