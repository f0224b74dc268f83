import type {
  CustomerTransfer,
  TransfersAnswer,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import type { FastifyInstance } from 'fastify';
import { CONTRACT_FLAGS, contractOf, contractsApi } from '../../helpers/contracts';
import { jsonCaller } from '../../helpers/test-app';
import { demoTemplate, formCustomer } from '../adviser-forms/adviser-forms.fixtures';

/** The flags a customer of the Bestandsübertragung has: the area, the contracts and both mandate forms. */
export const TRANSFER_CONFIG = {
  ...CONTRACT_FLAGS,
  bestandsuebertragung: true,
  dokumente_list: true,
  dokumente_eigene: true,
  beraterdokumente: { maklervollmacht: true, datenvollmacht: true },
};

type Agent = NonNullable<Awaited<ReturnType<typeof formCustomer>>['agent']>;

/** A logged-in customer with an adviser who publishes the demo's Maklervollmacht and Datenvollmacht. */
export async function transferCustomer(
  app: FastifyInstance,
  options: { config?: Record<string, unknown>; accountTyp?: string; agent?: Agent } = {},
) {
  const forms = {
    maklervollmacht: await demoTemplate('maklervollmacht'),
    datenvollmacht: await demoTemplate('datenvollmacht'),
  };
  const c = await formCustomer(app, {
    forms,
    config: options.config ?? TRANSFER_CONFIG,
    ...(options.accountTyp ? { accountTyp: options.accountTyp } : {}),
    ...(options.agent ? { agent: options.agent } : {}),
  });
  const contracts = contractsApi(app, c.token);
  /** A contract of the household looked after elsewhere (betreuung, number and insurer overridable). */
  const addContract = async (fields: Record<string, unknown> = {}) => {
    const response = await contracts.create({
      person_id: c.mainPersonId,
      sparte: 'hausrat',
      gesellschaft: 'Allianz Versicherungs-AG',
      nummer: `HR-${Math.random().toString(36).slice(2, 10)}`,
      betreuung: 'anderer_vermittler',
      ...fields,
    });
    if (response.statusCode !== 201) throw new Error(`contract not created: ${response.body}`);
    return contractOf(response).id;
  };
  return { ...c, api: transfersApi(app, c.token), contracts, addContract };
}

export type TransferTestCustomer = Awaited<ReturnType<typeof transferCustomer>>;

export function transfersApi(app: FastifyInstance, token: string) {
  const call = jsonCaller(app, token);
  return {
    call,
    list: () => call('GET', '/api/bestandsuebertragung'),
    request: (body: unknown) => call('POST', '/api/bestandsuebertragung', body),
    withdraw: (id: number | string) => call('DELETE', `/api/bestandsuebertragung/${id}`),
  };
}

export const transferOf = (response: { json(): unknown }) =>
  (response.json() as { transfer: CustomerTransfer }).transfer;

export async function transfersOf(c: TransferTestCustomer): Promise<TransfersAnswer> {
  const response = await c.api.list();
  if (response.statusCode !== 200) throw new Error(`list refused: ${response.body}`);
  return response.json<TransfersAnswer>();
}

/** The values the demo's mandate templates ask for. */
export const MANDATE_VALUES = {
  firstname: 'Kim',
  lastname: 'Kunde',
  geburtsdatum: '1985-03-14',
  address: 'Hauptstraße',
  addressnumber: '5',
  streetcode: '80331',
  city: 'München',
  unterschriftsort: 'München',
};

/** Signs the agency's mandate form `key` (typed signature), as the web's adviser form page sends it. */
export function signMandate(c: TransferTestCustomer, key: string) {
  return c.call('POST', `/api/forms/${key}`, {
    values: MANDATE_VALUES,
    signature: { typed: 'Kim Kunde' },
    preview: false,
  });
}
