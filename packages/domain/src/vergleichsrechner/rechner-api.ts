import { z } from 'zod';
import { isSparteKey, type SparteKey } from '../contracts/sparten';
import { vergleichsrechnerTexts } from '../texts/vergleichsrechner';
import { isStorableText } from '../validation/storable-text';

const errors = vergleichsrechnerTexts.errors;

export const RECHNER_LIMITS = { titel: 80, url: 2_000, origins: 10, originText: 300 } as const;

/** Hosts a plain http origin may name (ADR 193): the browser's own machine, a secure context by definition. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function parsedUrl(text: string): URL | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  // A plain host name or address (punycode for IDNs): a '*' would be a CSP wildcard.
  const host = /^[a-z0-9.-]+$/.test(url.hostname) || url.hostname === '[::1]';
  if (!secure || !host || url.username !== '' || url.password !== '') return null;
  return url;
}

/**
 * An origin as the browser writes `event.origin` ('https://rechner.example.de', a port only where not the
 * default, lower case), or null for anything else: no https (http only for the own machine), a path, a
 * query, a fragment, credentials. What comes back is safe in a CSP source list (URL-parsed, no spaces).
 */
export function normalOrigin(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > RECHNER_LIMITS.originText || !/^https?:\/\/[^/?#]+\/?$/i.test(trimmed)) return null;
  const url = parsedUrl(trimmed);
  return url ? url.origin : null;
}

/** The origin of a calculator's address (the frame's first origin), or null for an address not allowed. */
export function urlOrigin(text: string): string | null {
  return parsedUrl(text.trim())?.origin ?? null;
}

const titel = z
  .string({ error: errors.titelRequired })
  .trim()
  .min(1, { error: errors.titelRequired })
  .max(RECHNER_LIMITS.titel, { error: errors.titelTooLong(RECHNER_LIMITS.titel) })
  .refine(isStorableText, errors.titelRequired);

const sparte = z
  .string({ error: errors.sparteInvalid })
  .refine((value): value is SparteKey => isSparteKey(value), errors.sparteInvalid);

const url = z
  .string({ error: errors.urlInvalid })
  .trim()
  .max(RECHNER_LIMITS.url, { error: errors.urlTooLong(RECHNER_LIMITS.url) })
  .refine((value) => urlOrigin(value) !== null, errors.urlInvalid)
  .transform((value) => new URL(value).href);

const origins = z
  .array(z.string({ error: errors.originsRequired }), { error: errors.originsRequired })
  .transform((list, context) => {
    const normal: string[] = [];
    for (const entry of list) {
      if (entry.trim() === '') continue;
      const origin = normalOrigin(entry);
      if (origin === null) {
        context.addIssue({
          code: 'custom',
          message: errors.originInvalid(entry.trim().slice(0, 80)),
          input: list,
        });
        return z.NEVER;
      }
      if (!normal.includes(origin)) normal.push(origin);
    }
    if (normal.length === 0)
      context.addIssue({ code: 'custom', message: errors.originsRequired, input: list });
    else if (normal.length > RECHNER_LIMITS.origins)
      context.addIssue({
        code: 'custom',
        message: errors.originsTooMany(RECHNER_LIMITS.origins),
        input: list,
      });
    return normal;
  });

/**
 * The workspace's body of a calculator: its title, Sparte, the frame's address and the origins allowed to
 * set its height (https only, normalised, 1 to 10, blank lines dropped); the address's own origin must be
 * one of them — the frame host's `frame-src` lists only these (ADR 193).
 */
export const rechnerBodySchema = z
  .strictObject({ titel, sparte, url, origins })
  .superRefine((body, context) => {
    const origin = urlOrigin(body.url);
    if (body.origins.length > 0 && origin !== null && !body.origins.includes(origin))
      context.addIssue({ code: 'custom', path: ['origins'], message: errors.urlOriginMissing, input: body });
  });

export type RechnerBody = z.output<typeof rechnerBodySchema>;
export type RechnerInput = z.input<typeof rechnerBodySchema>;

export const rechnerSchema = z.object({
  id: z.number().int(),
  titel: z.string(),
  sparte: z.string(),
  url: z.string(),
  origins: z.array(z.string()),
});

export type Rechner = z.infer<typeof rechnerSchema>;

/** GET /api/vergleichsrechner and GET /api/berater/vergleichsrechner: the agency's calculators. */
export const rechnerListSchema = z.object({ rechner: z.array(rechnerSchema) });
export type RechnerList = z.infer<typeof rechnerListSchema>;

/** POST/PUT /api/berater/vergleichsrechner…: the calculator as stored. */
export const rechnerAnswerSchema = z.object({ rechner: rechnerSchema });
export type RechnerAnswer = z.infer<typeof rechnerAnswerSchema>;

/** POST /api/vergleichsrechner/{id}/ticket: a single-use ticket for the frame host page (ADR 193). */
export const rechnerTicketSchema = z.object({ ticket: z.string() });
export type RechnerTicket = z.infer<typeof rechnerTicketSchema>;

/** GET /api/vergleichsrechner/{id}/rahmen: the ticket in the query (a browser's frame sends no header). */
export const rechnerFrameQuerySchema = z.object({
  ticket: z.string().meta({ description: 'the ticket of POST /api/vergleichsrechner/{id}/ticket' }),
});

/** The frame host page's answer (the OpenAPI document's content; ADR 193). */
export const rechnerFrameResponse = {
  description: 'The frame host page (HTML, its own Content-Security-Policy); 404 as a page too',
  content: { 'text/html': { schema: z.string() } },
};

/** The frame host page's path under /api for a ticket (the web app's iframe `src`, prefixed with /api). */
export const rechnerFramePath = (id: number, ticket: string) =>
  `/vergleichsrechner/${id}/rahmen?ticket=${encodeURIComponent(ticket)}`;

/** The message the frame host page sends its parent after it applied a height. */
export const FRAME_HOST_MESSAGE = 'kundenportal-rechner-hoehe';
export type FrameHostMessage = { type: typeof FRAME_HOST_MESSAGE; height: number };
