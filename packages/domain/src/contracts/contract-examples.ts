import { contractStore } from '../forms/catalogue/contract';
import { emptyValues } from '../forms/stored-kinds';
import type { Contract } from './contract-api';

/**
 * A contract in the shape of the contracts API (contract-api.ts), with overrides: the web tests answer
 * their fetch mocks with it (docs/decisions/017-shared-test-data.md). Deadlines are given as the
 * server would have computed them; they are not recomputed from the terms here. A catalogue field
 * not named here is empty.
 */
export function testContract(overrides: Partial<Contract> = {}): Contract {
  const { kuendbar_bis: _entered, ...empty } = emptyValues(contractStore);
  return {
    ...empty,
    id: 31,
    person_id: 11,
    sparte: 'hausrat',
    status: 'A',
    name: 'Hausratversicherung Best',
    nummer: 'HR 778 123 45',
    label: null,
    gesellschaft: 'ERGO',
    beitrag: 38.4,
    zahlungsweise: 4,
    ablaufberechnung: 0,
    beginn: '2021-04-01',
    ablauf: null,
    automatische_verlaengerung: 1,
    kuendbar_bis: null,
    naechstes_ende: null,
    folgendes_ende: null,
    kuendbar_bis_eingabe: null,
    bereitgestellt_am: null,
    memory_datum: null,
    memory_massage: null,
    kf_wert: 3,
    kf_einheit: 'monate',
    kf_ende: 'laufzeitende',
    kf_verlaengert_wert: 1,
    kf_verlaengert_einheit: 'jahr',
    mindestlaufzeit_wert: null,
    mindestlaufzeit_einheit: null,
    v_ende_am: null,
    v_geku_am: null,
    beitrag_monatlich: 12.8,
    created_at: '2025-01-10T09:00:00.000Z',
    updated_at: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}
