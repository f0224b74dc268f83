import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { attachmentsZipRoute } from './attachments-zip-route';
import { createInboxRepository } from './repository';
import { inboxRoutes } from './routes';

/**
 * The adviser's inbox (issue 14): GET /api/berater/eingang, POST /api/berater/eingang/gelesen,
 * GET /api/berater/eingang/:kategorie, PUT /api/berater/anfragen/:id/status and a damage report's
 * attachments, GET /api/berater/schadensmeldung/:id/anhaenge.zip (through `app.damageReportZip`).
 */
export const workspaceInboxPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(inboxRoutes, {
      repository: createInboxRepository(app.database.db),
      attachmentsUrl: (id) => app.attachmentLinks.url(id),
      recordIntact: app.signedFormIntact,
    });
    await app.register(attachmentsZipRoute);
  },
  { name: 'workspace-inbox', dependencies: ['database', 'session', 'adviser-requests', 'adviser-forms'] },
);
