import type { AgencyTransfer, CustomerTransfer, Transfer, TransferContract } from './transfer-api';

/**
 * Transfers in the API's shape (transfer-api.ts), with overrides: the web tests answer their fetch mocks
 * with them and the server tests compare against them (docs/decisions/017-shared-test-data.md).
 */
export function testTransferContract(overrides: Partial<TransferContract> = {}): TransferContract {
  return {
    contractId: 31,
    versicherer: 'HUK-COBURG',
    nummer: 'KH 4711 0815',
    status: 'gesendet',
    sparte: 'kfz',
    datum: '2026-10-05',
    notiz: null,
    erfasstAm: '2026-10-05',
    gesendetAm: '2026-10-05',
    verlauf: [
      { status: 'beantragt', datum: '2026-10-02', notiz: null, erfasstAm: '2026-10-02' },
      { status: 'gesendet', datum: '2026-10-05', notiz: null, erfasstAm: '2026-10-05' },
    ],
    ...overrides,
  };
}

export function testTransfer(overrides: Partial<Transfer> = {}): Transfer {
  return {
    id: 7,
    status: 'beantragt',
    level: 'maklermandat',
    createdAt: '2026-10-02T08:30:00.000Z',
    beantragtAt: '2026-10-02T08:34:00.000Z',
    zurueckgezogenAt: null,
    contracts: [testTransferContract()],
    ...overrides,
  };
}

/** The customer's transfer (GET /api/bestandsuebertragung): signed, so no form to sign. */
export function testCustomerTransfer(overrides: Partial<CustomerTransfer> = {}): CustomerTransfer {
  return { ...testTransfer(), formKey: null, personId: 1, ...overrides };
}

export function testAgencyTransfer(overrides: Partial<AgencyTransfer> = {}): AgencyTransfer {
  return {
    ...testTransfer(),
    customer: { id: 11, name: 'Max Mustermann' },
    person: { id: 1, name: 'Max Mustermann' },
    state: 'wartet',
    letters: [{ versicherer: 'HUK-COBURG', email: null, addressKnown: true }],
    ...overrides,
  };
}
