import type { MandateLevel } from '@kundenportal/domain/bestandsuebertragung/mandate';
import type {
  ContractTransferStatus,
  TransferStatus,
} from '@kundenportal/domain/bestandsuebertragung/status-machine';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents, users } from './accounts';
import { belongsTo, timestamps } from './columns';

/**
 * A Bestandsübertragung (issue 29, ADR 153/154): the customer asks the agency to take over some of the
 * household's contracts, at one mandate level. `status` is the transfer's own (zu_unterschreiben →
 * beantragt, or zurueckgezogen); each contract's way at its insurer is in `bestandsuebertragung_vertraege`.
 */
export const bestandsuebertragungen = pgTable(
  'bestandsuebertragungen',
  {
    id: serial('id').primaryKey(),
    /** The customer's account. */
    userId: belongsTo('user_id', () => users.id),
    /** The customer's agency at request time (an `agents` row): the board it shows on. */
    agencyId: belongsTo('agency_id', () => agents.id),
    level: text('level').$type<MandateLevel>().notNull(),
    status: text('status').$type<TransferStatus>().notNull(),
    beantragtAt: timestamp('beantragt_at', { withTimezone: true }),
    zurueckgezogenAt: timestamp('zurueckgezogen_at', { withTimezone: true }),
    /**
     * The signed form (`signed_forms.id`) the transfer rests on: the one signed for it or the reused one;
     * null while `zu_unterschreiben`. No foreign key, like the audit record's own numbers.
     */
    signedFormId: uuid('signed_form_id'),
    /**
     * The household's person the transfer is for: the policyholder of all its contracts, who signs the
     * Vollmacht (ADR 183). No foreign key, like `contract_id`: the transfer outlives a deleted person.
     * Null only for a transfer stored before (migration 0032 gave those the main person).
     */
    personId: integer('person_id'),
    ...timestamps,
  },
  (t) => [
    index('bestandsuebertragungen_user_idx').on(t.userId, t.id),
    index('bestandsuebertragungen_agency_idx').on(t.agencyId, t.id),
  ],
);

/**
 * A contract of a transfer: the insurer, number and Sparte as they were at request time (the letter and
 * the board show them even if the contract is edited or deleted later), and its current status; its steps
 * are in `bestandsuebertragung_verlauf`. `contract_id` has no foreign key for the same reason.
 */
export const bestandsuebertragungVertraege = pgTable(
  'bestandsuebertragung_vertraege',
  {
    id: serial('id').primaryKey(),
    transferId: belongsTo('transfer_id', () => bestandsuebertragungen.id),
    contractId: integer('contract_id').notNull(),
    versicherer: text('versicherer').notNull(),
    nummer: text('nummer').notNull(),
    sparte: text('sparte'),
    status: text('status').$type<ContractTransferStatus>().notNull(),
    /** The current status's day (the last step's), 'YYYY-MM-DD'. */
    datum: date('datum', { mode: 'string' }).notNull(),
    notiz: text('notiz'),
    /** The day the letter last went out to the insurer. */
    gesendetAm: date('gesendet_am', { mode: 'string' }),
    /** The day the agency was last reminded of a missing answer to that sending (the reminder worker's). */
    erinnertAm: date('erinnert_am', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('bestandsuebertragung_vertraege_transfer_contract_idx').on(t.transferId, t.contractId),
    index('bestandsuebertragung_vertraege_contract_idx').on(t.contractId),
  ],
);

/** One row per step of a transfer's contract (its `verlauf`), oldest first by id. */
export const bestandsuebertragungVerlauf = pgTable(
  'bestandsuebertragung_verlauf',
  {
    id: serial('id').primaryKey(),
    transferContractId: belongsTo('transfer_contract_id', () => bestandsuebertragungVertraege.id),
    status: text('status').$type<ContractTransferStatus>().notNull(),
    datum: date('datum', { mode: 'string' }).notNull(),
    notiz: text('notiz'),
    /** The adviser who took the step; null for the customer's own (the request) or a gone account. */
    adviserId: integer('adviser_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('bestandsuebertragung_verlauf_contract_idx').on(t.transferContractId, t.id)],
);
