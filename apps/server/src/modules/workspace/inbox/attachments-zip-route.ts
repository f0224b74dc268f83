import {
  attachmentsZipQuerySchema,
  damageReportParamsSchema,
} from '@kundenportal/domain/adviser-requests/damage-report-params';
import { attachmentsZipResponse } from '@kundenportal/domain/adviser-requests/request-responses';
import type { FastifyPluginAsync } from 'fastify';
import { pathId } from '../../../lib/path-id';
import { responses } from '../../../lib/route-responses';

/**
 * A damage report's attachments as a zip, the link in the adviser's mail (issue 11): no session (the
 * adviser may have none yet), the signed ticket instead; built by the adviser-requests plugin's
 * `app.damageReportZip` (ADR 136).
 */
export const attachmentsZipRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/berater/schadensmeldung/:id/anhaenge.zip',
    {
      config: { clientCheck: false },
      schema: {
        summary: 'A damage report’s attachments as a zip (the ticket of the adviser’s mail, no session)',
        params: damageReportParamsSchema,
        querystring: attachmentsZipQuerySchema,
        response: responses({ 200: attachmentsZipResponse }),
      },
    },
    async (request, reply) => {
      const id = pathId(request, 'could_not_find_damage_report');
      const zip = await app.damageReportZip.zipOf((request.query as { ticket?: unknown }).ticket, id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="Schadensmeldung-${id}-Anhaenge.zip"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(zip);
    },
  );
};
