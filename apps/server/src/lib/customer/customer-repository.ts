import {
  type Features,
  resolveConfig,
  resolveFeatures,
  type UserConfig,
} from '@kundenportal/domain/account/config-flags';
import type { AccountTyp } from '@kundenportal/domain/account/user';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The logged-in customer's own row, as the modules read it: flags resolved, no secrets. */
export type Customer = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  accountTyp: AccountTyp;
  /** The adviser's agency (null: none). */
  agentId: number | null;
  config: UserConfig;
  features: Features;
  /** The own picture in the blob store and when it was set (its ETag). */
  avatarKey: string | null;
  avatarUpdatedAt: Date | null;
};

/** The row as stored, before its flags are resolved. */
export type UserRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  accountTyp: string;
  agentId: number | null;
  config: Record<string, unknown>;
  features: Record<string, unknown>;
  avatarKey: string | null;
  avatarUpdatedAt: Date | null;
};

/** The modules' view of a stored row: flags resolved. */
export function toCustomer(row: UserRow): Customer {
  return {
    ...row,
    accountTyp: row.accountTyp as AccountTyp,
    config: resolveConfig(row.config),
    features: resolveFeatures(row.features),
  };
}

/**
 * The one read of the customer's own row (plugins/customer.ts memoises it per request; where the session
 * check read it along, that row is used and this read is not made).
 */
export function createCustomerRepository(db: Db) {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      accountTyp: users.accountTyp,
      agentId: users.agentId,
      config: users.config,
      features: users.features,
      avatarKey: users.avatarKey,
      avatarUpdatedAt: users.avatarUpdatedAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('customer_row');

  return {
    async find(userId: number): Promise<Customer | null> {
      const [row] = await query.execute({ userId });
      return row ? toCustomer(row) : null;
    },
  };
}
