import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../forms/field-definition';
import { adviserFormTexts as texts } from '../texts/adviser-forms';
import { unknownFieldTexts } from '../texts/errors';
import { messages } from '../texts/messages';
import {
  checkFormSubmission,
  MAX_SIGNATURE_PNG_LENGTH,
  MAX_SIGNATURE_SVG_LENGTH,
  parseFormSubmission,
  TYPED_SIGNATURE_LENGTH,
} from './form-api';
import type { FormTemplate, SignField, TemplateField } from './form-template';

/** 23:30 UTC on 22 November is already 23 November in Berlin (CET, UTC+1). */
const now = new Date('2026-11-22T23:30:00Z');
const today = '2026-11-23';

const vorname: FieldDefinition = { name: 'vorname', title: 'Vorname', type: 'textfield', required: true };
const art: FieldDefinition = {
  name: 'art',
  title: 'Art',
  type: 'radio',
  options: [
    { value: 'email', label: 'E-Mail' },
    { value: 'telefon', label: 'Telefon' },
  ],
};
const telefon: FieldDefinition = {
  name: 'telefon',
  title: 'Telefon',
  type: 'textfield',
  required: { when: 'art', equals: 'telefon' },
};
const sign = (required: boolean): SignField => ({
  type: 'sign',
  name: 'unterschrift',
  title: 'Unterschrift',
  required,
});

function template(...fields: TemplateField[]): FormTemplate {
  return {
    title: 'Vollmacht',
    blocks: [
      { kind: 'prose', blocks: [{ kind: 'paragraph', runs: [{ text: 'Text' }] }] },
      ...fields.map((field) => ({ kind: 'field' as const, field })),
    ],
  };
}

const signed = template(vorname, art, telefon, { type: 'today', name: 'datum', title: 'Datum' }, sign(true));
const unsigned = template(vorname);
const optionalSign = template(vorname, sign(false));

const body = (overrides: Record<string, unknown> = {}) => ({
  values: { vorname: 'Max' },
  signature: { typed: 'Max Mustermann' },
  preview: false,
  ...overrides,
});

function entriesOf(form: FormTemplate, input: unknown, at = now): string[] {
  const parsed = parseFormSubmission(form, input, at);
  if (parsed.ok) throw new Error('The body was accepted');
  return parsed.entries;
}

function submissionOf(form: FormTemplate, input: unknown, at = now) {
  const parsed = parseFormSubmission(form, input, at);
  if (!parsed.ok) throw new Error(`Refused: ${parsed.entries.join('\n')}`);
  return parsed.submission;
}

const signatureOf = (signature: unknown) => parseFormSubmission(signed, body({ signature }), now);
const signatureEntries = (signature: unknown) => entriesOf(signed, body({ signature }));

