import multipart from '@fastify/multipart';
import { legalKeyParamsSchema } from '@kundenportal/domain/legal/legal-documents';
import {
  agencyBrandSchema,
  agencyProfileSchema,
  isAgencyLegalKey,
  legalTextInputSchema,
} from '@kundenportal/domain/workspace/agency';
import { agencySchema } from '@kundenportal/domain/workspace/agency-responses';
import { auditLogResponseSchema } from '@kundenportal/domain/workspace/audit-log';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import type { BlobStore } from '../../../lib/blob-store/blob-store';
import { imageUploadLimits, readAvatarUpload } from '../../../lib/image/read-upload';
import { responses } from '../../../lib/route-responses';
import { zodBody } from '../../../lib/zod-body';
import { requireAdviser } from '../../../plugins/session';
import { changeAgencyBrand } from './change-agency-brand';
import { changeAgencyLegalText } from './change-agency-legal-text';
import { changeAgencyProfile } from './change-agency-profile';
import { getAgency } from './get-agency';
import { listAgencyLog } from './list-agency-log';
import type { AgencyRepository } from './repository';
import { uploadAgencyImage } from './upload-agency-image';

type Deps = { repository: AgencyRepository; store: BlobStore };

/**
 * The agency's page in the workspace (issue 14): contact data, brand (tokens checked for format and WCAG AA
 * contrast, logo and photo re-encoded as the admin command does), legal texts. Any adviser of the agency
 * may change them; every answer is the whole agency as GET /api/berater/agentur shows it. Each real change
 * is logged under the agency (customer null) in its transaction; GET …/protokoll lists that log. An
 * adviser's token first (401/403 in onRequest), then a legal text's key (404 in preValidation), then the
 * body's 422 (ADR 100).
 */
export const agencyRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const auth = { onRequest: app.authenticateAdviser };
  await app.register(multipart, { limits: imageUploadLimits });

  const agencyOf = (request: FastifyRequest) => requireAdviser(request).agencyId;
  const agency = responses({ 200: agencySchema });
  const schema = (summary: string) => ({ summary, response: agency });

  app.get(
    '/berater/agentur',
    { config: { cachedRead: true }, ...auth, schema: schema('The agency') },
    async (request) => getAgency(deps.repository, agencyOf(request)),
  );

  const log = { summary: 'The agency’s change log', response: responses({ 200: auditLogResponseSchema }) };
  app.get(
    '/berater/agentur/protokoll',
    { config: { cachedRead: true }, ...auth, schema: log },
    async (request) => listAgencyLog(deps.repository, agencyOf(request)),
  );

  const profileChange = { ...schema('Change the agency’s contact data'), body: zodBody(agencyProfileSchema) };
  app.put('/berater/agentur', { ...auth, schema: profileChange }, async (request) => {
    const adviser = requireAdviser(request);
    await changeAgencyProfile(deps.repository, adviser, request.body);
    return getAgency(deps.repository, adviser.agencyId);
  });

  const brandChange = { ...schema('Change the agency’s brand tokens'), body: zodBody(agencyBrandSchema) };
  app.put('/berater/agentur/marke', { ...auth, schema: brandChange }, async (request) => {
    const adviser = requireAdviser(request);
    await changeAgencyBrand(deps, adviser, request.body.tokens);
    return getAgency(deps.repository, adviser.agencyId);
  });

  for (const [path, field] of [
    ['/berater/agentur/logo', 'logo'],
    ['/berater/agentur/foto', 'photo'],
  ] as const) {
    app.post(
      path,
      { ...auth, schema: schema(`Upload the agency’s ${field} (multipart field file)`) },
      async (request) => {
        const adviser = requireAdviser(request);
        await uploadAgencyImage(deps, adviser, field, await readAvatarUpload(request));
        return getAgency(deps.repository, adviser.agencyId);
      },
    );
  }

  const legalChange = {
    ...schema('Set or remove one of the agency’s legal texts'),
    params: legalKeyParamsSchema,
    body: zodBody(legalTextInputSchema),
  };
  app.put(
    '/berater/agentur/rechtstexte/:key',
    {
      ...auth,
      // A key that names no text is a 404 before the body's 422.
      preValidation: async (request) => {
        if (!isAgencyLegalKey((request.params as { key?: string }).key)) throw new AppError('not_found');
      },
      schema: legalChange,
    },
    async (request) => {
      const adviser = requireAdviser(request);
      const { key } = request.params;
      if (!isAgencyLegalKey(key)) throw new AppError('not_found');
      await changeAgencyLegalText(deps.repository, adviser, key, request.body.markdown);
      return getAgency(deps.repository, adviser.agencyId);
    },
  );
};
