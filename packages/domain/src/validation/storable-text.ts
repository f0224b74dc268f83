/** A lone UTF-16 surrogate: valid in a JSON string, but no character. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a text can be stored as typed: PostgreSQL refuses NUL in text and jsonb, and a lone surrogate
 * would come back changed (jsonb refuses it too). Such input is a 422, never a 500 or a silent change.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}
