import { isFormKey } from '@kundenportal/domain/adviser-forms/form-availability';
import { formSubmissionSchema } from '@kundenportal/domain/adviser-forms/form-body-schema';
import { formPersonQuerySchema } from '@kundenportal/domain/adviser-forms/form-person';
import {
  formDetailResponseSchema,
  formListSchema,
  formPreviewResponse,
  formSentSchema,
} from '@kundenportal/domain/adviser-forms/form-responses';
import { checkedBody } from '@kundenportal/domain/validation/checked-body';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { bodyContext } from '../../lib/body-context';
import { owned } from '../../lib/owned';
import type { RateLimiter } from '../../lib/rate-limiter';
import { responses } from '../../lib/route-responses';
import { requireSession } from '../../plugins/session';
import { checkSubmission } from './check-submission';
import {
  type AdviserFormsDeps,
  availableTemplate,
  formCustomer,
  getForm,
  listForms,
  submitForm,
} from './form-service';
import type { TemplateRow } from './repository';

export type AdviserFormsRouteDeps = AdviserFormsDeps & {
  limiter: RateLimiter;
  /** PDF renders (previews and sends) per customer within the window. */
  limit: { max: number; windowSeconds: number };
};

/** The body holds a drawn signature as SVG and PNG (up to 0.5 and 2 million characters). */
const BODY_LIMIT = 3 * 1024 * 1024;

const keyParams = z.object({ key: z.string().meta({ description: 'a form of the customer’s adviser' }) });

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
 * PDF preview or sends the signed form. 401, then 403 (no adviser, makler_light) and 404 (unknown or switched
 * off form) in preValidation, 422, 409 (the form changed meanwhile), 429 (renders of accepted bodies per
 * customer). The submitted body is checked against the form's template by the route's schema (ADR 143): its
 * rules are the template's, and one 422 names the body's and the template's problems together.
 */
export const adviserFormsRoutes: FastifyPluginAsyncZod<AdviserFormsRouteDeps> = async (app, routeDeps) => {
  const auth = { onRequest: app.authenticate };
  const deps = {
    ...routeDeps,
    countRender: (userId: number) =>
      routeDeps.limiter.consume([{ key: `adviser-forms:user:${userId}`, ...routeDeps.limit }]),
  };
  /** The customer, with an adviser and not makler_light (403 otherwise). */
  const customer = owned((request: FastifyRequest) => formCustomer(deps, requireSession(request).userId));
  /** The path's form as the customer's agency publishes it now, where the customer may fill it in (404). */
  const form = owned(async (request: FastifyRequest) => {
    await customer.preValidation(request);
    const found = customer.of(request);
    const row = await availableTemplate(deps, found, formKey(request));
    const person = await formPerson(request, found.id);
    // Filled in for another person of the household (ADR 183): that person signs, under their name.
    return { customer: person ? { ...found, name: person.name } : found, row, personId: person?.id ?? null };
  });
  /**
   * The household's person of `?person=` (ADR 183), or null without one: 404 for another household's or
   * an unknown id, here before the schema's 422 (ADR 100); a malformed value is the schema's.
   */
  async function formPerson(request: FastifyRequest, userId: number) {
    const parsed = formPersonQuerySchema.safeParse(request.query);
    const personId = parsed.success ? parsed.data.person : undefined;
    if (personId === undefined) return null;
    const found = await deps.repository.householdPerson(userId, personId);
    if (found === null) throw new AppError('not_found');
    return found;
  }
  /** The form a body is sent to, for the body's check: the validator is given the body, not the request. */
  const sentTo = bodyContext<TemplateRow>();
  const sentForm = async (request: FastifyRequest) => {
    await form.preValidation(request);
    sentTo.keep(request, form.of(request).row);
  };
  const submission = checkedBody(formSubmissionSchema, (body) => {
    const checked = checkSubmission(body, (sent) => sentTo.of(sent), deps.now());
    // As fieldless entries they are sent as the form engine wrote them: in its order, a field named twice
    // (an unknown top-level key and a value of the same name) twice, a field name with '/' or '' as it is.
    return checked.ok ? checked : { ok: false, errors: {}, general: checked.entries };
  });

  app.get(
    '/forms',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'The adviser’s forms the customer may fill in and sign',
        response: responses({ 200: formListSchema }),
      },
    },
    async (request) => ({ forms: await listForms(deps, customer.of(request)) }),
  );

  app.get(
    '/forms/:key',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: form.preValidation,
      schema: {
        summary: 'A form with the customer’s prefilled values',
        params: keyParams,
        querystring: formPersonQuerySchema,
        response: responses({ 200: formDetailResponseSchema }),
      },
    },
    async (request) => {
      const { customer: found, row, personId } = form.of(request);
      return getForm(deps, found, row, personId);
    },
  );

  app.post(
    '/forms/:key',
    {
      ...auth,
      bodyLimit: BODY_LIMIT,
      preValidation: sentForm,
      schema: {
        body: submission,
        summary: 'Preview (PDF) or sign and send a form',
        params: keyParams,
        querystring: formPersonQuerySchema,
        response: responses({ 200: formPreviewResponse, 201: formSentSchema }),
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const result = await submitForm(
        deps,
        {
          userId: session.userId,
          sessionId: session.sessionId,
          ip: request.ip ?? null,
          userAgent: request.headers['user-agent'] ?? null,
          personId: form.of(request).personId,
        },
        form.of(request),
        request.body,
      );
      if (result.preview)
        return (
          reply
            .type('application/pdf')
            .header('content-disposition', contentDisposition('inline', result.filename))
            .header('cache-control', 'private, no-store')
            // The PDF's bytes, which the schema documents as a binary string.
            .send(Buffer.from(result.pdf) as unknown as string)
        );
      app.outbox.kick();
      const { preview: _preview, ...sent } = result;
      return reply.status(201).send(sent);
    },
  );
};
