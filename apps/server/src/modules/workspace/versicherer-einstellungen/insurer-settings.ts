import type { AgencyInsurerSettings } from '@kundenportal/domain/bestandsuebertragung/insurer-contact';
import {
  type InsurerSettingsItem,
  type InsurerSettingsList,
  NO_INSURER_SETTINGS,
} from '@kundenportal/domain/bestandsuebertragung/letter-api';
import { insurerContact, insurersWithContact } from '@kundenportal/domain/contracts/insurer-addresses';
import { insurerKey, knownInsurer } from '@kundenportal/domain/contracts/insurer-names';
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
        schadenhotline: row.schadenhotline,
      }
    : NO_INSURER_SETTINGS;

const item = (versicherer: string, row: SettingsRow | null | undefined, inTransfers: boolean) => ({
  versicherer,
  entry: insurerContact(versicherer),
  settings: settingsOf(row),
  inTransfers,
});

/**
 * One name per insurer (insurerKey): the insurers list's short name for a listed one, else the first of
 * `names` (the transfers' spelling before a stored row's).
 */
function namesByInsurer(names: readonly string[]): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = insurerKey(name);
    if (!byKey.has(key)) byKey.set(key, knownInsurer(name)?.kurzname ?? name.trim());
  }
  return byKey;
}

/**
 * The insurer an agency may keep settings for, as the list shows it (ADR 190): one of the insurers list
 * (short or full name, any case) or one a contract of the agency's transfers names (a contract's insurer
 * is free text); null for any other name (404).
 */
export async function agencyInsurer(
  repository: InsurerSettingsRepository,
  agencyId: number,
  versicherer: string,
): Promise<string | null> {
  const known = knownInsurer(versicherer);
  if (known) return known.kurzname;
  const inTransfers = namesByInsurer(await repository.transferInsurers(agencyId));
  return inTransfers.get(insurerKey(versicherer)) ?? null;
}

/**
 * GET /api/berater/versicherer-einstellungen: every insurer of the address table, of the agency's
 * settings and of its transfers, once each (insurerKey), with the table's entry and the agency's settings,
 * sorted (de).
 */
export async function listInsurerSettings(
  repository: InsurerSettingsRepository,
  agencyId: number,
): Promise<InsurerSettingsList> {
  const [rows, inTransfers] = await Promise.all([
    repository.settings(agencyId),
    repository.transferInsurers(agencyId),
  ]);
  const rowOf = new Map(rows.map((row) => [insurerKey(row.versicherer), row]));
  const transferKeys = new Set(inTransfers.map(insurerKey));
  const names = namesByInsurer([
    ...insurersWithContact(),
    ...inTransfers,
    ...rows.map((row) => row.versicherer),
  ]);
  return {
    insurers: [...names]
      .sort(([, a], [, b]) => a.localeCompare(b, 'de'))
      .map(([key, name]) => item(name, rowOf.get(key), transferKeys.has(key))),
  };
}

/**
 * PUT /api/berater/versicherer-einstellungen/{versicherer}: the agency's settings for one insurer
 * (`versicherer` as `agencyInsurer` names it), kept in the row it has under any spelling, with an audit
 * entry about the agency when anything changed; answers the insurer as the list shows it.
 */
export async function saveInsurerSettings(
  repository: InsurerSettingsRepository,
  adviser: { userId: number; agencyId: number },
  versicherer: string,
  settings: AgencyInsurerSettings,
): Promise<{ insurer: InsurerSettingsItem }> {
  await repository.transaction(async (tx) => {
    const stored = await repository.lock(tx, adviser.agencyId, versicherer);
    const changes = fieldChanges(versicherer, settingsOf(stored), settings);
    if (changes.length === 0) return;
    await repository.save(tx, adviser.agencyId, stored?.versicherer ?? versicherer, settings);
    await repository.audit(tx, adviser, changes);
  });
  const key = insurerKey(versicherer);
  const inTransfers = (await repository.transferInsurers(adviser.agencyId)).some(
    (name) => insurerKey(name) === key,
  );
  const empty = Object.values(settings).every((value) => value === '');
  return {
    insurer: item(versicherer, empty ? null : { versicherer, ...settings }, inTransfers),
  };
}
