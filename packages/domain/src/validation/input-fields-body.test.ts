import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../texts/messages';
import { inputFieldsBody } from './input-fields-body';

const input = z.strictObject({ name: z.string().min(2).optional(), count: z.number().optional() });
const body = inputFieldsBody(input);
const issuesOf = (value: unknown) =>
  (body.safeParse(value).error?.issues ?? []).map(({ code, path, message, ...rest }) => ({
    code,
    path,
    ...(code === 'unrecognized_keys' ? { keys: (rest as { keys: string[] }).keys } : { message }),
  }));

describe('inputFieldsBody', () => {
  it('passes an object of the input’s keys as it is, its values unchecked (the use case checks them)', () => {
    const sent = { name: 'x', count: 'viele' };
    expect(body.parse(sent)).toBe(sent);
    expect(body.parse({})).toEqual({});
  });

  it('refuses a body that is no object with the one fieldless entry', () => {
    for (const value of [null, undefined, [], ['name'], 'text', 5, true]) {
      expect(issuesOf(value), JSON.stringify(value)).toEqual([
        { code: 'custom', path: [], message: messages.validationFailed },
      ]);
    }
  });

  it('refuses every other key, named as sent and in the body’s order, and nothing else', () => {
    expect(issuesOf({ name: 'x', '': 1, 'a/b': 2, 'x.y': 3, '7': 4, count: 'viele' })).toEqual([
      { code: 'unrecognized_keys', path: [], keys: ['7', '', 'a/b', 'x.y'] },
    ]);
  });

  it('is documented as the input', () => {
    const { $schema: _, ...expected } = z.toJSONSchema(input, { io: 'input' });
    const { $schema: __, ...shown } = z.toJSONSchema(body, { io: 'input' });
    expect(shown).toEqual(expected);
  });
});
