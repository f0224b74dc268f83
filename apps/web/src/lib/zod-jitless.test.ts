import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import './zod-jitless';

afterEach(() => vi.restoreAllMocks());

it('parses objects without probing for or compiling code (no eval under the CSP, issue 27)', () => {
  const compile = vi.spyOn(globalThis, 'Function');
  const schema = z.object({ name: z.string(), age: z.number().optional() }).strict();
  expect(schema.parse({ name: 'Max', age: 42 })).toEqual({ name: 'Max', age: 42 });
  expect(schema.safeParse({ name: 1 }).success).toBe(false);
  expect(compile).not.toHaveBeenCalled();
});
