import { brandingTexts } from '@kundenportal/domain/texts/branding';
import { writeAdviserAudit } from '../../../lib/adviser-audit';
import { ValidationError } from '../../../lib/app-error';
import type { BlobStore } from '../../../lib/blob-store/blob-store';
import type { AgencyRepository } from './repository';
import { changeBranding } from './set-branding';

/**
 * Sets the agency's logo or photo (POST /api/berater/agentur/logo|foto), re-encoded as the admin command
 * does; the log records that it changed. An image that cannot be read is the `file` field's 422.
 */
export async function uploadAgencyImage(
  deps: { repository: AgencyRepository; store: BlobStore },
  adviser: { userId: number; agencyId: number },
  field: 'logo' | 'photo',
  image: Buffer,
) {
  const action = field === 'logo' ? 'agency_logo_changed' : 'agency_photo_changed';
  try {
    await changeBranding(
      deps.repository,
      deps.store,
      { agent: String(adviser.agencyId), [field]: image },
      (tx) => writeAdviserAudit(tx, adviser, null, action, []),
    );
  } catch (error) {
    if (error instanceof Error && error.message === brandingTexts.logoInvalid)
      throw new ValidationError([
        `file=>${field === 'photo' ? brandingTexts.photoInvalid : brandingTexts.logoInvalid}`,
      ]);
    throw error;
  }
}
