import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedBody } from './checked-body';

const documented = z.strictObject({ name: z.string(), list: z.array(z.strictObject({ x: z.string() })) });
const body = checkedBody(documented, (value) =>
  (value as { name?: unknown }).name === 'ok'
    ? { ok: true, value: { checked: true } }
    : { ok: false, errors: { 'list.0.x': 'erst', name: 'dann' }, general: ['ohne Feld'] },
);

describe('checkedBody', () => {
  it("validates with the check: its value when it passes, its entries in the check's order when not", () => {
    expect(body.parse({ name: 'ok', anything: 1 })).toEqual({ checked: true });
    const issues = body.safeParse({ name: 'no' }).error?.issues ?? [];
    expect(issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['list', '0', 'x'], message: 'erst' },
      { path: ['name'], message: 'dann' },
      { path: [], message: 'ohne Feld' },
    ]);
  });

  it('answers the keys a body may not have as one unrecognized_keys issue after the fields, any key as sent', () => {
    const withUnknown = checkedBody(documented, () => ({
      ok: false,
      errors: { name: 'dann' },
      unknown: ['', 'a/b'],
      general: ['ohne Feld'],
    }));
    const issues = withUnknown.safeParse({}).error?.issues ?? [];
    expect(issues.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'custom', path: ['name'] },
      { code: 'unrecognized_keys', path: [] },
      { code: 'custom', path: [] },
    ]);
    expect(issues[1]).toMatchObject({ keys: ['', 'a/b'] });
  });

  it('is documented as the strict object it is given', () => {
    const { $schema: _, ...expected } = z.toJSONSchema(documented, { io: 'input' });
    const { $schema: __, ...shown } = z.toJSONSchema(body, { io: 'input' });
    expect(shown).toEqual(expected);
  });
});
