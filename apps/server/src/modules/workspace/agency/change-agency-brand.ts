import { DEFAULT_BRAND, parseBranding } from '@kundenportal/domain/branding/brand-tokens';
import { fieldChanges, writeAdviserAudit } from '../../../lib/adviser-audit';
import { ValidationError } from '../../../lib/app-error';
import type { BlobStore } from '../../../lib/blob-store/blob-store';
import type { AgencyRepository } from './repository';
import { changeBranding } from './set-branding';

/**
 * Sets the agency's brand tokens (PUT /api/berater/agentur/marke): checked for format and WCAG AA contrast
 * (every problem a `tokens=>…` entry), replacing the stored ones; each changed token is logged in the
 * change's transaction.
 */
export async function changeAgencyBrand(
  deps: { repository: AgencyRepository; store: BlobStore },
  adviser: { userId: number; agencyId: number },
  tokens: Record<string, unknown>,
) {
  const parsed = parseBranding(tokens);
  if (!parsed.ok) throw new ValidationError(parsed.errors.map((error) => `tokens=>${error}`));
  await changeBranding(
    deps.repository,
    deps.store,
    { agent: String(adviser.agencyId), tokens: parsed.tokens, reset: true },
    async (tx, { before, after }) => {
      // As the customers see it: a token left out is the portal's own value.
      const changes = fieldChanges('brand', { ...DEFAULT_BRAND, ...before }, { ...DEFAULT_BRAND, ...after });
      if (changes.length) await writeAdviserAudit(tx, adviser, null, 'agency_brand_changed', changes);
    },
  );
}
