import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores of the CI machine (the default leaves one idle): the unit run takes about 40 % less.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One database per worker, so files run two at a time: on PGlite each worker opens its own
          // (test/helpers/database.ts), on PostgreSQL each gets `<database>_w<worker>` (the setup file).
          setupFiles: ['apps/server/test/helpers/worker-database.setup.ts'],
          isolate: false,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
