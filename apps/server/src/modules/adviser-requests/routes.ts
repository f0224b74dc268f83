import { damageReportParamsSchema } from '@kundenportal/domain/adviser-requests/damage-report-params';
import type { DamageReportBody, RequestValues } from '@kundenportal/domain/adviser-requests/request-bodies';
import {
  contactRequestBody,
  damageReportBody,
  enquiryBody,
  recommendationBody,
  supportBody,
} from '@kundenportal/domain/adviser-requests/request-bodies';
import {
  damageReportCreatedSchema,
  damageReportSentSchema,
  damageReportsSchema,
  requestSentSchema,
} from '@kundenportal/domain/adviser-requests/request-responses';
import type { AdviserRequestRights } from '@kundenportal/domain/adviser-requests/request-rights';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { personTexts } from '@kundenportal/domain/texts/person';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { owned } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import { responses } from '../../lib/route-responses';
import { contactRequestMail, enquiryMail, recommendationMail, supportMail } from './adviser-mails';
import { createDamageReport, listDamageReports, sendDamageReport } from './damage-reports';
import { type AdviserRequestsDeps, countRequest, requireRecipient, storeAndMail } from './submit-request';

/** 'Der Berater wurde informiert.' (spec section 8), the answer to every request that reaches the adviser. */
const adviserInformed = contractTexts.optimizeSent;

/**
 * What the customer sends to the adviser (issue 11): contact requests, recommendations, enquiries and damage
 * reports — each stored (adviser_requests) and mailed to the adviser through the outbox in one transaction.
 * Answers come in the order 401, 403 (no adviser, flag off; preValidation), 404 (preValidation), 422 (the
 * body's schema; a damage report's contract after it), 429.
 */
export const adviserRequestsRoutes: FastifyPluginAsyncZod<AdviserRequestsDeps> = async (app, deps) => {
  const auth = { onRequest: app.authenticate };

  /** The customer and the adviser who receives the request (403 without one, or without the right). */
  const recipient = (right: keyof AdviserRequestRights) =>
    owned(async (request: FastifyRequest) => {
      const customer = await request.customer();
      return { customer, ...(await requireRecipient(deps, customer, right)) };
    });

  /** Contact request, recommendation, enquiry and support: one form, one mail, one stored record. */
  function simple(
    url: string,
    summary: string,
    right: 'contact' | 'recommend' | 'enquiry' | 'support',
    kind: 'kontaktanfrage' | 'kundenempfehlung' | 'anfrage' | 'support',
    body: typeof contactRequestBody,
    mailFor: typeof contactRequestMail,
    message: string,
  ) {
    const to = recipient(right);
    app.post(
      url,
      {
        ...auth,
        preValidation: to.preValidation,
        schema: { summary, body, response: responses({ 201: requestSentSchema }) },
      },
      async (request, reply) => {
        const { customer, sender, agent } = to.of(request);
        const values: RequestValues = request.body;
        await countRequest(deps, customer.id);
        const id = await deps.repository.transaction((tx) =>
          storeAndMail(
            deps.repository,
            tx,
            { userId: customer.id, agentId: agent.id, kind, payload: values, sentAt: deps.now() },
            mailFor(agent, sender, values),
          ),
        );
        app.outbox.kick();
        return reply.status(201).send({ success: true as const, id, message });
      },
    );
  }

  simple(
    '/kontaktanfrage',
    'Ask the adviser to get in touch',
    'contact',
    'kontaktanfrage',
    contactRequestBody,
    contactRequestMail,
    adviserInformed,
  );
  simple(
    '/users/Kundenempfehlung',
    'Recommend someone to the adviser',
    'recommend',
    'kundenempfehlung',
    recommendationBody,
    recommendationMail,
    personTexts.changesSubmitted,
  );
  simple(
    '/anfrage',
    'Send the adviser an enquiry',
    'enquiry',
    'anfrage',
    enquiryBody,
    enquiryMail,
    adviserInformed,
  );
  simple(
    '/support',
    'Ask the adviser a question about the referral programme',
    'support',
    'support',
    supportBody,
    supportMail,
    adviserInformed,
  );

  const damage = recipient('damage');
  /** The path's damage report when it is the customer's (404 otherwise), after the right (403). */
  const ownReport = owned(async (request: FastifyRequest) => {
    await damage.preValidation(request);
    const found = damage.of(request);
    const id = pathId(request, 'could_not_find_damage_report');
    if ((await deps.repository.ownerOf('schadensmeldung', id)) !== found.customer.id)
      throw new AppError('could_not_find_damage_report');
    return { ...found, id };
  });

  app.get(
    '/schadensmeldung',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: damage.preValidation,
      schema: {
        summary: 'The customer’s damage reports, newest first',
        response: responses({ 200: damageReportsSchema }),
      },
    },
    async (request) => ({ schadensmeldungen: await listDamageReports(deps, damage.of(request).customer.id) }),
  );

  app.post(
    '/schadensmeldung',
    {
      ...auth,
      preValidation: damage.preValidation,
      schema: {
        summary: 'Report a damage to the adviser (or keep it a draft while its files upload)',
        body: damageReportBody,
        response: responses({ 201: damageReportCreatedSchema }),
      },
    },
    async (request, reply) => {
      const body: DamageReportBody = request.body;
      const answer = await createDamageReport(deps, damage.of(request), body);
      if (answer.status === 'eingegangen') app.outbox.kick();
      return reply
        .status(201)
        .send({ ...answer, message: answer.status === 'eingegangen' ? adviserInformed : null });
    },
  );

  app.post(
    '/schadensmeldung/:id/senden',
    {
      ...auth,
      preValidation: ownReport.preValidation,
      schema: {
        summary: 'Send a draft damage report to the adviser, with its files',
        params: damageReportParamsSchema,
        response: responses({ 200: damageReportSentSchema }),
      },
    },
    async (request) => {
      const { id, ...recipientOf } = ownReport.of(request);
      const answer = await sendDamageReport(deps, recipientOf, id);
      app.outbox.kick();
      return { ...answer, message: adviserInformed };
    },
  );
};
