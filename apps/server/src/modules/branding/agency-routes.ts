import multipart from '@fastify/multipart';
import { parseBranding } from '@kundenportal/domain/branding/brand-tokens';
import { brandingTexts } from '@kundenportal/domain/texts/branding';
import type { LegalDocumentKey } from '@kundenportal/domain/texts/legal';
import {
  type Agency,
  agencyBrandSchema,
  agencyProfileSchema,
  isAgencyLegalKey,
  legalTextInputSchema,
} from '@kundenportal/domain/workspace/agency';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { AppError, ValidationError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { parseBody } from '../../lib/parse-body';
import { documentedBody } from '../../plugins/openapi';
import { requireAdviser } from '../../plugins/session';
import { imageUploadLimits, readAvatarUpload } from '../avatar/read-upload';
import { storedBranding } from './agent-branding';
import { setBranding } from './set-branding';

type Deps = {
  db: Db;
  store: BlobStore;
  /** The legal module's texts of an agency, and their change (composed in app.ts). */
  legal: {
    read: (agencyId: number) => Promise<Agency['legal']>;
    write: (agencyId: number, key: LegalDocumentKey, markdown: string | null) => Promise<void>;
  };
};

/**
 * The agency's page in the workspace (issue 14): contact data, brand (tokens checked for format and WCAG AA
 * contrast, logo and photo re-encoded as the admin command does), legal texts. Any adviser of the agency
 * may change them; every answer is the whole agency as GET /api/berater/agentur shows it.
 */
export const agencyRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const auth = { onRequest: app.authenticateAdviser };
  await app.register(multipart, { limits: imageUploadLimits });

  async function agencyAnswer(agencyId: number): Promise<Agency> {
    const [agent] = await deps.db.select().from(agents).where(eq(agents.id, agencyId));
    if (!agent) throw new AppError('user_not_found');
    return {
      id: agent.id,
      profile: {
        anrede: agent.anrede === 'Frau' ? 'Frau' : 'Herr',
        vorname: agent.vorname,
        name: agent.name,
        firma: agent.firma ?? '',
        email: agent.email ?? '',
        phone: agent.phone ?? '',
        mobile: agent.mobile ?? '',
        address: agent.address ?? '',
        addressnumber: agent.addressnumber ?? '',
        streetcode: agent.streetcode ?? '',
        city: agent.city ?? '',
        registernummer: agent.registernummer ?? '',
      },
      branding: storedBranding(agent.css) ?? {},
      logo: agent.logoPath ? `/api/agents/${agent.id}/logo?v=${agent.logoPath.slice(-8)}` : null,
      photo: Boolean(agent.avatarPath),
      legal: await deps.legal.read(agent.id),
    };
  }

  const agencyOf = (request: FastifyRequest) => requireAdviser(request).agencyId;

  app.get('/berater/agentur', auth, async (request) => agencyAnswer(agencyOf(request)));

  app.put('/berater/agentur', { ...auth, ...documentedBody(agencyProfileSchema) }, async (request) => {
    const agencyId = agencyOf(request);
    const profile = parseBody(agencyProfileSchema, request.body);
    const empty = (value: string) => (value === '' ? null : value);
    await deps.db
      .update(agents)
      .set({
        anrede: profile.anrede,
        vorname: profile.vorname,
        name: profile.name,
        firma: empty(profile.firma),
        email: profile.email,
        phone: empty(profile.phone),
        mobile: empty(profile.mobile),
        address: empty(profile.address),
        addressnumber: empty(profile.addressnumber),
        streetcode: empty(profile.streetcode),
        city: empty(profile.city),
        registernummer: empty(profile.registernummer),
      })
      .where(eq(agents.id, agencyId));
    return agencyAnswer(agencyId);
  });

  app.put('/berater/agentur/marke', { ...auth, ...documentedBody(agencyBrandSchema) }, async (request) => {
    const agencyId = agencyOf(request);
    const { tokens } = parseBody(agencyBrandSchema, request.body);
    const parsed = parseBranding(tokens);
    if (!parsed.ok) throw new ValidationError(parsed.errors.map((error) => `tokens=>${error}`));
    await setBranding(deps.db, deps.store, { agent: String(agencyId), tokens: parsed.tokens, reset: true });
    return agencyAnswer(agencyId);
  });

  for (const [path, field] of [
    ['/berater/agentur/logo', 'logo'],
    ['/berater/agentur/foto', 'photo'],
  ] as const) {
    app.post(path, auth, async (request) => {
      const agencyId = agencyOf(request);
      const image = await readAvatarUpload(request);
      try {
        await setBranding(deps.db, deps.store, { agent: String(agencyId), [field]: image });
      } catch (error) {
        if (error instanceof Error && error.message === brandingTexts.logoInvalid)
          throw new ValidationError([`file=>${brandingTexts.logoInvalid}`]);
        throw error;
      }
      return agencyAnswer(agencyId);
    });
  }

  app.put(
    '/berater/agentur/rechtstexte/:key',
    { ...auth, ...documentedBody(legalTextInputSchema) },
    async (request) => {
      const agencyId = agencyOf(request);
      const { key } = request.params as { key?: string };
      if (!isAgencyLegalKey(key)) throw new AppError('not_found');
      const { markdown } = parseBody(legalTextInputSchema, request.body);
      await deps.legal.write(agencyId, key, markdown);
      return agencyAnswer(agencyId);
    },
  );
};
