import { describe, expect, it } from 'vitest';
import { brandCss, brandProperties, contrastProblems, DEFAULT_BRAND, parseBranding } from './brand-tokens';
import { contrastRatio, darken } from './contrast';

describe('contrast (WCAG 2.x)', () => {
  it('is 21:1 for black on white, 1:1 for a colour on itself, and symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(contrastRatio('#0b4f8a', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#0b4f8a'), 10);
    // Known value: #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('darkens by mixing with black', () => {
    expect(darken('#ffffff', 0.2)).toBe('#cccccc');
    expect(darken('#00aa55', 0)).toBe('#00aa55');
  });
});

describe('brand tokens', () => {
  it("the app's own values pass the contrast rule", () => {
    expect(contrastProblems({})).toEqual([]);
    expect(contrastProblems({ ...DEFAULT_BRAND })).toEqual([]);
  });

  it('accepts a readable branding and normalises #rgb', () => {
    expect(parseBranding({ primary: '#1F5F4A', onPrimary: '#FFF', font: 'serif', radius: 4 })).toEqual({
      ok: true,
      tokens: { primary: '#1f5f4a', onPrimary: '#ffffff', font: 'serif', radius: 4 },
    });
  });

  it('refuses a pair below 4.5:1 with a message naming both colours and the ratio', () => {
    const result = parseBranding({ primary: '#00aa55' });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toContain(
      'Der Kontrast zwischen Schrift auf der Hauptfarbe #ffffff und Hauptfarbe #00aa55 ist zu gering (3,05:1, mindestens 4,5:1 nach WCAG AA).',
    );
    // #767676 on white passes (4.54:1), #777777 fails (4.48:1): the boundary of AA.
    expect(contrastProblems({ text: '#767676', background: '#ffffff', surface: '#ffffff' })).toEqual([]);
    expect(contrastProblems({ text: '#777777', background: '#ffffff', surface: '#ffffff' })).toHaveLength(2);
  });

  it('refuses anything but hex colours, the font list and a radius of 0 to 16', () => {
    for (const input of [
      { primary: 'red' },
      { primary: 'url(https://evil.example/x.png)' },
      { primary: '#12345' },
      { text: '#000;display:none' },
      { font: 'Comic Sans' },
      { radius: -1 },
      { radius: 17 },
      { radius: 2.5 },
      { css: 'body{display:none}' },
    ])
      expect(parseBranding(input).ok, JSON.stringify(input)).toBe(false);
    expect(parseBranding({ radius: 0 }).ok).toBe(true);
    expect(parseBranding({ radius: 16 }).ok).toBe(true);
  });

  it('sets only the custom properties it changes, and none for an unreadable or invalid branding', () => {
    expect(brandProperties({ primary: '#1f5f4a', radius: 12 })).toEqual({
      '--color-primary': '#1f5f4a',
      '--color-primary-hover': '#194c3b',
      '--color-primary-active': '#143e30',
      '--color-info-accent': '#1f5f4a',
      '--radius': '12px',
      '--radius-large': '18px',
    });
    expect(brandProperties({ primary: '#00aa55' })).toEqual({});
    expect(brandProperties('body{}')).toEqual({});
    expect(brandCss({ font: 'serif' })).toBe(
      ':root{--font-family:Georgia, Cambria, "Times New Roman", "DejaVu Serif", serif}',
    );
    expect(brandCss({})).toBeNull();
  });
});
