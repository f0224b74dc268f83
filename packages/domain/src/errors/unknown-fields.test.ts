import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unknownFieldTexts } from '../texts/errors';
import { issueEntries, unknownKeys } from './unknown-fields';

describe('unknown fields', () => {
  it('lists own keys a shape does not know', () => {
    expect(unknownKeys({ a: 1, b: 2, c: undefined }, { a: z.string() })).toEqual(['b', 'c']);
    expect(unknownKeys({ a: 1 }, ['a'])).toEqual([]);
  });

  it('turns a strict schema’s unknown keys into one German entry per field, nested ones with their path', () => {
    const schema = z.strictObject({ email: z.string(), list: z.array(z.strictObject({ id: z.number() })) });
    const result = schema.safeParse({ email: 'a', extra: 1, other: 2, list: [{ id: 1, iban: 'x' }] });
    expect(result.success).toBe(false);
    expect(issueEntries(result.error?.issues ?? []).sort()).toEqual([
      `extra=>${unknownFieldTexts.unknown}`,
      `list.0.iban=>${unknownFieldTexts.unknown}`,
      `other=>${unknownFieldTexts.unknown}`,
    ]);
  });

  it('names other issues by path, the body itself by the given field or none', () => {
    expect(
      issueEntries([
        { path: ['email'], message: 'falsch' },
        { path: [], message: 'kaputt' },
      ]),
    ).toEqual(['email=>falsch', 'kaputt']);
    expect(issueEntries([{ path: [], message: 'kaputt' }], 'email')).toEqual(['email=>kaputt']);
  });
});
