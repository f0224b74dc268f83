import { z } from 'zod';

/**
 * 'Meine Freigaben' (issue 31): what the customer's adviser provided, contracts and documents, each
 * newest first, with whether the customer has seen it. Fixed for outside checks:
 *
 * GET  /api/meinefreigaben          → { vertraege: ProvidedContractItem[], dokumente: ProvidedDocumentItem[] }
 *                                      (403 without config.vertrag_bereitstellen)
 * POST /api/meinefreigaben/gesehen  → { success: true } (everything listed is seen from now on)
 * POST /api/meinefreigaben/vertraege/:id/gesehen → { success: true } (one provided contract, opened by a link;
 *                                      404 could_not_find_contract for any other)
 * GET  /api/jwtcontracts/:token     → { contract_id } (the contract a link of the adviser names, ADR 200)
 */

export const providedContractItemSchema = z.object({
  id: z.number().int(),
  person_id: z.number().int(),
  sparte: z.string(),
  gesellschaft: z.string(),
  name: z.string().nullable(),
  nummer: z.string().nullable(),
  bereitgestellt_am: z.string().meta({ description: 'ISO time the adviser provided or last changed it' }),
  neu: z.boolean().meta({ description: 'not seen by the customer since' }),
});

export const providedDocumentItemSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  original_filename: z.string(),
  type: z.string().meta({ description: 'the owner type (person, contract, …)' }),
  owner_id: z.number().int(),
  mime: z.string(),
  size: z.number().int(),
  bereitgestellt_am: z.string(),
  neu: z.boolean(),
});

export const meineFreigabenSchema = z.object({
  vertraege: z.array(providedContractItemSchema),
  dokumente: z.array(providedDocumentItemSchema),
});

export type ProvidedContractItem = z.infer<typeof providedContractItemSchema>;
export type ProvidedDocumentItem = z.infer<typeof providedDocumentItemSchema>;
export type MeineFreigaben = z.infer<typeof meineFreigabenSchema>;

export const freigabenSeenSchema = z.object({ success: z.literal(true) });

export const contractLinkAnswerSchema = z.object({ contract_id: z.number().int() });
export type ContractLinkAnswer = z.infer<typeof contractLinkAnswerSchema>;

export const contractLinkParamsSchema = z.object({
  token: z.string().meta({ description: 'the signed link of the adviser (never a session token)' }),
});

/** One list of both kinds for the page, newest first (a tie: contracts before documents, then by id). */
export type FreigabeEntry =
  | { kind: 'vertrag'; at: string; neu: boolean; item: ProvidedContractItem }
  | { kind: 'dokument'; at: string; neu: boolean; item: ProvidedDocumentItem };

export function freigabenNewestFirst(freigaben: MeineFreigaben): FreigabeEntry[] {
  const entries: FreigabeEntry[] = [
    ...freigaben.vertraege.map((item) => ({
      kind: 'vertrag' as const,
      at: item.bereitgestellt_am,
      neu: item.neu,
      item,
    })),
    ...freigaben.dokumente.map((item) => ({
      kind: 'dokument' as const,
      at: item.bereitgestellt_am,
      neu: item.neu,
      item,
    })),
  ];
  return entries.sort(
    (a, b) =>
      b.at.localeCompare(a.at) || (a.kind === b.kind ? b.item.id - a.item.id : a.kind === 'vertrag' ? -1 : 1),
  );
}

/** How long an adviser's link to a provided contract opens it (ADR 200). */
export const CONTRACT_LINK_DAYS = 7;
