import { vergleichsrechnerTexts } from '@kundenportal/domain/texts/vergleichsrechner';
import { type RechnerBody, urlOrigin } from '@kundenportal/domain/vergleichsrechner/rechner-api';
import { ValidationError } from '../../../lib/app-error';

/**
 * Refuses a calculator of the portal's own origin (422): its frame runs with scripts and its own origin
 * (ADR 193), so a page of the portal there would be the portal's, outside any sandbox.
 */
export function refuseOwnOrigin(body: RechnerBody, publicUrl: string): void {
  const own = urlOrigin(publicUrl);
  const message = vergleichsrechnerTexts.errors.ownOrigin;
  const entries = [
    ...(urlOrigin(body.url) === own ? [`url=>${message}`] : []),
    ...(body.origins.includes(own ?? '') ? [`origins=>${message}`] : []),
  ];
  if (entries.length > 0) throw new ValidationError(entries);
}
