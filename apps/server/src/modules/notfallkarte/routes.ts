import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { notfallkarteResponseSchema } from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import {
  notfallkontaktResponseSchema,
  notfallkontaktSchema,
} from '@kundenportal/domain/notfallkarte/notfallkontakt';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { responses } from '../../lib/route-responses';
import { zodBody } from '../../lib/zod-body';
import { requireSession } from '../../plugins/session';
import { getEmergencyContact, saveEmergencyContact } from './emergency-contact';
import { getNotfallkarte } from './get-notfallkarte';
import type { NotfallkarteRepository } from './repository';

export type NotfallkarteDeps = { repository: NotfallkarteRepository };

/**
 * The emergency card (issue 32): the household's policy numbers with claims hotlines, and the adviser. It
 * shows contracts, so it is open where the contract list is (config.vertrag_list; 403 otherwise).
 */
export const notfallkarteRoutes: FastifyPluginAsyncZod<NotfallkarteDeps> = async (app, { repository }) => {
  app.get(
    '/notfallkarte',
    {
      onRequest: app.authenticate,
      preValidation: async (request) => {
        const customer = await request.customer();
        if (!contractRights({ config: customer.config }).list) throw new AppError('not_permitted');
      },
      schema: {
        summary: 'The household’s emergency card',
        response: responses({ 200: notfallkarteResponseSchema }),
      },
    },
    async (request) => getNotfallkarte(repository, requireSession(request).userId),
  );

  // The emergency contact: entered by the customer only (no workspace route reads or writes it).
  const contactResponse = responses({ 200: notfallkontaktResponseSchema });
  app.get(
    '/notfallkarte/kontakt',
    {
      onRequest: app.authenticate,
      schema: { summary: 'The customer’s emergency contact', response: contactResponse },
    },
    async (request) => getEmergencyContact(repository, requireSession(request).userId),
  );
  app.put(
    '/notfallkarte/kontakt',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Enter or change the emergency contact',
        body: zodBody(notfallkontaktSchema),
        response: contactResponse,
      },
    },
    async (request) => saveEmergencyContact(repository, requireSession(request).userId, request.body),
  );
  app.delete(
    '/notfallkarte/kontakt',
    {
      onRequest: app.authenticate,
      schema: { summary: 'Remove the emergency contact', response: contactResponse },
    },
    async (request) => {
      await repository.removeContact(requireSession(request).userId);
      return { notfallkontakt: null };
    },
  );
};
