import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents } from './accounts';
import { belongsTo, timestamps } from './columns';

/**
 * The agency's settings per insurer (issue 29): its intermediary number there (printed in the
 * Bestandsübertragung letter) and an address and e-mail for broker changes of its own, used instead of the
 * insurers' table (domain `contracts/insurer-addresses.ts`). '' where nothing is entered; one row per
 * agency and insurer, named as the contracts name it; a row of all '' is deleted.
 */
export const agencyInsurerSettings = pgTable(
  'agency_insurer_settings',
  {
    id: serial('id').primaryKey(),
    agencyId: belongsTo('agency_id', () => agents.id),
    versicherer: text('versicherer').notNull(),
    vermittlernummer: text('vermittlernummer').notNull().default(''),
    strasse: text('strasse').notNull().default(''),
    plz: text('plz').notNull().default(''),
    ort: text('ort').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The claims hotline the Notfallkarte shows for this insurer, over the domain's table (issue 32). */
    schadenhotline: text('schadenhotline').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('agency_insurer_settings_agency_insurer_idx').on(t.agencyId, t.versicherer)],
);
