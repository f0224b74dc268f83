import {
  rechnerFrameQuerySchema,
  rechnerFrameResponse,
  rechnerListSchema,
  rechnerTicketSchema,
} from '@kundenportal/domain/vergleichsrechner/rechner-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { owned } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import { responses } from '../../lib/route-responses';
import { openFramePage } from './frame-page';
import { issueFrameTicket } from './frame-tickets';
import type { VergleichsrechnerRepository } from './repository';

/** The session's customer with config.vergleichsrechner (else 403) and the agency's calculators. */
async function rechnerCustomer(request: FastifyRequest, repository: VergleichsrechnerRepository) {
  const customer = await request.customer();
  if (!customer.config.vergleichsrechner) throw new AppError('not_permitted');
  return {
    userId: customer.id,
    rechner: customer.agentId ? await repository.ofAgency(customer.agentId) : [],
  };
}

/**
 * The customer's Vergleichsrechner (issue 31, ADR 193): the agency's calculators (401, then 403 without
 * config.vergleichsrechner), a single-use ticket for one of them (404 for none of the agency's), and the
 * frame host page the ticket opens — a browser's frame, so no session and no client headers: the ticket
 * is its only key, and the page's CSP lists exactly the agency's origins in `frame-src`.
 */
export const vergleichsrechnerRoutes: FastifyPluginAsyncZod<{
  repository: VergleichsrechnerRepository;
}> = async (app, { repository }) => {
  const auth = { onRequest: app.authenticate };
  const customer = owned((request) => rechnerCustomer(request, repository));
  const one = owned(async (request) => {
    const { userId, rechner } = await rechnerCustomer(request, repository);
    const id = pathId(request, 'not_found');
    if (!rechner.some((entry) => entry.id === id)) throw new AppError('not_found');
    return { userId, id };
  });

  app.get(
    '/vergleichsrechner',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'The Vergleichsrechner the customer’s agency offers',
        response: responses({ 200: rechnerListSchema }),
      },
    },
    (request) => ({ rechner: customer.of(request).rechner }),
  );

  app.post(
    '/vergleichsrechner/:id/ticket',
    {
      ...auth,
      preValidation: one.preValidation,
      schema: {
        summary: 'A single-use ticket that opens one Vergleichsrechner’s frame host page',
        params: z.object({ id: z.string() }),
        response: responses({ 200: rechnerTicketSchema }),
      },
    },
    (request) => {
      const { userId, id } = one.of(request);
      return issueFrameTicket(repository, userId, id, app.clock.now());
    },
  );

  app.get(
    '/vergleichsrechner/:id/rahmen',
    {
      config: { clientCheck: false },
      // A missing or doubled ticket is the German refusal page with frame-src 'none' too, not a JSON 422.
      attachValidation: true,
      schema: {
        summary: 'The frame host page of one Vergleichsrechner (the ticket in the query, no session)',
        params: z.object({ id: z.string() }),
        querystring: rechnerFrameQuerySchema,
        response: responses({ 200: rechnerFrameResponse, 404: rechnerFrameResponse }),
      },
    },
    async (request, reply) => {
      let id: number | null = null;
      try {
        id = pathId(request, 'not_found');
      } catch {
        id = null;
      }
      const ticket = request.validationError ? null : request.query.ticket;
      const page = await openFramePage(repository, id, ticket, app.clock.now());
      return reply
        .code(page.status)
        .header('content-security-policy', page.csp)
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );
};
