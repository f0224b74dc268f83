import type { VorsorgeInput } from '@kundenportal/domain/vorsorgestatus/vorsorge-input';
import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo } from './columns';
import { persons } from './household';

/**
 * A person's entry for the Vorsorgestatus (issue 30, ADR 177): the whole body of PUT
 * /api/vorsorgestatus/{personId} as checked by the domain's vorsorgeInputSchema, one row per person,
 * replaced by each save; read back through the schema again. Goes with the person and the account.
 */
export const vorsorgeAngaben = pgTable(
  'vorsorge_angaben',
  {
    personId: integer('person_id')
      .primaryKey()
      .references(() => persons.id, { onDelete: 'cascade' }),
    userId: belongsTo('user_id', () => users.id),
    angaben: jsonb('angaben').$type<VorsorgeInput>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vorsorge_angaben_user_idx').on(t.userId)],
);
