import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { describe, expect, it } from 'vitest';
import { clientHeaders, createTestApp } from '../helpers/test-app';

describe("Fastify's own refusals before routing", () => {
  it('answers a path parameter over 4096 characters (e.g. a contract link) with the German error body', async () => {
    const { app } = await createTestApp();
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/api/jwtcontracts/${'a'.repeat(5000)}`,
        headers: clientHeaders,
      });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ error: 'bad_request', message: errorCatalogue.bad_request.message });
      expect(response.body).not.toContain('FST_ERR');
    } finally {
      await app.close();
    }
  });
});
