import { describe, expect, it } from 'vitest';
import { notfallkontaktSchema } from './notfallkontakt';

const issues = (body: unknown) => {
  const parsed = notfallkontaktSchema.safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}=>${issue.message}`);
};

describe('notfallkontaktSchema', () => {
  it('takes a name and a landline or mobile number, trimmed', () => {
    expect(notfallkontaktSchema.parse({ name: ' Erika Muster ', telefon: '030 1234567' })).toEqual({
      name: 'Erika Muster',
      telefon: '030 1234567',
    });
    expect(issues({ name: 'Erika', telefon: '+43 1 53440' })).toEqual([]);
  });

  it('refuses a missing or blank name, a wrong number and unknown fields with German messages', () => {
    expect(issues({ telefon: '0151 23456789' })).toEqual([
      'name=>Bitte gib den Namen deines Notfallkontakts ein.',
    ]);
    expect(issues({ name: '  ', telefon: '12' })).toEqual([
      'name=>Bitte gib den Namen deines Notfallkontakts ein.',
      'telefon=>Keine gültige Telefonnummer.',
    ]);
    expect(issues({ name: 'x'.repeat(101), telefon: '0151 23456789' })).toEqual([
      'name=>Der Name darf höchstens 100 Zeichen lang sein.',
    ]);
    expect(issues({ name: 'Erika', telefon: '0151 23456789', extra: 1 })).toHaveLength(1);
  });
});
