import { describe, expect, it } from 'vitest';
import { applyBrand } from './brand';

describe('applyBrand', () => {
  it('sets the checked tokens as custom properties and takes them away for the next brand', () => {
    const root = document.createElement('div');
    applyBrand({ primary: '#1f5f4a', radius: 10 }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#1f5f4a');
    expect(root.style.getPropertyValue('--radius')).toBe('10px');
    applyBrand({ font: 'serif' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('');
    expect(root.style.getPropertyValue('--font-family')).toContain('Georgia');
    applyBrand(null, root);
    expect(root.getAttribute('style') ?? '').toBe('');
  });

  it('applies nothing from an unreadable or foreign value', () => {
    const root = document.createElement('div');
    applyBrand({ primary: '#00aa55' }, root);
    applyBrand({ primary: 'red; background: url(https://evil.example)' }, root);
    applyBrand(':root{--color-primary:red}', root);
    expect(root.getAttribute('style') ?? '').toBe('');
  });
});
