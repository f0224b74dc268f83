import { resolveConfig, resolveFeatures } from '@kundenportal/domain/account/config-flags';
import { type CustomerSettingsInput, settingChanges } from '@kundenportal/domain/workspace/customer-settings';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { writeAdviserAudit } from '../../lib/adviser-audit';
import { AppError } from '../../lib/app-error';

type Adviser = { userId: number; agencyId: number };

/**
 * Sets a customer's flags, features and account type (issue 14): locks the customer's row, applies only
 * what changes, and writes the audit entry in the same transaction. Nothing changed: no write, no entry.
 * Answers the settings as they are now.
 */
export function changeCustomerSettings(
  db: Db,
  adviser: Adviser,
  customerId: number,
  input: CustomerSettingsInput,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ config: users.config, features: users.features, accountTyp: users.accountTyp })
      .from(users)
      .where(and(eq(users.id, customerId), eq(users.agentId, adviser.agencyId), eq(users.role, 'customer')))
      .for('update');
    if (!row) throw new AppError('could_not_find_customer');
    const current = {
      config: resolveConfig(row.config),
      features: resolveFeatures(row.features),
      accountTyp: row.accountTyp,
    };
    const changes = settingChanges(current, input);
    if (changes.length === 0) return settingsOf(row);
    const config = { ...row.config, ...input.config };
    const features = { ...row.features, ...input.features };
    const accountTyp = input.accountTyp ?? row.accountTyp;
    await tx.update(users).set({ config, features, accountTyp }).where(eq(users.id, customerId));
    await writeAdviserAudit(tx, adviser, customerId, 'settings_changed', changes);
    return settingsOf({ config, features, accountTyp });
  });
}

function settingsOf(row: {
  config: Record<string, unknown>;
  features: Record<string, unknown>;
  accountTyp: string;
}) {
  return {
    config: resolveConfig(row.config),
    features: resolveFeatures(row.features),
    accountTyp: row.accountTyp,
  };
}
