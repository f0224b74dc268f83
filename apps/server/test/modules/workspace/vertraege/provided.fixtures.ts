import { randomUUID } from 'node:crypto';
import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import type { AuditEntry } from '@kundenportal/domain/workspace/audit-log';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createAgent } from '../../../../src/db/factories';
import { hausrat } from '../../../helpers/contracts';
import { getDatabase } from '../../../helpers/database';
import { multipartBody, samples } from '../../../helpers/documents';
import { authHeaders, createTestAdviser, jsonCaller, loginAsAdviser } from '../../../helpers/test-app';
import { customerOf } from '../bestandsuebertragungen/transfers.fixtures';

/** An agency of its own with a signed-in adviser (and the adviser's token, for uploads). */
export async function agencyWithAdviser(app: FastifyInstance) {
  const { db } = await getDatabase();
  const agency = await createAgent(db, { email: `agentur-${randomUUID()}@example.com` });
  const adviser = await createTestAdviser({ agencyId: agency.id });
  const token = await loginAsAdviser(app, adviser.email, adviser.password);
  return { agency, adviser, token, call: jsonCaller(app, token) };
}

export type Office = Awaited<ReturnType<typeof agencyWithAdviser>>;

/** An agency with its adviser and a customer with 'Verträge bereitstellen' and the contract flags. */
export async function providing(app: FastifyInstance, config: Record<string, unknown> = {}) {
  const office = await agencyWithAdviser(app);
  const max = await customerOf(app, office.agency.id, {
    config: { vertrag_bereitstellen: true, show_freigaben: true, dokumente_list: true, ...config },
  });
  const mainId = max.persons[0]?.id as number;
  return { office, max, mainId };
}

/** The adviser provides a Hausrat contract (with `extra`) to the customer; its answer must be 201. */
export async function provideContract(
  office: Office,
  customerId: number,
  personId: number,
  extra: Record<string, unknown> = {},
): Promise<Contract> {
  const response = await office.call(
    'POST',
    `/api/berater/kunden/${customerId}/vertraege`,
    hausrat(personId, extra),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ contract: Contract }>().contract;
}

export async function auditOf(office: Office, customerId: number): Promise<AuditEntry[]> {
  const response = await office.call('GET', `/api/berater/kunden/${customerId}/protokoll`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ entries: AuditEntry[] }>().entries;
}

/** The adviser attaches a PDF to the customer's contract (multipart, as 'Dokument bereitstellen'). */
export function attachDocument(app: FastifyInstance, token: string, customerId: number, contractId: number) {
  const { body, contentType } = multipartBody({ name: 'Police Hausrat.pdf', content: samples.pdf() });
  return app.inject({
    method: 'POST',
    url: `/api/berater/kunden/${customerId}/vertraege/${contractId}/dokumente`,
    headers: { ...authHeaders(token), 'content-type': contentType },
    payload: body,
  });
}
