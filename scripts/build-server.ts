/**
 * Builds the server for production (docs/decisions/011-production-server-build.md): esbuild bundles
 * apps/server/src/main.ts and admin.ts with our own TypeScript (the domain package's sources included) into
 * plain JavaScript; packages from node_modules stay external and load from node_modules as they are.
 *
 *   node --import tsx scripts/build-server.ts [outdir]   (default apps/server/dist)
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
export const defaultServerOutdir = path.join(serverDir, 'dist');

/**
 * Every bare import except our workspace packages is external. Bundling node_modules as well saves
 * little start-up time (measured in ADR 011) and breaks packages that load files next to their own
 * module (PGlite's WebAssembly, pino's worker threads).
 */
const externalNodeModules: Plugin = {
  name: 'external-node-modules',
  setup(on) {
    on.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kundenportal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Writes main.js and admin.js (with source maps) to `outdir`, which must lie inside the repository. */
export async function buildServer(outdir: string = defaultServerOutdir): Promise<void> {
  const absolute = path.resolve(outdir);
  if (path.relative(root, absolute).startsWith('..')) {
    // External packages resolve from node_modules upwards of the bundle.
    throw new Error(`outdir must lie inside ${root} (node_modules are resolved from there): ${absolute}`);
  }
  rmSync(absolute, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts'), path.join(serverDir, 'src/admin.ts')],
    outdir: absolute,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // One file per entry: shared code is duplicated rather than split, so each starts with one read.
    splitting: false,
    plugins: [externalNodeModules],
    // apps/server/src/server-dir.ts: where migrations and the web app are, seen from the bundle.
    define: { BUNDLE_TO_SERVER_DIR: JSON.stringify(path.relative(absolute, serverDir) || '.') },
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outdir = process.argv[2] ?? defaultServerOutdir;
  const started = performance.now();
  await buildServer(outdir);
  console.log(
    `Server built to ${path.relative(root, path.resolve(outdir))} in ${Math.round(performance.now() - started)} ms`,
  );
}
