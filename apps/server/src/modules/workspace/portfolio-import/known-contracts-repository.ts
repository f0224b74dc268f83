import type { Betreuung } from '@kundenportal/domain/bestandsuebertragung/betreuung';
import { sql } from 'drizzle-orm';
import { contracts } from '../../../db/schema';

/**
 * An imported contract comes from the broker's own portfolio: the broker looks after it (issue 31 review), so it
 * is no Fremdvertrag a Bestandsübertragung would offer.
 */
export const OURS: Betreuung = 'makler';

/** What an import compares of a stored contract. */
export const knownColumns = {
  id: contracts.id,
  userId: contracts.userId,
  gesellschaft: contracts.gesellschaft,
  nummer: sql<string>`${contracts.nummer}`,
  sparte: contracts.sparte,
  name: contracts.name,
  beitrag: contracts.beitrag,
  zahlungsweise: contracts.zahlungsweise,
  beginn: contracts.beginn,
  ablauf: contracts.ablauf,
  versicherungssumme: contracts.versicherungssumme,
  status: contracts.status,
  v_ende_am: contracts.vEndeAm,
};

/** Contracts read per statement. */
export const READ_PAGE = 5000;
