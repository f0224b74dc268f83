import { type BrandTokens, parseBranding } from '@kundenportal/domain/branding/brand-tokens';

/** The stored tokens of an agent (agents.css holds them as JSON), or null when none or unreadable. */
export function storedBranding(css: string | null): BrandTokens | null {
  if (!css) return null;
  try {
    const parsed = parseBranding(JSON.parse(css));
    return parsed.ok && Object.keys(parsed.tokens).length ? parsed.tokens : null;
  } catch {
    return null;
  }
}
