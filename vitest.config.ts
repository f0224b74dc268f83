import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The compiled modules kept on disk (`experimental.fsModuleCache`) are keyed by, among others, the ssr
 * environment's `resolve.external`, which vitest fills with Node's builtin modules and otherwise leaves unused
 * (it externalises modules itself). Node 22+ lists modules that exist only with the `node:` prefix (`node:sea`,
 * `node:sqlite`, `node:test`): without them the key is the same on Node 20 (npm test) and Node 24 (CI's
 * PostgreSQL pass), so the second pass reads what the first compiled (ADR 340).
 */
const moduleCacheKeyOnEveryNode: Plugin = {
  name: 'kundenportal:module-cache-key-on-every-node',
  // After every plugin's config hooks (vitest fills the list in its own, the last `post` one).
  configResolved(config) {
    for (const environment of Object.values(config.environments)) {
      const external = environment.resolve.external;
      if (!Array.isArray(external)) continue;
      const prefixOnly = external.filter((id) => /^node:(node:)?(sea|sqlite|test)(\/|$)/.test(id));
      for (const id of prefixOnly) external.splice(external.indexOf(id), 1);
    }
  },
};

/**
 * A route test renders the whole app and waits for several answers in a row; on a loaded machine one took
 * over the default 5 s (bedarfscheck-routes, at a load of 13). The cap is not a wait: a passing test ends
 * as soon as its last expectation holds.
 */
const web = {
  environment: 'happy-dom' as const,
  setupFiles: ['apps/web/src/test/setup.ts'],
  testTimeout: 15_000,
};

/** Web tests that need a module graph and window of their own (the project 'web-isolated'). */
const webIsolated = [
  // vi.mock replaces a module the shared graph may already hold, imported by a component another
  // file loaded before: the browser's WebAuthn library, the PDF viewer, the image cropper.
  'apps/web/src/app/workspace-access-routes.test.tsx',
  'apps/web/src/app/pages/contract-list-page.test.tsx',
  'apps/web/src/features/auth/components/passkey-login-button.test.tsx',
  'apps/web/src/features/auth/components/passkey-settings.test.tsx',
  'apps/web/src/features/auth/components/passkey-prompt.test.tsx',
  'apps/web/src/features/adviser-forms/routes/adviser-form-preview-load.test.tsx',
  'apps/web/src/features/avatar/routes/avatar-page.test.tsx',
  // The app's router (a module singleton other files load) listens to the window's popstate too and
  // numbers a typed address before this test's own history can.
  'apps/web/src/app/hash-history.test.ts',
];

/**
 * vitest's order (projects by name: domain, server, web, web-isolated), but the isolated web files before the
 * others: the last files of a run are its tail, and eight that each start a fresh module graph and window ran
 * there with one or two workers busy (~6 s); the web project's 155 short files fill a tail evenly.
 */
const projectOrder = ['domain', 'server', 'web-isolated', 'web'];
class IsolatedWebFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => projectOrder.indexOf(spec.project.name);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: IsolatedWebFirst },
    // Three files at a time on the CI machine's two cores: a third of the server's files wait on processes
    // they start or on a PostgreSQL (the cluster, shutdown, backup, main files), so a third worker keeps
    // the cores busy. Measured in CI runs on the same machine: 505 s against 547 s at two, 400 s against 460.
    maxWorkers: 3,
    // The compiled modules kept on disk (node_modules/.experimental-vitest-cache, emptied by a new npm ci):
    // CI's PostgreSQL pass and a second local run read them instead of compiling every file again (ADR 340).
    experimental: { fsModuleCache: true },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions, no vi.mock or globals changed: a worker's files share one module graph. A fresh
          // graph per file (182 files) cost 112 of the project's CPU-seconds against 25 (ADR 316).
          isolate: false,
        },
      },
      {
        plugins: [moduleCacheKeyOnEveryNode],
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One database per worker, so files run two at a time: on PGlite each worker opens its own
          // (test/helpers/database.ts), on PostgreSQL each gets `<database>_w<worker>` (the setup file).
          setupFiles: [
            'apps/server/test/helpers/worker-database.setup.ts',
            'apps/server/test/helpers/temp-dirs.setup.ts',
            'apps/server/test/helpers/timers-restored.setup.ts',
          ],
          // The run's temp folder, removed at its end (test/helpers/temp-dir.ts).
          globalSetup: ['apps/server/test/helpers/temp-root.global.ts'],
          isolate: false,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          ...web,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...webIsolated],
          // A worker's files share one module graph and window (about 4 x faster than a fresh one per
          // file); the setup file resets the module-level state a test can leave behind.
          isolate: false,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: { ...web, name: 'web-isolated', include: webIsolated, isolate: true },
      },
    ],
  },
});
