import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PersonInput } from '../../../src/db/factories';
import { uploadFileField } from '../../helpers/multipart-upload';
import { createTestCustomer, jsonCaller, loginAs } from '../../helpers/test-app';

export const BANKING = '/api/users/banking';

/** An IBAN of its own per test (the readers take any well-formed one). */
export const testIban = () =>
  `DE${String(randomInt(10, 99))}${Array.from({ length: 18 }, () => randomInt(10)).join('')}`;

/** A logged-in customer with the banking area on (`liquiditaet`), or with `config`. */
export async function bankingCustomer(
  app: FastifyInstance,
  options: { config?: Record<string, unknown>; persons?: PersonInput[] } = {},
) {
  const customer = await createTestCustomer({
    config: options.config ?? { liquiditaet: true },
    ...(options.persons ? { persons: options.persons } : {}),
  });
  const token = await loginAs(app, customer.email, customer.password);
  const call = jsonCaller(app, token);
  const upload = (bytes: Buffer, name = 'auszug.xml') =>
    uploadFileField(app, token, `${BANKING}/import`, bytes, name);
  /** Imports a file that must be taken: the answer. */
  const imports = async (bytes: Buffer) => {
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ konto: { id: number; iban: string }; neu: number; doppelt: number }>();
  };
  const transactions = async (accountId: number, query = '') => {
    const response = await call('GET', `${BANKING}/account/${accountId}/transactions${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      transactions: { id: number; gegenseite: string | null; kategorie: string; korrigiert: boolean }[];
      monate: string[];
    }>();
  };
  return { ...customer, token, call, upload, imports, transactions };
}
