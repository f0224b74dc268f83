import { resolveConfig, resolveFeatures } from '@kundenportal/domain/account/config-flags';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { type CustomerSettingsInput, settingChanges } from '@kundenportal/domain/workspace/customer-settings';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formTemplates, users } from '../../db/schema';
import { writeAdviserAudit } from '../../lib/adviser-audit';
import { AppError, ValidationError } from '../../lib/app-error';

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
    if (input.beraterdokumente)
      await checkFormKeys(tx, adviser.agencyId, current.config, input.beraterdokumente);
    const config = input.beraterdokumente
      ? {
          ...row.config,
          ...input.config,
          beraterdokumente: { ...current.config.beraterdokumente, ...input.beraterdokumente },
        }
      : { ...row.config, ...input.config };
    const features = { ...row.features, ...input.features };
    const accountTyp = input.accountTyp ?? row.accountTyp;
    await tx.update(users).set({ config, features, accountTyp }).where(eq(users.id, customerId));
    await writeAdviserAudit(tx, adviser, customerId, 'settings_changed', changes);
    return settingsOf({ config, features, accountTyp });
  });
}

/**
 * A form is switched on only when the agency has a template of that key; switching off is always allowed
 * (a key from the adviser's system without a template must be removable).
 */
async function checkFormKeys(
  tx: Db,
  agencyId: number,
  current: { beraterdokumente: Record<string, boolean> },
  switches: Record<string, boolean>,
) {
  const wanted = Object.entries(switches)
    .filter(([key, on]) => on && current.beraterdokumente[key] !== true)
    .map(([key]) => key);
  if (wanted.length === 0) return;
  const known = new Set(
    (
      await tx
        .selectDistinct({ key: formTemplates.key })
        .from(formTemplates)
        .where(and(eq(formTemplates.agentId, agencyId), inArray(formTemplates.key, wanted)))
    ).map((row) => row.key),
  );
  const unknown = wanted.filter((key) => !known.has(key));
  if (unknown.length > 0)
    throw new ValidationError(
      unknown.map((key) => `beraterdokumente.${key}=>${workspaceTexts.settings.unknownForm(key)}`),
    );
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
