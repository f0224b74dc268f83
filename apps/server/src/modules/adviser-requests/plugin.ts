import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { configuredLimit } from '../../lib/rate-limiter';
import { type AttachmentLinks, createAttachmentLinks } from './attachment-link';
import { createDamageReportZip, type DamageReportZip } from './damage-report-zip';
import { createAdviserRequestsRepository } from './repository';
import { adviserRequestsRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed download links of a damage report's attachments (the workspace's inbox shows them). */
    attachmentLinks: AttachmentLinks;
    /** A damage report's attachments as a zip for the link's ticket (the workspace's inbox serves it). */
    damageReportZip: DamageReportZip;
  }
}

/** The customer's requests to the adviser (contact, recommendation, damage report, enquiry). */
export const adviserRequestsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const repository = createAdviserRequestsRepository(app.database.db);
    const links = createAttachmentLinks(config.jwtSecret, config.publicUrl);
    app.decorate('attachmentLinks', links);
    app.documents.addOwnerType('inquire', (userId, id) => repository.isInquireOf(userId, id));
    const attachmentFiles = (userId: number, id: number) => app.documents.filesOfOwner(userId, 'inquire', id);
    app.decorate('damageReportZip', createDamageReportZip({ links, repository, attachmentFiles }));
    await app.register(adviserRequestsRoutes, {
      repository,
      limiter: app.rateLimiter,
      limit: configuredLimit(config, 'adviserRequestsPerUser'),
      contractChoices: (userId) => app.contracts.choices(userId),
      attachments: (userId, ids) => app.documents.namesOfOwners(userId, 'inquire', ids),
      links,
      now: () => app.clock.now(),
    });
  },
  {
    name: 'adviser-requests',
    dependencies: [
      'config',
      'database',
      'clock',
      'rate-limit',
      'session',
      'customer',
      'contracts',
      'documents',
    ],
  },
);
