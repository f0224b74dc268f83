import type { AgencyInsurerSettings } from '@kundenportal/domain/bestandsuebertragung/insurer-contact';
import {
  type InsurerSettingsItem,
  type InsurerSettingsList,
  NO_INSURER_SETTINGS,
} from '@kundenportal/domain/bestandsuebertragung/letter-api';
import { insurerContact, insurersWithContact } from '@kundenportal/domain/contracts/insurer-addresses';
import { fieldChanges } from '../../../lib/adviser-audit';
import type { InsurerSettingsRepository, SettingsRow } from './repository';

const settingsOf = (row: SettingsRow | null | undefined): AgencyInsurerSettings =>
  row
    ? {
        vermittlernummer: row.vermittlernummer,
        strasse: row.strasse,
        plz: row.plz,
        ort: row.ort,
        email: row.email,
      }
    : NO_INSURER_SETTINGS;

const item = (versicherer: string, row: SettingsRow | null | undefined, inTransfers: boolean) => ({
  versicherer,
  entry: insurerContact(versicherer),
  settings: settingsOf(row),
  inTransfers,
});

/**
 * GET /api/berater/versicherer-einstellungen: every insurer of the address table, of the agency's
 * settings and of its transfers, each with the table's entry and the agency's settings, sorted (de).
 */
export async function listInsurerSettings(
  repository: InsurerSettingsRepository,
  agencyId: number,
): Promise<InsurerSettingsList> {
  const [rows, inTransfers] = await Promise.all([
    repository.settings(agencyId),
    repository.transferInsurers(agencyId),
  ]);
  const byName = new Map(rows.map((row) => [row.versicherer, row]));
  const transferNames = new Set(inTransfers);
  const names = new Set([...insurersWithContact(), ...byName.keys(), ...transferNames]);
  return {
    insurers: [...names]
      .sort((a, b) => a.localeCompare(b, 'de'))
      .map((name) => item(name, byName.get(name), transferNames.has(name))),
  };
}

/**
 * PUT /api/berater/versicherer-einstellungen/{versicherer}: the agency's settings for one insurer, with
 * an audit entry about the agency when anything changed; answers the insurer as the list shows it.
 */
export async function saveInsurerSettings(
  repository: InsurerSettingsRepository,
  adviser: { userId: number; agencyId: number },
  versicherer: string,
  settings: AgencyInsurerSettings,
): Promise<{ insurer: InsurerSettingsItem }> {
  await repository.transaction(async (tx) => {
    const before = settingsOf(await repository.lock(tx, adviser.agencyId, versicherer));
    const changes = fieldChanges(versicherer, before, settings);
    if (changes.length === 0) return;
    await repository.save(tx, adviser.agencyId, versicherer, settings);
    await repository.audit(tx, adviser, changes);
  });
  const inTransfers = (await repository.transferInsurers(adviser.agencyId)).includes(versicherer);
  const empty = Object.values(settings).every((value) => value === '');
  return {
    insurer: item(versicherer, empty ? null : { versicherer, ...settings }, inTransfers),
  };
}
