import type { FastifyInstance } from 'fastify';
import { CONTRACT_FLAGS, contractOf, contractsApi } from '../../helpers/contracts';
import { personsApi } from '../../helpers/household';
import { createTestCustomer, jsonCaller, loginAs } from '../../helpers/test-app';

/** The flags of a Bedarfscheck customer: the area, editing persons, the contracts. */
export const BEDARFSCHECK_CONFIG = { ...CONTRACT_FLAGS, person_edit: true, bedarfscheck: true };

/**
 * A logged-in household of two adults (Hanna, the main person, born 1980-01-02, and Jonas, born
 * 1982-05-20, or `born`) with the Bedarfscheck on (or `config`), with an adviser of its own or `agentId`'s.
 */
export async function bedarfscheckCustomer(
  app: FastifyInstance,
  options: { config?: Record<string, unknown>; agentId?: number; born?: [string, string] } = {},
) {
  const [mainBorn, secondBorn] = options.born ?? ['1980-01-02', '1982-05-20'];
  const customer = await createTestCustomer({
    config: options.config ?? BEDARFSCHECK_CONFIG,
    ...(options.agentId === undefined ? {} : { agentId: options.agentId, withAgent: false }),
    persons: [
      { firstname: 'Hanna', lastname: 'Haupt', gender: 'w', geburtsdatum: mainBorn },
      { firstname: 'Jonas', lastname: 'Haupt', gender: 'm', geburtsdatum: secondBorn },
    ],
  });
  const token = await loginAs(app, customer.email, customer.password);
  const [main, second] = customer.persons;
  if (!main || !second) throw new Error('household incomplete');
  const call = jsonCaller(app, token);
  const contracts = contractsApi(app, token);
  /** A contract of the household: its id. */
  const addContract = async (personId: number, sparte: string, fields: Record<string, unknown> = {}) => {
    const response = await contracts.create({
      person_id: personId,
      sparte,
      gesellschaft: 'Allianz Versicherungs-AG',
      ...fields,
    });
    if (response.statusCode !== 201) throw new Error(`contract not created: ${response.body}`);
    return contractOf(response).id;
  };
  return {
    ...customer,
    token,
    mainId: main.id,
    secondId: second.id,
    call,
    persons: personsApi(app, token),
    contracts,
    addContract,
    needs: () => call('GET', '/api/bedarfscheck'),
    productText: (sparte: string) => call('GET', `/api/produkttext/${encodeURIComponent(sparte)}`),
    vorsorge: () => call('GET', '/api/vorsorgestatus'),
    saveVorsorge: (personId: number | string, body: unknown) =>
      call('PUT', `/api/vorsorgestatus/${personId}`, body),
  };
}

export type BedarfscheckTestCustomer = Awaited<ReturnType<typeof bedarfscheckCustomer>>;
