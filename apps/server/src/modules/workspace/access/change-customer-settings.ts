import {
  type Features,
  resolveConfig,
  resolveFeatures,
  type UserConfig,
} from '@kundenportal/domain/account/config-flags';
import type { AuditAction } from '@kundenportal/domain/workspace/audit-log';
import {
  type CustomerSettings,
  type CustomerSettingsInput,
  settingChanges,
} from '@kundenportal/domain/workspace/customer-settings';
import { type AuditChange, writeAdviserAudit } from '../../../lib/adviser-audit';
import { AppError } from '../../../lib/app-error';
import { checkFormKeys } from './check-form-keys';
import type { AccessRepository } from './repository';

type Adviser = { userId: number; agencyId: number };
type CurrentSettings = { config: UserConfig; features: Features; accountTyp: string };

/**
 * Sets a customer's flags, features and account type (issue 14): locks the customer's row, applies only
 * what changes, and writes the audit entry in the same transaction. Nothing changed: no write, no entry.
 * `change` may depend on the locked values (a preset, ADR 041); `audit` names the entry and what it is
 * about. Answers the settings as they are now.
 */
export function changeCustomerSettings(
  repository: AccessRepository,
  adviser: Adviser,
  customerId: number,
  change: CustomerSettingsInput | ((current: CurrentSettings) => CustomerSettingsInput),
  audit: { action: AuditAction; about?: AuditChange[] } = { action: 'settings_changed' },
): Promise<CustomerSettings> {
  return repository.transaction(async (tx) => {
    const row = await repository.lockCustomerSettings(tx, adviser.agencyId, customerId);
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
      await checkFormKeys(repository, tx, adviser.agencyId, current.config, input.beraterdokumente);
    const config = input.beraterdokumente
      ? {
          ...row.config,
          ...input.config,
          beraterdokumente: { ...current.config.beraterdokumente, ...input.beraterdokumente },
        }
      : { ...row.config, ...input.config };
    const features = { ...row.features, ...input.features };
    const accountTyp = input.accountTyp ?? row.accountTyp;
    await repository.saveCustomerSettings(tx, customerId, { config, features, accountTyp });
    await writeAdviserAudit(tx, adviser, customerId, audit.action, [...(audit.about ?? []), ...changes]);
    return settingsOf({ config, features, accountTyp });
  });
}

function settingsOf(row: {
  config: Record<string, unknown>;
  features: Record<string, unknown>;
  accountTyp: string;
}): CustomerSettings {
  return {
    config: resolveConfig(row.config),
    features: resolveFeatures(row.features),
    accountTyp: row.accountTyp,
  };
}
