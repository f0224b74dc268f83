import { z } from 'zod';

/**
 * The contracts an agency provides to a customer (issue 31, ADR 198–200), in the workspace:
 *
 * GET  /api/berater/kunden/{id}/vertraege/{contractId}            → { contract: Contract } (any of the customer's)
 * POST /api/berater/kunden/{id}/vertraege         ContractInput   → 201 { contract }       (a new provided one)
 * PUT  /api/berater/kunden/{id}/vertraege/{contractId} ContractInput → { contract }        (a provided one; 404 else)
 * POST /api/berater/kunden/{id}/vertraege/{contractId}/link       → 201 { url, gueltig_bis } (a provided one)
 * POST /api/berater/kunden/{id}/vertraege/{contractId}/dokumente  → 201 { document }       (multipart, a provided one)
 *
 * Audited as `contract_provided`, `provided_contract_changed`, `contract_link_created`, `document_provided`.
 */
export const providedContractParamsSchema = z.object({
  id: z.string().meta({ description: 'the id of a customer of the agency' }),
  contractId: z.string().meta({ description: 'the id of a contract of that customer' }),
});

export const contractLinkCreatedSchema = z.object({
  url: z.string().meta({ description: 'opens the contract in the web app after the customer’s login' }),
  gueltig_bis: z.string().meta({ description: 'ISO time the link stops working' }),
});
export type ContractLinkCreated = z.infer<typeof contractLinkCreatedSchema>;
