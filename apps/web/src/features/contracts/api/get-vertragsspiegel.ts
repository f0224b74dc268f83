import { apiBlob } from '../../../lib/api-client';
import { contractsKey } from './get-contracts';

/** Under the contracts key: a change to a contract makes an open Vertragsspiegel stale too. */
export const vertragsspiegelKey = [...contractsKey, 'vertragsspiegel'] as const;

/**
 * GET /api/contracts/vertragsspiegel.pdf (needs vertragsspiegel_pdf and vertrag_list): the household's
 * contracts as a PDF, fetched with the session header by the API client (never a token in a URL).
 */
export function getVertragsspiegel(signal?: AbortSignal): Promise<Blob> {
  return apiBlob('/contracts/vertragsspiegel.pdf', { signal });
}
