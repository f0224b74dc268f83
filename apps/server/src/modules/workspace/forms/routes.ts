import { isFormKey } from '@kundenportal/domain/adviser-forms/form-availability';
import {
  formTemplateDetailSchema,
  formTemplateInputSchema,
  formTemplateListSchema,
  formTemplateParamsSchema,
  formTemplatePublishedSchema,
} from '@kundenportal/domain/workspace/form-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { owned } from '../../../lib/owned';
import { responses } from '../../../lib/route-responses';
import { zodBody } from '../../../lib/zod-body';
import { requireAdviser } from '../../../plugins/session';
import { getFormTemplate } from './get-form-template';
import { installFormTemplate } from './install-form-template';
import { listFormTemplates } from './list-form-templates';
import type { FormTemplatesRepository } from './repository';
import { templateSummary } from './template-summary';

/**
 * The agency's form templates in the workspace (issue 14; the admin command `form` shares the use case):
 * list, read the current version's markdown with every version, publish the next version. Any adviser
 * of the agency may publish; customers keep what they signed on the old version. An adviser's token
 * (401/403 in onRequest), a key naming none of the agency's templates 404 in preValidation, then the
 * schema's 422 (ADR 100); a malformed key to publish under is the use case's `key=>…` 422.
 */
type Deps = { repository: FormTemplatesRepository };

export const formTemplatesRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repository }) => {
  const auth = { onRequest: app.authenticateAdviser };
  const template = owned(async (request) => {
    const { agencyId } = requireAdviser(request);
    const { key } = request.params as { key?: string };
    const versions =
      typeof key === 'string' && isFormKey(key) ? await repository.templateVersions(agencyId, key) : [];
    const [current, ...older] = versions;
    if (!current) throw new AppError('could_not_find_form');
    return [current, ...older] as const;
  });

  app.get(
    '/berater/formulare',
    {
      config: { cachedRead: true },
      ...auth,
      schema: {
        summary: 'The agency’s form templates (newest version of each)',
        response: responses({ 200: formTemplateListSchema }),
      },
    },
    async (request) => listFormTemplates(repository, requireAdviser(request).agencyId),
  );

  app.get(
    '/berater/formulare/:key',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: template.preValidation,
      schema: {
        summary: 'A form template’s markdown and its versions',
        params: formTemplateParamsSchema,
        response: responses({ 200: formTemplateDetailSchema }),
      },
    },
    async (request) => getFormTemplate(template.of(request)),
  );

  app.put(
    '/berater/formulare/:key',
    {
      ...auth,
      schema: {
        summary: 'Publish a form template’s next version (the same markdown again changes nothing)',
        params: formTemplateParamsSchema,
        body: zodBody(formTemplateInputSchema),
        response: responses({ 200: formTemplatePublishedSchema, 201: formTemplatePublishedSchema }),
      },
    },
    async (request, reply) => {
      const adviser = requireAdviser(request);
      const installed = await installFormTemplate(
        repository,
        { agent: String(adviser.agencyId), key: request.params.key, source: request.body.source },
        adviser,
      );
      const row = await repository.currentTemplate(adviser.agencyId, installed.key);
      if (!row) throw new AppError('could_not_find_form');
      if (installed.created) reply.status(201);
      return { ...templateSummary(row), created: installed.created };
    },
  );
};
