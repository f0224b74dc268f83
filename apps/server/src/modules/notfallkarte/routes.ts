import { pdfResponse } from '@kundenportal/domain/contracts/contract-response-schema';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { notfallkarteResponseSchema } from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import {
  notfallkontaktResponseSchema,
  notfallkontaktSchema,
} from '@kundenportal/domain/notfallkarte/notfallkontakt';
import { notfallkarteTexts } from '@kundenportal/domain/texts/notfallkarte';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { responses } from '../../lib/route-responses';
import { zodBody } from '../../lib/zod-body';
import { requireSession } from '../../plugins/session';
import { getEmergencyContact, saveEmergencyContact } from './emergency-contact';
import { getNotfallkarte } from './get-notfallkarte';
import type { NotfallkarteRepository } from './repository';
import { renderWalletCard } from './wallet-card-pdf';

export type NotfallkarteDeps = { repository: NotfallkarteRepository; now: () => Date };

/**
 * The emergency card (issue 32): the household's policy numbers with claims hotlines, and the adviser. It
 * shows contracts, so it is open where the contract list is (config.vertrag_list; 403 otherwise).
 */
export const notfallkarteRoutes: FastifyPluginAsyncZod<NotfallkarteDeps> = async (
  app,
  { repository, now },
) => {
  const mayListContracts = async (request: FastifyRequest) => {
    const customer = await request.customer();
    if (!contractRights({ config: customer.config }).list) throw new AppError('not_permitted');
  };
  app.get(
    '/notfallkarte',
    {
      config: { cachedRead: true },
      onRequest: app.authenticate,
      preValidation: mayListContracts,
      schema: {
        summary: 'The household’s emergency card',
        response: responses({ 200: notfallkarteResponseSchema }),
      },
    },
    async (request) => getNotfallkarte(repository, requireSession(request).userId),
  );

  // The wallet card (ADR 227): printed from the same answers the page shows, the card's and the contact's.
  app.get(
    '/notfallkarte/pdf',
    {
      onRequest: app.authenticate,
      preValidation: mayListContracts,
      schema: {
        summary: 'The emergency card as a wallet-size PDF',
        response: responses({ 200: pdfResponse }),
      },
    },
    async (request, reply) => {
      const { userId } = requireSession(request);
      const today = isoDateIn(now());
      const [karte, { notfallkontakt }] = await Promise.all([
        getNotfallkarte(repository, userId),
        getEmergencyContact(repository, userId),
      ]);
      const pdf = await renderWalletCard({ karte, notfallkontakt, today });
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${notfallkarteTexts.pdf.filename(today)}"`)
          .header('cache-control', 'private, no-store')
          // The PDF's bytes, which the schema documents as a binary string.
          .send(Buffer.from(pdf) as unknown as string)
      );
    },
  );

  // The emergency contact: entered by the customer only (no workspace route reads or writes it).
  const contactResponse = responses({ 200: notfallkontaktResponseSchema });
  app.get(
    '/notfallkarte/kontakt',
    {
      config: { cachedRead: true },
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
