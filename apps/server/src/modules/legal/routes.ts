import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { requireSession } from '../../plugins/session';
import { readLegalDocument } from './legal-documents';

/** The terms and privacy pages' texts (issue 11): the adviser's own markdown, or the portal's default. */
export const legalRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/legal/:key', { onRequest: app.authenticate }, async (request) => {
    const { key = '' } = request.params as { key?: string };
    return readLegalDocument(db, requireSession(request).userId, key);
  });
};
