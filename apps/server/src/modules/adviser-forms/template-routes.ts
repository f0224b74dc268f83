import { isFormKey } from '@kundenportal/domain/adviser-forms/form-availability';
import { templateFields } from '@kundenportal/domain/adviser-forms/form-template';
import { parseTemplate } from '@kundenportal/domain/adviser-forms/parse-template';
import {
  type FormTemplateSummary,
  formTemplateDetailSchema,
  formTemplateInputSchema,
  formTemplatePublishedSchema,
  formTemplateSummarySchema,
} from '@kundenportal/domain/workspace/form-templates';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parseBody } from '../../lib/parse-body';
import { documentedBody } from '../../plugins/openapi';
import { requireAdviser } from '../../plugins/session';
import { installFormTemplate } from './install-template';
import { createAdviserFormsRepository, type TemplateRow } from './repository';

type Deps = {
  db: Db;
  /** Told in the transaction that stores a new version (the agency's log, plugin.ts). */
  onPublished?: (
    tx: Db,
    adviser: { userId: number; agencyId: number },
    published: { key: string; version: number; title: string },
  ) => Promise<void>;
};

function summaryOf(row: TemplateRow): FormTemplateSummary {
  const parsed = parseTemplate(row.source, { stored: true });
  return {
    key: row.key,
    title: row.title,
    version: row.version,
    fields: parsed.ok ? templateFields(parsed.template).length : 0,
    publishedAt: row.createdAt.toISOString(),
  };
}

/**
 * The agency's form templates in the workspace (issue 14; the admin command `form` shares the core,
 * install-template.ts): list, read the current version's markdown with every version, publish the next
 * version. Any adviser of the agency may publish; customers keep what they signed on the old version.
 */
export const formTemplateRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const auth = { onRequest: app.authenticateAdviser };
  const repository = createAdviserFormsRepository(deps.db);
  const keyOf = (request: FastifyRequest) => {
    const { key } = request.params as { key?: string };
    if (typeof key !== 'string' || !isFormKey(key)) throw new AppError('could_not_find_form');
    return key;
  };

  app.get(
    '/berater/formulare',
    { ...auth, schema: { response: { 200: z.object({ formulare: z.array(formTemplateSummarySchema) }) } } },
    async (request) => {
      const rows = await repository.currentTemplates(requireAdviser(request).agencyId);
      return { formulare: rows.map(summaryOf).sort((a, b) => a.title.localeCompare(b.title, 'de')) };
    },
  );

  app.get(
    '/berater/formulare/:key',
    { ...auth, schema: { response: { 200: formTemplateDetailSchema } } },
    async (request) => {
      const versions = await repository.templateVersions(requireAdviser(request).agencyId, keyOf(request));
      const [current] = versions;
      if (!current) throw new AppError('could_not_find_form');
      return {
        ...summaryOf(current),
        source: current.source,
        versions: versions.map((row) => ({
          version: row.version,
          title: row.title,
          publishedAt: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.put(
    '/berater/formulare/:key',
    { ...auth, ...documentedBody(formTemplateInputSchema) },
    async (request, reply) => {
      const adviser = requireAdviser(request);
      const { key } = request.params as { key?: string };
      const { source } = parseBody(formTemplateInputSchema, request.body);
      // A bad key or template is refused by the use case with its 422 entries (key, source).
      const installed = await installFormTemplate(
        deps.db,
        { agent: String(adviser.agencyId), key: key ?? '', source },
        async (tx, published) => {
          await deps.onPublished?.(tx, adviser, published);
        },
      );
      const row = await repository.currentTemplate(adviser.agencyId, installed.key);
      if (!row) throw new AppError('could_not_find_form');
      if (installed.created) reply.status(201);
      return formTemplatePublishedSchema.parse({ ...summaryOf(row), created: installed.created });
    },
  );
};
