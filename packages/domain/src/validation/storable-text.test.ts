import { describe, expect, it } from 'vitest';
import { isStorableText } from './storable-text';

describe('isStorableText', () => {
  it('takes any text of real characters, emoji (surrogate pairs) included', () => {
    expect(isStorableText('Müller – 😀 北京 ')).toBe(true);
    expect(isStorableText('')).toBe(true);
  });

  it('refuses NUL and a lone high or low surrogate', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('a\udc00')).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
  });
});
