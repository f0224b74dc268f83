import { brandingTexts } from '../texts/branding';
import { DEFAULT_FOCUS, type StateColours, stateColours, statePairs } from './brand-states';
import { contrastRatio } from './contrast';

/**
 * An adviser's branding (spec section 1: logo and stylesheet): not arbitrary CSS but a few design tokens
 * that override the app's CSS custom properties (apps/web/src/styles/tokens.css). Colours are hex only, the
 * font is a key of a safe list of local font stacks (nothing loads from elsewhere), the radius a number —
 * so no branding can load remote resources, hide an element or break the content security policy.
 */

/** Local font stacks only: no web font is fetched for a brand. */
export const BRAND_FONTS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist: '"Segoe UI", Candara, "Trebuchet MS", "DejaVu Sans", sans-serif',
  geometric: 'Avenir, "Century Gothic", "URW Gothic", Futura, "DejaVu Sans", sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", "DejaVu Serif", serif',
} as const;
export type BrandFont = keyof typeof BRAND_FONTS;

/** The app's own values (tokens.css) for what a brand may change. */
export const DEFAULT_BRAND = {
  primary: '#0b4f8a',
  onPrimary: '#ffffff',
  text: '#1a1f24',
  background: '#f3f5f7',
  surface: '#ffffff',
  font: 'system' as BrandFont,
  radius: 8,
};

export const BRAND_RADIUS_MAX = 16;

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** '#0a5' → '#00aa55', lower case. */
export function normaliseHex(value: string): string {
  const hex = value.toLowerCase();
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
}

const COLOURS = ['primary', 'onPrimary', 'text', 'background', 'surface'] as const;
type ColourToken = (typeof COLOURS)[number];

/** The tokens as stored and sent (every one optional: what is left out keeps the app's value). */
export type BrandTokens = Partial<Record<ColourToken, string>> & { font?: BrandFont; radius?: number };

const isFont = (value: unknown): value is BrandFont =>
  typeof value === 'string' && Object.hasOwn(BRAND_FONTS, value);

/**
 * The tokens' format, checked by hand (no schema library: the web app applies brands on its first screen,
 * and this keeps that screen's code small): known keys only, hex colours, a font of the list, a whole
 * radius of 0 to BRAND_RADIUS_MAX. Answers the normalised tokens or the German messages.
 */
function checkFormat(input: unknown): { ok: true; tokens: BrandTokens } | { ok: false; errors: string[] } {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, errors: [brandingTexts.notTokens] };
  const errors: string[] = [];
  const tokens: BrandTokens = {};
  for (const [key, value] of Object.entries(input)) {
    if ((COLOURS as readonly string[]).includes(key)) {
      const name = brandingTexts.names[key as ColourToken];
      if (typeof value === 'string' && HEX.test(value.trim()))
        tokens[key as ColourToken] = normaliseHex(value.trim());
      else errors.push(brandingTexts.colourInvalid(name));
    } else if (key === 'font') {
      if (isFont(value)) tokens.font = value;
      else errors.push(brandingTexts.fontInvalid);
    } else if (key === 'radius') {
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= BRAND_RADIUS_MAX)
        tokens.radius = value;
      else errors.push(brandingTexts.radiusInvalid);
    } else {
      errors.push(brandingTexts.unknownToken(key));
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, tokens };
}

type Resolved = typeof DEFAULT_BRAND & StateColours;

/** A brand's colours with the app's values for what it leaves out, and the colours of every state. */
function resolve(tokens: BrandTokens): Resolved {
  const merged = { ...DEFAULT_BRAND, ...tokens };
  return { ...merged, ...stateColours(merged) };
}

/**
 * The German messages for every pair whose contrast is below WCAG AA, naming the pair and the ratio
 * (empty when the branding is readable). Tokens left out count with the app's values. The pairs are those
 * of every interactive state (brand-states.ts: rest, hover, active, focus, disabled), not only rest colours.
 */
export function contrastProblems(tokens: BrandTokens): string[] {
  const resolved = resolve(tokens);
  const german = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 2 });
  return statePairs().flatMap(({ foreground, background, min }) => {
    const ratio = contrastRatio(resolved[foreground], resolved[background]);
    return ratio + 1e-9 >= min
      ? []
      : [
          brandingTexts.contrastTooLow(
            `${brandingTexts.names[foreground]} ${resolved[foreground]}`,
            `${brandingTexts.names[background]} ${resolved[background]}`,
            german(ratio),
            german(min),
          ),
        ];
  });
}

export type ParsedBranding = { ok: true; tokens: BrandTokens } | { ok: false; errors: string[] };

/** A branding as an adviser enters it: the schema, then the contrast rule. */
export function parseBranding(input: unknown): ParsedBranding {
  const parsed = checkFormat(input);
  if (!parsed.ok) return parsed;
  const problems = contrastProblems(parsed.tokens);
  return problems.length ? { ok: false, errors: problems } : parsed;
}

/**
 * The CSS custom properties a branding sets (only those it changes), to apply with
 * `style.setProperty` — never as a style sheet text. Input that is not a valid, readable branding sets none.
 */
export function brandProperties(input: unknown): Record<string, string> {
  const parsed = parseBranding(input);
  if (!parsed.ok) return {};
  const tokens = parsed.tokens;
  const resolved = resolve(tokens);
  const properties: Record<string, string> = {};
  if (tokens.primary) properties['--color-primary'] = resolved.primary;
  // The shades move away from the text on the primary colour: either token changes them.
  if (tokens.primary || tokens.onPrimary) {
    properties['--color-primary-hover'] = resolved.primaryHover;
    properties['--color-primary-active'] = resolved.primaryActive;
  }
  if (tokens.primary) properties['--color-info-accent'] = resolved.primary;
  if (resolved.focus !== DEFAULT_FOCUS) properties['--color-focus'] = resolved.focus;
  if (tokens.onPrimary) properties['--color-on-primary'] = resolved.onPrimary;
  if (tokens.text) properties['--color-text'] = resolved.text;
  if (tokens.background) properties['--color-background'] = resolved.background;
  if (tokens.surface) properties['--color-surface'] = resolved.surface;
  if (tokens.font) properties['--font-family'] = BRAND_FONTS[tokens.font];
  if (tokens.radius !== undefined) {
    properties['--radius'] = `${tokens.radius}px`;
    properties['--radius-large'] = `${Math.round(tokens.radius * 1.5)}px`;
  }
  return properties;
}

/** The branding as the stylesheet text of spec section 1 (`Agent.css`): `:root{…}` from the tokens alone. */
export function brandCss(input: unknown): string | null {
  const entries = Object.entries(brandProperties(input));
  return entries.length ? `:root{${entries.map(([name, value]) => `${name}:${value}`).join(';')}}` : null;
}
