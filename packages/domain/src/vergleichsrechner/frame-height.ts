/**
 * The height a calculator's frame asks for in a message (spec section 7: applied only at 100 pixels or
 * more; issue 31). No provider documents a common format, so the shapes iframe-resizer and the usual
 * partner widgets send are read: an object `{ height: 812 }` (or `frameHeight`), that object as a JSON
 * string, and iframe-resizer's own string `[iFrameSizer]<id>:<height>:<width>:<type>`.
 */
export const FRAME_HEIGHT_LIMITS = {
  /** The spec's threshold: a smaller height is never applied. */
  min: 100,
  /** A sane maximum (ADR 193): a taller frame is a faulty message, not a calculator; it is ignored. */
  max: 10_000,
  /** A longer string is not parsed at all. */
  maxText: 2_000,
} as const;

export type FrameHeightLimits = { min: number; max: number; maxText: number };

/**
 * The frame's new height in whole pixels (rounded up), or null when the message sets none: not one of
 * the shapes above, no number (a height in a string is refused), not finite, below `min` or above `max`.
 *
 * The frame host page runs this very function as its inline script (`String(frameHeightOf)`, server
 * module vergleichsrechner), so it stays self-contained: no helper functions, no outer names — the limits
 * come in as a parameter.
 */
export function frameHeightOf(data: unknown, limits: FrameHeightLimits = FRAME_HEIGHT_LIMITS): number | null {
  let value: unknown = data;
  if (typeof value === 'string') {
    if (value.length > limits.maxText) return null;
    const sizer = /^\[iFrameSizer\][^:]*:(\d+(?:\.\d+)?):/.exec(value);
    if (sizer) {
      value = { height: Number(sizer[1]) };
    } else if (value.charAt(0) === '{') {
      try {
        value = JSON.parse(value);
      } catch {
        return null;
      }
    } else {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const height = Object.hasOwn(record, 'height')
    ? record.height
    : Object.hasOwn(record, 'frameHeight')
      ? record.frameHeight
      : undefined;
  if (typeof height !== 'number' || !Number.isFinite(height)) return null;
  if (height < limits.min || height > limits.max) return null;
  return Math.ceil(height);
}
