import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import type { FastifyInstance } from 'fastify';
import { createTestCustomer, jsonCaller, loginAs } from './test-app';

/** All contract flags on. */
export const CONTRACT_FLAGS = {
  vertrag_list: true,
  vertrag_add: true,
  vertrag_edit: true,
  vertrag_details: true,
  vertragsspiegel_pdf: true,
};

/** A household (Hanna, the main person, and Jonas) with the contract rights (or `config`), logged in. */
export async function createContractCustomer(
  app: FastifyInstance,
  config: Record<string, unknown> = CONTRACT_FLAGS,
) {
  const customer = await createTestCustomer({
    config: { person_edit: true, dokumente_list: true, dokumente_eigene: true, ...config },
    persons: [
      { firstname: 'Hanna', lastname: 'Haupt' },
      { firstname: 'Jonas', lastname: 'Haupt' },
    ],
  });
  const token = await loginAs(app, customer.email, customer.password);
  const [main, second] = customer.persons;
  if (!main || !second) throw new Error('household incomplete');
  return { ...customer, token, mainId: main.id, secondId: second.id, api: contractsApi(app, token) };
}

export function contractsApi(app: FastifyInstance, token: string) {
  const call = jsonCaller(app, token);
  return {
    call,
    list: () => call('GET', '/api/contracts'),
    get: (id: number | string) => call('GET', `/api/contracts/${id}`),
    create: (body: unknown) => call('POST', '/api/contracts', body),
    update: (id: number | string, body: unknown) => call('PUT', `/api/contracts/${id}`, body),
    remove: (id: number | string) => call('DELETE', `/api/contracts/${id}`),
  };
}

export function contractOf(response: { json(): unknown }): Contract {
  return (response.json() as { contract: Contract }).contract;
}

/** A household insurance contract with a notice period: valid for any person id. */
export function hausrat(personId: number, extra: Record<string, unknown> = {}) {
  return {
    person_id: personId,
    sparte: 'hausrat',
    gesellschaft: 'Allianz Versicherungs-AG',
    name: 'Hausrat Komfort',
    label: 'Hausrat Wohnung',
    nummer: 'HR-100-200',
    beitrag: '12,50',
    zahlungsweise: 12,
    beginn: '2020-01-01',
    automatische_verlaengerung: 1,
    kf_wert: 3,
    kf_einheit: 'monate',
    kf_ende: 'laufzeitende',
    ...extra,
  };
}
