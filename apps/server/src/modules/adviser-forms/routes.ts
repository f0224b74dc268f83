import { isFormKey } from '@kundenportal/domain/adviser-forms/form-availability';
import { formSubmissionSchema } from '@kundenportal/domain/adviser-forms/form-body-schema';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { documentedBody } from '../../plugins/openapi';
import { requireSession } from '../../plugins/session';
import { type AdviserFormsDeps, getForm, listForms, submitForm } from './form-service';

export type AdviserFormsRouteDeps = AdviserFormsDeps & {
  limiter: RateLimiter;
  /** PDF renders (previews and sends) per customer within the window. */
  limit: { max: number; windowSeconds: number };
};

/** The body holds a drawn signature as SVG and PNG (up to 0.5 and 2 million characters). */
const BODY_LIMIT = 3 * 1024 * 1024;

const formKey = (request: FastifyRequest) => {
  const { key } = request.params as { key?: string };
  if (typeof key !== 'string' || !isFormKey(key)) throw new AppError('could_not_find_form');
  return key;
};

/** 'Maklervollmacht 2026-11-23.pdf' as a header value: ASCII fallback plus the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Adviser forms (issue 12): the list, one form with its prefilled values, and the submit that answers the
 * PDF preview or sends the signed form. 401, then 403 (no adviser, makler_light), 404 (unknown or switched
 * off form), 422, 409 (the form changed meanwhile), 429 (renders of accepted bodies per customer).
 */
export const adviserFormsRoutes: FastifyPluginAsync<AdviserFormsRouteDeps> = async (app, routeDeps) => {
  const auth = { onRequest: app.authenticate };
  const deps = {
    ...routeDeps,
    countRender: (userId: number) =>
      routeDeps.limiter.consume([{ key: `adviser-forms:user:${userId}`, ...routeDeps.limit }]),
  };

  app.get('/forms', auth, async (request) => ({
    forms: await listForms(deps, requireSession(request).userId),
  }));

  app.get('/forms/:key', auth, async (request) =>
    getForm(deps, requireSession(request).userId, formKey(request)),
  );

  app.post(
    '/forms/:key',
    { ...auth, bodyLimit: BODY_LIMIT, ...documentedBody(formSubmissionSchema) },
    async (request, reply) => {
      const session = requireSession(request);
      const key = formKey(request);
      const result = await submitForm(
        deps,
        {
          userId: session.userId,
          sessionId: session.sessionId,
          ip: request.ip ?? null,
          userAgent: request.headers['user-agent'] ?? null,
        },
        key,
        request.body,
      );
      if (result.preview)
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition('inline', result.filename))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(result.pdf));
      app.outbox.kick();
      const { preview: _preview, ...sent } = result;
      return reply.status(201).send(sent);
    },
  );
};
