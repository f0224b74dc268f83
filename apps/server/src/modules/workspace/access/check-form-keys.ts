import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import type { Db } from '../../../db/client';
import { ValidationError } from '../../../lib/app-error';
import type { AccessRepository } from './repository';

/**
 * A form is switched on only when the agency has a template of that key; switching off is always allowed
 * (a key from the adviser's system without a template must be removable).
 */
export async function checkFormKeys(
  repository: AccessRepository,
  tx: Db,
  agencyId: number,
  current: { beraterdokumente: Record<string, boolean> },
  switches: Record<string, boolean>,
  field = 'beraterdokumente',
) {
  const wanted = Object.entries(switches)
    .filter(([key, on]) => on && current.beraterdokumente[key] !== true)
    .map(([key]) => key);
  if (wanted.length === 0) return;
  const known = await repository.knownFormKeys(tx, agencyId, wanted);
  const unknown = wanted.filter((key) => !known.has(key));
  if (unknown.length > 0)
    throw new ValidationError(
      unknown.map((key) => `${field}.${key}=>${workspaceTexts.settings.unknownForm(key)}`),
    );
}
