import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from '../../src/lib/response-serializer';

const serialize = (schema: z.ZodType) =>
  responseSerializer({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

describe('responseSerializer', () => {
  it("sends the answer in the handler's key order, nested too, whatever the schema's order", () => {
    const schema = z.object({ a: z.number(), b: z.array(z.object({ y: z.string(), x: z.string() })) });
    const answer = { b: [{ x: '1', y: '2' }], a: 1 };
    expect(serialize(schema)(answer)).toBe(JSON.stringify(answer));
  });

  it('leaves out what the schema does not list, and refuses an answer that does not fit', () => {
    const schema = z.object({ id: z.number() });
    expect(serialize(schema)({ id: 1, passwordHash: 'x' })).toBe('{"id":1}');
    expect(() => serialize(schema)({ id: '1' })).toThrow(/doesn't match the schema/);
  });
});
