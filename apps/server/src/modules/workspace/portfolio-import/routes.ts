import multipart from '@fastify/multipart';
import {
  importAppliedSchema,
  importEntriesPageSchema,
  importEntriesQuerySchema,
  importParamsSchema,
  importPreviewSchema,
  isImportId,
} from '@kundenportal/domain/portfolio-import/import-api';
import type { ImportLine } from '@kundenportal/domain/portfolio-import/import-row';
import type { PortfolioFormat } from '@kundenportal/domain/portfolio-import/read-portfolio-file';
import { portfolioImportTexts } from '@kundenportal/domain/texts/portfolio-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { owned } from '../../../lib/owned';
import { responses } from '../../../lib/route-responses';
import { requireAdviser } from '../../../plugins/session';
import { applyImport } from './apply-import';
import { listImportEntries } from './list-import-entries';
import { previewImport } from './preview-import';
import { importUploadLimits, readImportUpload } from './read-import-upload';
import type { ImportFile, PortfolioImportRepository } from './repository';

/** Reads a portfolio file as it streams in (the domain's readPortfolioFile). */
export type PortfolioReader = (
  chunks: AsyncIterable<Uint8Array>,
  onFormat: (format: PortfolioFormat) => void,
  onIgnoredColumns?: (names: string[]) => void,
) => AsyncIterable<ImportLine>;

type Deps = { repository: PortfolioImportRepository; now: () => Date; reader: PortfolioReader };

const previewDescription =
  'multipart/form-data with the one field `file`: a portfolio CSV (`;`, UTF-8 or Windows-1252) or a ' +
  'GDV-Datensatz VU-Vermittler, streamed through the reader (never whole in memory). Answers the counts ' +
  'and the refused lines (the first 1,000); a file without a single contract is the 422 of `file`.';

/**
 * The agency's portfolio import (issue 31, ADR 208): a file's preview, its rows page by page, and applying
 * it. An adviser's token first (401/403), then a preview of the agency (404), then the query's 422; the
 * upload is streamed through the upload guard like every multipart route.
 */
export const portfolioImportRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  await app.register(multipart, { limits: importUploadLimits });
  const auth = { onRequest: app.authenticateAdviser };
  const preview = owned(async (request) => {
    const { id } = request.params as { id?: unknown };
    const found = isImportId(id)
      ? await deps.repository.preview(requireAdviser(request).agencyId, id, deps.now())
      : null;
    if (!found) throw new AppError('could_not_find_import');
    return found;
  });

  app.post(
    '/berater/import/vorschau',
    {
      ...auth,
      schema: {
        summary: 'Preview a portfolio file of the agency (multipart)',
        description: previewDescription,
        response: responses({ 200: importPreviewSchema }),
      },
    },
    async (request) =>
      readImportUpload(request, async (chunks, datei) => {
        const file: ImportFile = { datei, format: null };
        const hinweise: string[] = [];
        const lines = deps.reader(
          chunks,
          (format) => {
            file.format = format === 'gdv' ? 'GDV' : 'CSV';
          },
          (names) => {
            if (names.length) hinweise.push(portfolioImportTexts.ignoredColumns(names.join(', ')));
          },
        );
        const answer = await previewImport(deps, requireAdviser(request), lines, file);
        return hinweise.length ? { ...answer, hinweise } : answer;
      }),
  );

  app.get(
    '/berater/import/:id',
    {
      ...auth,
      preValidation: preview.preValidation,
      schema: {
        summary: 'One page of a portfolio preview’s rows of one kind',
        params: importParamsSchema,
        querystring: importEntriesQuerySchema,
        response: responses({ 200: importEntriesPageSchema }),
      },
    },
    async (request) =>
      listImportEntries(deps.repository, preview.of(request).id, request.query.art, request.query.seite),
  );

  app.post(
    '/berater/import/:id/anwenden',
    {
      ...auth,
      preValidation: preview.preValidation,
      schema: {
        summary: 'Apply a portfolio preview: its contracts provided to the customers, in one transaction',
        params: importParamsSchema,
        response: responses({ 200: importAppliedSchema }),
      },
    },
    async (request) => applyImport(deps, requireAdviser(request), preview.of(request).id),
  );
};