describe('parseFormSubmission: the body', () => {
  it('reads a valid body into normalised values, signature, preview and version', () => {
    expect(submissionOf(signed, body({ version: 3, preview: true }))).toEqual({
      values: { vorname: 'Max', art: null, telefon: null, datum: today },
      signature: { kind: 'typed', name: 'Max Mustermann' },
      preview: true,
      version: 3,
    });
    expect(submissionOf(unsigned, { values: { vorname: ' Max ' }, preview: false })).toEqual({
      values: { vorname: 'Max' },
      signature: null,
      preview: false,
      version: undefined,
    });
  });

  it.each([null, undefined, 'text', 42, true, ['values']])('refuses the body %j', (input) => {
    expect(parseFormSubmission(signed, input, now)).toEqual({
      ok: false,
      entries: [messages.validationFailed],
    });
  });

  it('asks for the form only for a body that is an object (checkFormSubmission, ADR 143)', () => {
    const asked: unknown[] = [];
    const formOf = (sent: Record<string, unknown>) => {
      asked.push(sent);
      return { template: signed, now };
    };
    for (const input of [null, 'text', 42, ['values']])
      expect(checkFormSubmission(input, formOf)).toEqual({ ok: false, entries: [messages.validationFailed] });
    expect(asked).toEqual([]);
    const sent = body({ preview: true });
    expect(checkFormSubmission(sent, formOf)).toEqual(parseFormSubmission(signed, sent, now));
    expect(asked).toEqual([sent]);
  });

  it('refuses every unknown top-level key', () => {
    expect(entriesOf(unsigned, { values: { vorname: 'Max' }, preview: true, extra: 1, key: 'x' })).toEqual([
      `extra=>${unknownFieldTexts.unknown}`,
      `key=>${unknownFieldTexts.unknown}`,
    ]);
  });

  it.each([undefined, null, 'true', 1, 0])('requires preview as a boolean, not %j', (preview) => {
    expect(entriesOf(unsigned, { values: { vorname: 'Max' }, preview })).toEqual([
      `preview=>${texts.previewRequired}`,
    ]);
  });

  it('accepts a positive whole version, or none', () => {
    expect(submissionOf(unsigned, { values: { vorname: 'Max' }, preview: true, version: 1 }).version).toBe(1);
    expect(submissionOf(unsigned, { values: { vorname: 'Max' }, preview: true }).version).toBeUndefined();
  });

  it.each([0, -1, 1.5, '2', null, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses the version %j',
    (version) => {
      expect(entriesOf(unsigned, { values: { vorname: 'Max' }, preview: true, version })).toEqual([
        `version=>${messages.validationFailed}`,
      ]);
    },
  );

  it('reports every problem of the body at once', () => {
    expect(entriesOf(signed, { extra: true, version: 0, values: { datum: '2026-01-01' } })).toEqual([
      `extra=>${unknownFieldTexts.unknown}`,
      `preview=>${texts.previewRequired}`,
      `version=>${messages.validationFailed}`,
      `vorname=>${messages.required}`,
      `datum=>${texts.todayOnly('23.11.2026')}`,
      `unterschrift=>${texts.signatureRequired}`,
    ]);
  });
});

describe('parseFormSubmission: values', () => {
  it("checks the values with the form engine, under the field's name", () => {
    expect(entriesOf(signed, body({ values: {} }))).toEqual([`vorname=>${messages.required}`]);
    expect(entriesOf(signed, body({ values: { vorname: 'Max', art: 'telefon' } }))).toEqual([
      `telefon=>${messages.required}`,
    ]);
    expect(
      submissionOf(signed, body({ values: { vorname: 'Max', art: 'telefon', telefon: '0221 1' } })).values,
    ).toMatchObject({ art: 'telefon', telefon: '0221 1' });
  });

  it('treats missing values as empty', () => {
    expect(entriesOf(signed, body({ values: undefined }))).toEqual([`vorname=>${messages.required}`]);
  });

  it('refuses values that are not an object', () => {
    for (const values of [null, 'x', ['Max'], 1])
      expect(entriesOf(signed, body({ values }))).toEqual([`values=>${messages.validationFailed}`]);
  });

  it('refuses a value key the template does not have, also the sign field', () => {
    expect(entriesOf(signed, body({ values: { vorname: 'Max', alter: 3 } }))).toEqual([
      `alter=>${unknownFieldTexts.unknown}`,
    ]);
    expect(entriesOf(signed, body({ values: { vorname: 'Max', unterschrift: 'x' } }))).toEqual([
      `unterschrift=>${unknownFieldTexts.unknown}`,
    ]);
  });
});

describe('parseFormSubmission: today fields', () => {
  it.each([undefined, '', null, today])("accepts %j and sets today's date in Berlin", (datum) => {
    const values = datum === undefined ? { vorname: 'Max' } : { vorname: 'Max', datum };
    expect(submissionOf(signed, body({ values })).values.datum).toBe(today);
  });

  it('refuses any other date, naming today', () => {
    for (const datum of ['2026-11-22', '2026-11-24', '23.11.2026', ` ${today}`, 20261123, true])
      expect(entriesOf(signed, body({ values: { vorname: 'Max', datum } }))).toEqual([
        `datum=>${texts.todayOnly('23.11.2026')}`,
      ]);
  });

  it('follows the Berlin day in summer time too', () => {
    const summer = new Date('2026-06-30T22:30:00Z');
    expect(
      submissionOf(signed, body({ values: { vorname: 'Max', datum: '2026-07-01' } }), summer).values.datum,
    ).toBe('2026-07-01');
    expect(entriesOf(signed, body({ values: { vorname: 'Max', datum: '2026-06-30' } }), summer)).toEqual([
      `datum=>${texts.todayOnly('01.07.2026')}`,
    ]);
  });

  it('sets every today field', () => {
    const two = template(
      vorname,
      { type: 'today', name: 'a', title: 'A' },
      { type: 'today', name: 'b', title: 'B' },
    );
    expect(submissionOf(two, body({ signature: undefined })).values).toEqual({
      vorname: 'Max',
      a: today,
      b: today,
    });
  });
});

describe('parseFormSubmission: whether a signature is needed', () => {
  it('requires a signature when the sign field is required, under its name', () => {
    expect(entriesOf(signed, body({ signature: undefined }))).toEqual([
      `unterschrift=>${texts.signatureRequired}`,
    ]);
    expect(entriesOf(signed, body({ signature: null }))).toEqual([
      `unterschrift=>${texts.signatureRequired}`,
    ]);
  });

  it('requires it for a preview too', () => {
    expect(entriesOf(signed, body({ signature: undefined, preview: true }))).toEqual([
      `unterschrift=>${texts.signatureRequired}`,
    ]);
  });

  it('lets an optional sign field go without a signature, or take one', () => {
    expect(submissionOf(optionalSign, body({ signature: undefined })).signature).toBeNull();
    expect(submissionOf(optionalSign, body({ signature: null })).signature).toBeNull();
    expect(submissionOf(optionalSign, body()).signature).toEqual({ kind: 'typed', name: 'Max Mustermann' });
    expect(entriesOf(optionalSign, body({ signature: { typed: 'M' } }))).toEqual([
      `unterschrift=>${texts.typedLength}`,
    ]);
  });

  it("refuses any signature when the template has no sign field, under 'signature'", () => {
    for (const signature of [{ typed: 'Max Mustermann' }, { svg: '<svg/>' }, {}, 'x', { foo: 1 }])
      expect(entriesOf(unsigned, body({ signature }))).toEqual([`signature=>${texts.signatureNotExpected}`]);
    expect(submissionOf(unsigned, body({ signature: null })).signature).toBeNull();
    expect(submissionOf(unsigned, body({ signature: undefined })).signature).toBeNull();
  });
});

describe('parseFormSubmission: typed signatures', () => {
  it(`takes ${TYPED_SIGNATURE_LENGTH.min} to ${TYPED_SIGNATURE_LENGTH.max} characters`, () => {
    expect(TYPED_SIGNATURE_LENGTH).toEqual({ min: 2, max: 100 });
    expect(signatureEntries({ typed: 'M' })).toEqual([`unterschrift=>${texts.typedLength}`]);
    expect(signatureOf({ typed: 'Mx' })).toMatchObject({
      ok: true,
      submission: { signature: { name: 'Mx' } },
    });
    expect(signatureOf({ typed: 'x'.repeat(100) })).toMatchObject({
      ok: true,
      submission: { signature: { kind: 'typed', name: 'x'.repeat(100) } },
    });
    expect(signatureEntries({ typed: 'x'.repeat(101) })).toEqual([`unterschrift=>${texts.typedLength}`]);
  });

  it('counts characters as code points', () => {
    expect(signatureOf({ typed: '😀'.repeat(100) }).ok).toBe(true);
    expect(signatureEntries({ typed: '😀'.repeat(101) })).toEqual([`unterschrift=>${texts.typedLength}`]);
    expect(signatureEntries({ typed: '😀' })).toEqual([`unterschrift=>${texts.typedLength}`]);
  });

  it('trims and collapses spaces before counting', () => {
    expect(signatureOf({ typed: '  Max \t  Mustermann \n' })).toMatchObject({
      ok: true,
      submission: { signature: { kind: 'typed', name: 'Max Mustermann' } },
    });
    expect(signatureEntries({ typed: '   M   ' })).toEqual([`unterschrift=>${texts.typedLength}`]);
    expect(signatureEntries({ typed: '' })).toEqual([`unterschrift=>${texts.typedLength}`]);
    expect(signatureOf({ typed: ` ${'x'.repeat(50)}     ${'y'.repeat(49)} ` }).ok).toBe(true);
    expect(signatureEntries({ typed: `${'x'.repeat(50)}  ${'y'.repeat(50)}` })).toEqual([
      `unterschrift=>${texts.typedLength}`,
    ]);
  });

  it('refuses a typed name that is no text or cannot be stored', () => {
    for (const typed of [42, null, ['Max'], { name: 'Max' }, 'Ma\ud800x', 'Max\udc00', 'Ma\u0000x'])
      expect(signatureEntries({ typed })).toEqual([`unterschrift=>${texts.typedLength}`]);
  });

  it('refuses a typed name together with a drawing', () => {
    expect(signatureEntries({ typed: 'Max Mustermann', svg: '<svg/>' })).toEqual([
      `unterschrift=>${texts.signatureOneKind}`,
    ]);
    expect(signatureEntries({ typed: 'Max Mustermann', png: 'AAAA' })).toEqual([
      `unterschrift=>${texts.signatureOneKind}`,
    ]);
  });
});

describe('parseFormSubmission: drawn signatures', () => {
  it('takes an SVG, a PNG or both', () => {
    expect(signatureOf({ svg: '<svg/>' })).toMatchObject({
      ok: true,
      submission: { signature: { kind: 'drawn' } },
    });
    const svgOnly = submissionOf(signed, body({ signature: { svg: '<svg/>' } })).signature;
    expect(svgOnly).toEqual({ kind: 'drawn', svg: '<svg/>' });
    expect(submissionOf(signed, body({ signature: { png: 'AAAA' } })).signature).toEqual({
      kind: 'drawn',
      png: 'AAAA',
    });
    expect(submissionOf(signed, body({ signature: { svg: '<svg/>', png: 'AAAA' } })).signature).toEqual({
      kind: 'drawn',
      svg: '<svg/>',
      png: 'AAAA',
    });
  });

  it(`accepts an SVG of ${MAX_SIGNATURE_SVG_LENGTH} characters and refuses one more`, () => {
    expect(signatureOf({ svg: 's'.repeat(MAX_SIGNATURE_SVG_LENGTH) }).ok).toBe(true);
    expect(signatureEntries({ svg: 's'.repeat(MAX_SIGNATURE_SVG_LENGTH + 1) })).toEqual([
      `unterschrift=>${texts.signatureInvalid}`,
    ]);
  });

  it(`accepts a PNG of ${MAX_SIGNATURE_PNG_LENGTH} characters and refuses one more`, () => {
    expect(signatureOf({ png: 'p'.repeat(MAX_SIGNATURE_PNG_LENGTH) }).ok).toBe(true);
    expect(signatureEntries({ png: 'p'.repeat(MAX_SIGNATURE_PNG_LENGTH + 1) })).toEqual([
      `unterschrift=>${texts.signatureInvalid}`,
    ]);
    expect(signatureEntries({ svg: '<svg/>', png: 'p'.repeat(MAX_SIGNATURE_PNG_LENGTH + 1) })).toEqual([
      `unterschrift=>${texts.signatureInvalid}`,
    ]);
  });

  it('refuses an empty or non-text drawing', () => {
    for (const signature of [
      { svg: '' },
      { png: '' },
      { svg: 42 },
      { png: ['AAAA'] },
      { svg: null },
      { svg: '<svg/>', png: 1 },
    ])
      expect(signatureEntries(signature)).toEqual([`unterschrift=>${texts.signatureInvalid}`]);
  });

  it('asks for a signature when the object holds none', () => {
    expect(signatureEntries({})).toEqual([`unterschrift=>${texts.signatureRequired}`]);
  });

  it('refuses an unknown signature key', () => {
    expect(signatureEntries({ svg: '<svg/>', pdf: 'x' })).toEqual([
      `unterschrift=>${texts.signatureInvalid}`,
    ]);
    expect(signatureEntries({ typed: 'Max Mustermann', name: 'x' })).toEqual([
      `unterschrift=>${texts.signatureInvalid}`,
    ]);
  });

  it('refuses a signature that is not an object', () => {
    for (const signature of ['Max Mustermann', 42, true, ['<svg/>']])
      expect(signatureEntries(signature)).toEqual([`unterschrift=>${texts.signatureInvalid}`]);
  });
});
