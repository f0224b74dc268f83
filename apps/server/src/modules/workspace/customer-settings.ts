import {
  type Features,
  resolveConfig,
  resolveFeatures,
  type UserConfig,
} from '@kundenportal/domain/account/config-flags';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import type { AuditAction } from '@kundenportal/domain/workspace/audit-log';
import { type CustomerSettingsInput, settingChanges } from '@kundenportal/domain/workspace/customer-settings';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formTemplates, users } from '../../db/schema';
import { type AuditChange, writeAdviserAudit } from '../../lib/adviser-audit';
import { AppError, ValidationError } from '../../lib/app-error';

type Adviser = { userId: number; agencyId: number };
type CurrentSettings = { config: UserConfig; features: Features; accountTyp: string };

/**
 * Sets a customer's flags, features and account type (issue 14): locks the customer's row, applies only
 * what changes, and writes the audit entry in the same transaction. Nothing changed: no write, no entry.
 * `change` may depend on the locked values (a preset, ADR 041); `audit` names the entry and what it is
 * about. Answers the settings as they are now.
 */
export function changeCustomerSettings(
  db: Db,
  adviser: Adviser,
  customerId: number,
  change: CustomerSettingsInput | ((current: CurrentSettings) => CustomerSettingsInput),
  audit: { action: AuditAction; about?: AuditChange[] } = { action: 'settings_changed' },
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
    const input = typeof change === 'function' ? change(current) : change;
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
    await writeAdviserAudit(tx, adviser, customerId, audit.action, [...(audit.about ?? []), ...changes]);
    return settingsOf({ config, features, accountTyp });
  });
}

/**
 * A form is switched on only when the agency has a template of that key; switching off is always allowed
 * (a key from the adviser's system without a template must be removable).
 */
export async function checkFormKeys(
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
      unknown.map((key) => `${field}.${key}=>${workspaceTexts.settings.unknownForm(key)}`),
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
