import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Smallest JSON body compressed (docs/decisions/045-compressed-responses.md). Measured here: below 1 KB
 * gzip saves under 600 bytes, which next to our ~880 bytes of response headers rarely saves a TCP segment,
 * for ~10–12 µs of CPU per response; from 1 KB on the body shrinks by 55–70 %.
 */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

const JSON_TYPE = /^application\/json(?:;|$)/;

const apiCompression = {
  // gzip first: as small as brotli at these sizes for half its CPU; brotli for clients without gzip.
  encodings: ['gzip', 'br'] as ('gzip' | 'br')[],
  threshold: API_COMPRESSION_THRESHOLD_BYTES,
  // A function, not a RegExp: the plugin's `instanceof RegExp` fails across realms (the test runner).
  customTypes: (contentType: string) => JSON_TYPE.test(contentType),
};

/**
 * Compresses the API's JSON responses of at least the threshold. Only routes under /api opt in, so the web
 * app's files keep their build-time compression (web-app.ts) and are never compressed per request; event
 * streams are never buffered. Request bodies are not decompressed.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.compress === undefined) route.compress = apiCompression;
  });
  await app.register(compress, { global: false, globalDecompression: false, ...apiCompression });
});
