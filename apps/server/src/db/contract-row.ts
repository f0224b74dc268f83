import type { StoredContract } from '@kundenportal/domain/contracts/contract-api';
import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import type { contracts } from './schema';

export type ContractRow = typeof contracts.$inferSelect;

type Unit = ContractValues['kf_einheit'];

/** A stored contract row in the domain's shape (contracts and reminders read it) (the catalogue's field names). */
export function toStoredContract(row: ContractRow): StoredContract {
  return {
    id: row.id,
    person_id: row.personId,
    sparte: row.sparte as ContractValues['sparte'],
    status: row.status === 'I' ? 'I' : 'A',
    name: row.name,
    nummer: row.nummer,
    label: row.label,
    gesellschaft: row.gesellschaft,
    beitrag: row.beitrag === null ? null : Number(row.beitrag),
    zahlungsweise: row.zahlungsweise,
    ablaufberechnung: row.ablaufberechnung === 1 ? 1 : 0,
    beginn: row.beginn,
    ablauf: row.ablauf,
    automatische_verlaengerung: row.automatischeVerlaengerung === 1 ? 1 : 0,
    kuendbar_bis: row.kuendbarBis,
    memory_datum: row.memoryDatum,
    memory_massage: row.memoryMassage,
    kf_wert: row.kfWert,
    kf_einheit: row.kfEinheit as Unit,
    kf_ende: row.kfEnde as ContractValues['kf_ende'],
    kf_verlaengert_wert: row.kfVerlaengertWert,
    kf_verlaengert_einheit: row.kfVerlaengertEinheit as Unit,
    mindestlaufzeit_wert: row.mindestlaufzeitWert,
    mindestlaufzeit_einheit: row.mindestlaufzeitEinheit as Unit,
    v_ende_am: row.vEndeAm,
    v_geku_am: row.vGekuAm,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
