/** WCAG 2.x contrast of two sRGB colours given as '#rrggbb'. */

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG 1.4.11 for a control's visual state (the focus ring). */
export const MIN_NON_TEXT_CONTRAST = 3;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2.x, sRGB) of '#rrggbb'. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** '#rrggbb' mixed with black by `amount` (0–1): the hover shade of a colour. */
export function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const part = (shift: number) =>
    Math.round(((n >> shift) & 255) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${part(16)}${part(8)}${part(0)}`;
}

/** '#rrggbb' mixed with white by `amount` (0–1): the hover shade of a dark brand's colour. */
export function lighten(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const part = (shift: number) => {
    const value = (n >> shift) & 255;
    return Math.round(value + (255 - value) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${part(16)}${part(8)}${part(0)}`;
}
