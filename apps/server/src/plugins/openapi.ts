import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_VERSION } from '@kundenportal/domain/api/client-headers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI 3.1 document of every route, generated from the zod route schemas (the domain's), at
 * GET /api/openapi.json, and a reference page at /api/docs. Both are public (clientCheck: false): outside
 * checks fetch them without client headers, and they describe only what the API's own clients already
 * ship. Registered before the routes, so every later route appears by itself
 * (docs/decisions/010-openapi-and-strict-bodies.md).
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const zodTransform = createJsonSchemaTransform({ skipList: [] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kundenportal API',
        version: API_VERSION,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        description:
          'JSON under /api. Every request except health, ready, metrics and this document carries the client headers ' +
          'X-Client-Id, X-Client-Secret, X-App-Version and X-Api-Version; routes with a session need ' +
          '`Authorization: Bearer <token>`. Validation failures are 422 `{ errors: ["field=>Nachricht"] }`; ' +
          'a field an endpoint does not take is such a failure too.',
      },
      // The document describes the server that serves it: paths are absolute, /api included.
      servers: [{ url: '/', description: 'this portal' }],
      components: {
        securitySchemes: { session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const output = zodTransform(input);
      // Routes behind app.authenticate or app.authenticateAdviser (decorated by the session plugin before
      // the document is built) need the session; every other route says it needs none.
      const hooks = [input.route.onRequest, input.route.preValidation, input.route.preHandler].flat();
      const needsSession = hooks.includes(app.authenticate) || hooks.includes(app.authenticateAdviser);
      const method = [input.route.method].flat()[0] ?? 'get';
      return {
        ...output,
        schema: {
          ...output.schema,
          operationId: operationId(method, input.url),
          security: needsSession ? [{ session: [] }] : [],
        },
      };
    },
    hideUntagged: false,
  });

  app.get(OPENAPI_PATH, { config: { clientCheck: false }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(async (docs) => {
    // The reference page's own routes (page, scripts, styles) are as public as the document.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, clientCheck: false };
    });
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    });
  });
});

/** A stable, unique id of an operation from its method and path: GET /api/persons/:id → getApiPersonsId. */
export function operationId(method: string, url: string): string {
  const words = url
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}
