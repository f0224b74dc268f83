import { randomUUID } from 'node:crypto';
import type { MandateLevel } from '@kundenportal/domain/bestandsuebertragung/mandate';
import type {
  ContractTransferStatus,
  TransferStatus,
} from '@kundenportal/domain/bestandsuebertragung/status-machine';
import type { FastifyInstance } from 'fastify';
import { createAgent } from '../../../../src/db/factories';
import {
  bestandsuebertragungen,
  bestandsuebertragungVerlauf,
  bestandsuebertragungVertraege,
} from '../../../../src/db/schema';
import { contractOf, contractsApi, hausrat } from '../../../helpers/contracts';
import { getDatabase } from '../../../helpers/database';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
} from '../../../helpers/test-app';

/** An agency of its own address (its reminder mails are its own), with a signed-in adviser. */
export async function agencyWithAdviser(app: FastifyInstance) {
  const { db } = await getDatabase();
  const agency = await createAgent(db, { email: `agentur-${randomUUID()}@example.com` });
  const adviser = await createTestAdviser({ agencyId: agency.id });
  const token = await loginAsAdviser(app, adviser.email, adviser.password);
  return { agency, adviser, call: jsonCaller(app, token) };
}

/** A customer of `agencyId` with the transfer and contract flags, signed in, and contracts of their own. */
export async function customerOf(
  app: FastifyInstance,
  agencyId: number,
  options: { config?: Record<string, unknown>; firstName?: string; lastName?: string } = {},
) {
  const customer = await createTestCustomer({
    withAgent: false,
    agentId: agencyId,
    firstName: options.firstName ?? 'Max',
    lastName: options.lastName ?? 'Mustermann',
    config: {
      bestandsuebertragung: true,
      vertrag_list: true,
      vertrag_add: true,
      vertrag_edit: true,
      vertrag_details: true,
      ...options.config,
    },
  });
  const token = await loginAs(app, customer.email, customer.password);
  const api = contractsApi(app, token);
  const [main] = customer.persons;
  if (!main) throw new Error('no main person');
  return {
    ...customer,
    call: jsonCaller(app, token),
    /** A contract of the household at `gesellschaft` with `nummer`, looked after elsewhere. */
    async contract(gesellschaft: string, nummer: string) {
      const response = await api.create(
        hausrat(main.id, { gesellschaft, nummer, betreuung: 'anderer_vermittler' }),
      );
      if (response.statusCode !== 201) throw new Error(`contract: ${response.statusCode} ${response.body}`);
      return contractOf(response);
    },
  };
}

export type TransferContractSeed = {
  contractId: number;
  versicherer: string;
  nummer: string;
  sparte?: string | null;
  status?: ContractTransferStatus;
  /** The current status's day; default: the transfer's day. */
  datum?: string;
  gesendetAm?: string | null;
  erinnertAm?: string | null;
};

/**
 * A transfer as the customer's side stores it (its request, signature and letters are other engineers'
 * endpoints): the transfer, its contracts and their history up to their status, written directly.
 */
export async function seedTransfer(input: {
  userId: number;
  agencyId: number;
  level?: MandateLevel;
  status?: TransferStatus;
  createdAt?: Date;
  /** The household's person it is for (ADR 183); default none, as a transfer stored before. */
  personId?: number | null;
  contracts: TransferContractSeed[];
}) {
  const { db } = await getDatabase();
  const createdAt = input.createdAt ?? new Date('2026-10-02T08:30:00Z');
  const status = input.status ?? 'beantragt';
  const day = createdAt.toISOString().slice(0, 10);
  const [transfer] = await db
    .insert(bestandsuebertragungen)
    .values({
      userId: input.userId,
      agencyId: input.agencyId,
      level: input.level ?? 'maklermandat',
      status,
      createdAt,
      beantragtAt: status === 'zu_unterschreiben' ? null : createdAt,
      zurueckgezogenAt: status === 'zurueckgezogen' ? createdAt : null,
      personId: input.personId ?? null,
    })
    .returning();
  if (!transfer) throw new Error('transfer not stored');
  for (const seed of input.contracts) {
    const contractStatus = seed.status ?? 'beantragt';
    const gesendetAm = seed.gesendetAm ?? (contractStatus === 'beantragt' ? null : day);
    const datum = seed.datum ?? gesendetAm ?? day;
    const [row] = await db
      .insert(bestandsuebertragungVertraege)
      .values({
        transferId: transfer.id,
        contractId: seed.contractId,
        versicherer: seed.versicherer,
        nummer: seed.nummer,
        sparte: seed.sparte === undefined ? 'hausrat' : seed.sparte,
        status: contractStatus,
        datum,
        notiz: null,
        gesendetAm,
        erinnertAm: seed.erinnertAm ?? null,
      })
      .returning();
    if (!row) throw new Error('transfer contract not stored');
    const steps = [{ status: 'beantragt' as const, datum: day }];
    if (gesendetAm) steps.push({ status: 'gesendet' as never, datum: gesendetAm });
    if (contractStatus !== 'beantragt' && contractStatus !== 'gesendet')
      steps.push({ status: contractStatus as never, datum });
    await db.insert(bestandsuebertragungVerlauf).values(
      // Each step recorded on the day it names, in the Berlin morning.
      steps.map((step) => ({
        transferContractId: row.id,
        ...step,
        notiz: null,
        createdAt: new Date(`${step.datum}T09:00:00Z`),
      })),
    );
  }
  return transfer;
}

/** 'YYYY-MM-DD' at hh:mm Berlin winter time (UTC+1). */
export const berlin = (date: string, time = '12:00') => new Date(`${date}T${time}:00+01:00`);
