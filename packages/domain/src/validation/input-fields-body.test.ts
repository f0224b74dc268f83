import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../texts/messages';
import { inputFieldsBody, mergedFields } from './input-fields-body';

const input = z.strictObject({ name: z.string().min(2).optional(), count: z.number().optional() });
const checked: unknown[] = [];
const body = inputFieldsBody(input, (sent) => {
  checked.push(sent);
  return sent.count === 'viele'
    ? { ok: false, errors: { count: 'keine Zahl', name: 'zu kurz' } }
    : { ok: true };
});
const issuesOf = (value: unknown) =>
  (body.safeParse(value).error?.issues ?? []).map(({ code, path, message, ...rest }) => ({
    code,
    path,
    ...(code === 'unrecognized_keys' ? { keys: (rest as { keys: string[] }).keys } : { message }),
  }));

describe('inputFieldsBody', () => {
  it('passes an object of the input’s keys that its values check passes, as sent', () => {
    const sent = { name: 'x', count: 3 };
    expect(body.parse(sent)).toBe(sent);
    expect(checked.at(-1)).toBe(sent);
    expect(body.parse({})).toEqual({});
  });

  it('answers the values check’s entries in its order', () => {
    expect(issuesOf({ count: 'viele' })).toEqual([
      { code: 'custom', path: ['count'], message: 'keine Zahl' },
      { code: 'custom', path: ['name'], message: 'zu kurz' },
    ]);
  });

  it('refuses a body that is no object with the one fieldless entry, without checking values', () => {
    checked.length = 0;
    for (const value of [null, undefined, [], ['name'], 'text', 5, true]) {
      expect(issuesOf(value), JSON.stringify(value)).toEqual([
        { code: 'custom', path: [], message: messages.validationFailed },
      ]);
    }
    expect(checked).toEqual([]);
  });

  it('refuses every other key, named as sent and in the body’s order, and nothing else', () => {
    checked.length = 0;
    expect(issuesOf({ name: 'x', '': 1, 'a/b': 2, 'x.y': 3, '7': 4, count: 'viele' })).toEqual([
      { code: 'unrecognized_keys', path: [], keys: ['7', '', 'a/b', 'x.y'] },
    ]);
    expect(checked).toEqual([]);
  });

  it('is documented as the input', () => {
    const { $schema: _, ...expected } = z.toJSONSchema(input, { io: 'input' });
    const { $schema: __, ...shown } = z.toJSONSchema(body, { io: 'input' });
    expect(shown).toEqual(expected);
  });
});

describe('mergedFields', () => {
  it('puts the sent fields over the stored ones; a field left out or undefined keeps its value, null empties it', () => {
    const stored = { a: 1, b: 2, c: 3 };
    expect(mergedFields(stored, { a: null, b: undefined, d: 4 })).toEqual({ a: null, b: 2, c: 3, d: 4 });
    expect(mergedFields(null, { a: 1 })).toEqual({ a: 1 });
    expect(stored).toEqual({ a: 1, b: 2, c: 3 });
  });
});
