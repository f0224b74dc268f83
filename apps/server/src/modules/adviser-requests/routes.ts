import {
  contactRequestForm,
  contactRequestSchema,
  damageReportSchema,
  enquiryForm,
  enquirySchema,
  recommendationForm,
  recommendationSchema,
  supportForm,
  supportSchema,
} from '@kundenportal/domain/adviser-requests/request-forms';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { personTexts } from '@kundenportal/domain/texts/person';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { pathId } from '../../lib/path-id';
import { documentedBody } from '../../plugins/openapi';
import { contactRequestMail, enquiryMail, recommendationMail, supportMail } from './adviser-mails';
import { zipStream } from './attachments-zip';
import { createDamageReport, listDamageReports, sendDamageReport } from './damage-reports';
import { type AdviserRequestsDeps, acceptBody, requireRecipient, storeAndMail } from './submit-request';

/** 'Der Berater wurde informiert.' (spec section 8), the answer to every request that reaches the adviser. */
const adviserInformed = contractTexts.optimizeSent;

const reportId = (request: FastifyRequest) => pathId(request, 'could_not_find_damage_report');

/**
 * What the customer sends to the adviser (issue 11): contact requests, recommendations, enquiries and damage
 * reports — each stored (adviser_requests) and mailed to the adviser through the outbox in one transaction.
 * Answers come in the order 401, 403 (no adviser, flag off), 404, 422, 429.
 */
export const adviserRequestsRoutes: FastifyPluginAsync<AdviserRequestsDeps> = async (app, deps) => {
  const auth = { onRequest: app.authenticate };

  /** Contact request, recommendation and enquiry: one form, one mail, one stored record. */
  const simple = (
    right: 'contact' | 'recommend' | 'enquiry' | 'support',
    kind: 'kontaktanfrage' | 'kundenempfehlung' | 'anfrage' | 'support',
    form: typeof contactRequestForm,
    mailFor: typeof contactRequestMail,
    message: string,
  ) =>
    async function submit(request: FastifyRequest, reply: FastifyReply) {
      const customer = await request.customer();
      const user = customer.id;
      const { sender, agent } = await requireRecipient(deps, customer, right);
      const values = await acceptBody(deps, user, form, request.body);
      const id = await deps.repository.transaction((tx) =>
        storeAndMail(
          deps.repository,
          tx,
          { userId: user, agentId: agent.id, kind, payload: values, sentAt: deps.now() },
          mailFor(agent, sender, values),
        ),
      );
      app.outbox.kick();
      return reply.status(201).send({ success: true, id, message });
    };

  app.post(
    '/kontaktanfrage',
    { ...auth, ...documentedBody(contactRequestSchema) },
    simple('contact', 'kontaktanfrage', contactRequestForm, contactRequestMail, adviserInformed),
  );
  app.post(
    '/users/Kundenempfehlung',
    { ...auth, ...documentedBody(recommendationSchema) },
    simple(
      'recommend',
      'kundenempfehlung',
      recommendationForm,
      recommendationMail,
      personTexts.changesSubmitted,
    ),
  );
  app.post(
    '/anfrage',
    { ...auth, ...documentedBody(enquirySchema) },
    simple('enquiry', 'anfrage', enquiryForm, enquiryMail, adviserInformed),
  );
  app.post(
    '/support',
    { ...auth, ...documentedBody(supportSchema) },
    simple('support', 'support', supportForm, supportMail, adviserInformed),
  );

  app.get('/schadensmeldung', auth, async (request) => ({
    schadensmeldungen: await listDamageReports(deps, await request.customer()),
  }));

  app.post('/schadensmeldung', { ...auth, ...documentedBody(damageReportSchema) }, async (request, reply) => {
    const answer = await createDamageReport(deps, await request.customer(), request.body);
    if (answer.status === 'eingegangen') app.outbox.kick();
    return reply
      .status(201)
      .send({ ...answer, message: answer.status === 'eingegangen' ? adviserInformed : null });
  });

  // The adviser's download from the mail: no session (the adviser has none yet), the signed ticket instead.
  app.get(
    '/berater/schadensmeldung/:id/anhaenge.zip',
    { config: { clientCheck: false } },
    async (request, reply) => {
      const id = reportId(request);
      await deps.links.verify((request.query as { ticket?: unknown }).ticket, id);
      const owner = await deps.repository.ownerOf('schadensmeldung', id);
      const entries = owner === null ? [] : await deps.attachmentFiles(owner, id);
      if (!entries.length) throw new AppError('could_not_find_document');
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="Schadensmeldung-${id}-Anhaenge.zip"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(zipStream(entries));
    },
  );

  app.post('/schadensmeldung/:id/senden', auth, async (request) => {
    const answer = await sendDamageReport(deps, await request.customer(), reportId(request));
    app.outbox.kick();
    return { ...answer, message: adviserInformed };
  });
};
