import { brandProperties } from '@kundenportal/domain/branding/brand-tokens';
import { useEffect } from 'react';

/** The custom properties the current brand set, so the next one (or none) can take them away again. */
let applied: string[] = [];

/**
 * Applies an adviser's branding to the page: the domain checks the tokens again (format and WCAG AA
 * contrast) and turns them into CSS custom properties, set with `style.setProperty` — never a style sheet
 * text. An unreadable or missing branding leaves the app's own values.
 */
export function applyBrand(tokens: unknown, root: HTMLElement = document.documentElement): void {
  const properties = brandProperties(tokens);
  for (const name of applied) if (!(name in properties)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value);
  applied = Object.keys(properties);
}

/** Applies `tokens` while the calling layout is shown; the app's own values come back afterwards. */
export function useBrand(tokens: unknown): void {
  const key = JSON.stringify(tokens ?? null);
  useEffect(() => {
    applyBrand(JSON.parse(key));
    return () => applyBrand(null);
  }, [key]);
}
