import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stateColours } from '@kundenportal/domain/branding/brand-states';
import { DEFAULT_BRAND } from '@kundenportal/domain/branding/brand-tokens';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.resolve(import.meta.dirname, 'tokens.css'), 'utf8');
const token = (name: string) => css.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim();

describe('tokens.css', () => {
  it('draws the states with the colours the domain checks for the app’s own look (issue 27, item 18)', () => {
    const colours = stateColours(DEFAULT_BRAND);
    expect({
      primary: token('color-primary'),
      onPrimary: token('color-on-primary'),
      text: token('color-text'),
      background: token('color-background'),
      surface: token('color-surface'),
      primaryHover: token('color-primary-hover'),
      primaryActive: token('color-primary-active'),
      focus: token('color-focus'),
      infoSurface: token('color-info-surface'),
      disabledText: token('color-disabled-text'),
      disabledSurface: token('color-disabled-surface'),
    }).toEqual({
      primary: colours.primary,
      onPrimary: colours.onPrimary,
      text: colours.text,
      background: colours.background,
      surface: colours.surface,
      primaryHover: colours.primaryHover,
      primaryActive: colours.primaryActive,
      focus: colours.focus,
      infoSurface: colours.infoSurface,
      disabledText: colours.disabledText,
      disabledSurface: colours.disabledSurface,
    });
  });
});
