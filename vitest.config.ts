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
          // One database per worker on PGlite (each worker opens its own, test/helpers/database.ts), so
          // files run two at a time; on PostgreSQL all workers would share one database: one at a time.
          fileParallelism: !process.env.DATABASE_URL,
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
