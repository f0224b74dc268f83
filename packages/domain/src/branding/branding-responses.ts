import { z } from 'zod';

/**
 * The answers of the public brand routes as zod schemas (route schemas, OpenAPI document): an adviser's
 * design tokens, the brand a sign-up code shows on the login page, and the brand images.
 */

/** BrandTokens (brand-tokens.ts): colour tokens as text, `font` a font's key, `radius` a number. */
export const brandTokensSchema = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .meta({ description: 'the design tokens (colours, font, radius)' });

/** GET /api/branding/{code} */
export const introBrandSchema = z.object({
  agent: z.object({ name: z.string(), firma: z.string().nullable(), logo: z.string().nullable() }),
  branding: brandTokensSchema.nullable(),
});

/** A brand image: the logo a PNG, the adviser's photo a JPEG. */
export function imageResponse(type: 'image/png' | 'image/jpeg') {
  return { description: 'The image', content: { [type]: { schema: z.string().meta({ format: 'binary' }) } } };
}
