import { describe, expect, it } from 'vitest';
import { unknownFieldTexts } from '../texts/errors';
import { formTexts } from '../texts/form';
import { messages } from '../texts/messages';
import { refusalOf } from '../validation/checked-body';
import { contactRequestBody, damageReportBody, damageReportContract } from './request-bodies';

const UNKNOWN = unknownFieldTexts.unknown;
const entries = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map(({ path, message }) =>
    path.length ? `${path.join('.')}=>${message}` : message,
  );

describe('refusalOf', () => {
  it('keeps the first entry per field, fieldless ones last, and treats constructor and __proto__ as fields', () => {
    const refusal = refusalOf(['constructor=>a', 'ohne Feld', '__proto__=>b', 'x=>1', 'x=>2']);
    expect(refusal.errors).toEqual({});
    expect(refusal.general).toEqual(['constructor=>a', '__proto__=>b', 'x=>1', 'ohne Feld']);
  });

  it('sends each entry whole, so a field is named as written: a slash, a dot at its end or empty', () => {
    const refusal = refusalOf(['a/b=>1', '=>2', 'x.=>3', 'a.b=>4']);
    expect(refusal.general).toEqual(['a/b=>1', '=>2', 'x.=>3', 'a.b=>4']);
  });
});

describe('the request bodies', () => {
  it('answer the form engine’s entries: unknown keys, then the fields', () => {
    expect(entries(contactRequestBody.safeParse({ constructor: '' }))).toEqual([`constructor=>${UNKNOWN}`]);
    expect(entries(contactRequestBody.safeParse([]))).toEqual([messages.validationFailed]);
    expect(
      contactRequestBody.parse({ ke_GewuenschtArt: 'email', ke_Email: 'kim@example.com' }),
    ).toMatchObject({
      ke_GewuenschtArt: 'email',
    });
  });

  it('check a damage report without the household: entwurf alone when no boolean, the contract kept for later', () => {
    const valid = { schaden_subject: 'Glasbruch', schaden_content: 'Das Fenster.' };
    expect(entries(damageReportBody.safeParse({ ...valid, entwurf: 'ja', x: 1 }))).toEqual([
      `entwurf=>${formTexts.invalidValue}`,
    ]);
    expect(damageReportBody.parse({ ...valid, entwurf: true, vertrag_id: [7] })).toEqual({
      values: { schaden_subject: 'Glasbruch', schaden_content: 'Das Fenster.' },
      draft: true,
      contract: [7],
    });
  });

  it('take a damage report’s contract only from the household’s', () => {
    const contracts = [{ value: '7', label: 'Hausrat' }];
    expect(damageReportContract(contracts, 7)).toEqual({ ok: true, value: '7' });
    expect(damageReportContract(contracts, '')).toEqual({ ok: true, value: null });
    expect(damageReportContract(contracts, 8)).toEqual({
      ok: false,
      entry: `vertrag_id=>${formTexts.option}`,
    });
    expect(damageReportContract(contracts, [7])).toEqual({
      ok: false,
      entry: `vertrag_id=>${formTexts.invalidValue}`,
    });
  });
});
