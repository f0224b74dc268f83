import multipart from '@fastify/multipart';
import { DEFAULT_BRAND, parseBranding } from '@kundenportal/domain/branding/brand-tokens';
import { brandingTexts } from '@kundenportal/domain/texts/branding';
import type { LegalDocumentKey } from '@kundenportal/domain/texts/legal';
import {
  type Agency,
  agencyBrandSchema,
  agencyProfileSchema,
  isAgencyLegalKey,
  legalTextInputSchema,
} from '@kundenportal/domain/workspace/agency';
import { agencyLogSchema, agencySchema } from '@kundenportal/domain/workspace/agency-responses';
import { AGENCY_LOG_LIMIT } from '@kundenportal/domain/workspace/audit-log';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { adviserAuditEntries, fieldChanges, writeAdviserAudit } from '../../lib/adviser-audit';
import { AppError, ValidationError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { imageUploadLimits, readAvatarUpload } from '../../lib/image/read-upload';
import { responses } from '../../lib/route-responses';
import { storedBranding } from '../../lib/stored-branding';
import { zodBody } from '../../lib/zod-body';
import { requireAdviser } from '../../plugins/session';
import { changeAgencyProfile, profileOf } from './agency-profile';
import { setBranding } from './set-branding';

type Deps = {
  db: Db;
  store: BlobStore;
  /** The legal module's texts of an agency, and their change, in `db` or a transaction (`app.agencyLegal`). */
  legal: {
    read: (db: Db, agencyId: number) => Promise<Agency['legal']>;
    write: (db: Db, agencyId: number, key: LegalDocumentKey, markdown: string | null) => Promise<void>;
  };
};

/** The version of a legal text for the log: null while the agency shows the default text. */
const legalVersionOf = (text: Agency['legal'][LegalDocumentKey]) =>
  text.markdown === null ? null : text.version;

/**
 * The agency's page in the workspace (issue 14): contact data, brand (tokens checked for format and WCAG AA
 * contrast, logo and photo re-encoded as the admin command does), legal texts. Any adviser of the agency
 * may change them; every answer is the whole agency as GET /api/berater/agentur shows it. Each real change
 * is logged under the agency (customer null) in its transaction; GET …/protokoll lists that log.
 */
export const agencyRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const auth = { onRequest: app.authenticateAdviser };
  await app.register(multipart, { limits: imageUploadLimits });

  async function agencyAnswer(agencyId: number): Promise<Agency> {
    const [agent] = await deps.db.select().from(agents).where(eq(agents.id, agencyId));
    if (!agent) throw new AppError('user_not_found');
    return {
      id: agent.id,
      profile: profileOf(agent),
      branding: storedBranding(agent.css) ?? {},
      logo: agent.logoPath ? `/api/agents/${agent.id}/logo?v=${agent.logoPath.slice(-8)}` : null,
      photo: Boolean(agent.avatarPath),
      legal: await deps.legal.read(deps.db, agent.id),
    };
  }

  const agencyOf = (request: FastifyRequest) => requireAdviser(request).agencyId;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const agency = responses({ 200: agencySchema });
  const schema = (summary: string, more: Record<string, unknown> = {}) => ({
    summary,
    response: agency,
    ...more,
  });

  app.get('/berater/agentur', { ...auth, schema: schema('The agency') }, async (request) =>
    agencyAnswer(agencyOf(request)),
  );

  const log = { summary: 'The agency’s change log', response: responses({ 200: agencyLogSchema }) };
  app.get('/berater/agentur/protokoll', { ...auth, schema: log }, async (request) => ({
    entries: await adviserAuditEntries(deps.db, agencyOf(request), null, AGENCY_LOG_LIMIT),
  }));

  const profileChange = { ...schema('Change the agency’s contact data'), body: zodBody(agencyProfileSchema) };
  api.put('/berater/agentur', { ...auth, schema: profileChange }, async (request) => {
    const adviser = requireAdviser(request);
    await changeAgencyProfile(deps.db, adviser, request.body);
    return agencyAnswer(adviser.agencyId);
  });

  const brandChange = { ...schema('Change the agency’s brand tokens'), body: zodBody(agencyBrandSchema) };
  api.put('/berater/agentur/marke', { ...auth, schema: brandChange }, async (request) => {
    const adviser = requireAdviser(request);
    const { tokens } = request.body;
    const parsed = parseBranding(tokens);
    if (!parsed.ok) throw new ValidationError(parsed.errors.map((error) => `tokens=>${error}`));
    await setBranding(
      deps.db,
      deps.store,
      { agent: String(adviser.agencyId), tokens: parsed.tokens, reset: true },
      async (tx, { before, after }) => {
        // As the customers see it: a token left out is the portal's own value.
        const changes = fieldChanges(
          'brand',
          { ...DEFAULT_BRAND, ...before },
          { ...DEFAULT_BRAND, ...after },
        );
        if (changes.length) await writeAdviserAudit(tx, adviser, null, 'agency_brand_changed', changes);
      },
    );
    return agencyAnswer(adviser.agencyId);
  });

  for (const [path, field, action] of [
    ['/berater/agentur/logo', 'logo', 'agency_logo_changed'],
    ['/berater/agentur/foto', 'photo', 'agency_photo_changed'],
  ] as const) {
    app.post(
      path,
      { ...auth, schema: schema(`Upload the agency’s ${field} (multipart field file)`) },
      async (request) => {
        const adviser = requireAdviser(request);
        const image = await readAvatarUpload(request);
        try {
          await setBranding(deps.db, deps.store, { agent: String(adviser.agencyId), [field]: image }, (tx) =>
            writeAdviserAudit(tx, adviser, null, action, []),
          );
        } catch (error) {
          if (error instanceof Error && error.message === brandingTexts.logoInvalid)
            throw new ValidationError([
              `file=>${field === 'photo' ? brandingTexts.photoInvalid : brandingTexts.logoInvalid}`,
            ]);
          throw error;
        }
        return agencyAnswer(adviser.agencyId);
      },
    );
  }

  const legalChange = {
    ...schema('Set or remove one of the agency’s legal texts'),
    params: z.object({ key: z.string().meta({ description: 'nutzungsbedingungen or datenschutz' }) }),
    body: zodBody(legalTextInputSchema),
  };
  api.put(
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
      const { markdown } = request.body;
      await deps.db.transaction(async (tx) => {
        // One change at a time per agency: `before` is what this change replaces.
        await tx.execute(sql`select id from agents where id = ${adviser.agencyId} for update`);
        const before = legalVersionOf((await deps.legal.read(tx, adviser.agencyId))[key]);
        await deps.legal.write(tx, adviser.agencyId, key, markdown);
        const after = legalVersionOf((await deps.legal.read(tx, adviser.agencyId))[key]);
        if (before !== after)
          await writeAdviserAudit(tx, adviser, null, 'agency_legal_changed', [
            { key: `legal.${key}`, before, after },
          ]);
      });
      return agencyAnswer(adviser.agencyId);
    },
  );
};
