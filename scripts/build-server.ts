/**
 * Builds the server for production (docs/decisions/011-production-server-build.md): esbuild bundles
 * apps/server/src/main.ts and admin.ts with our own TypeScript (the domain package's sources included) into
 * plain JavaScript; packages from node_modules stay external and load from node_modules as they are.
 *
 *   node --import tsx scripts/build-server.ts [outdir] [--if-stale]   (default apps/server/dist)
 *
 * `--if-stale` builds only when the bundle is missing or a source it was built from changed since
 * (`npm run admin` runs the bundle this way, without a second or two of building each time).
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { gitHead } from '../apps/server/src/modules/devtools/build-info';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
export const defaultServerOutdir = path.join(serverDir, 'dist');
/** The bundle's own sources (paths from the repository root), written next to it to tell when it is stale. */
const sourcesFile = 'sources.json';
const entries = ['main', 'admin'];

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
  const { metafile } = await build({
    entryPoints: entries.map((entry) => path.join(serverDir, `src/${entry}.ts`)),
    absWorkingDir: root,
    metafile: true,
    outdir: absolute,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // Code both entries share goes to a chunk of its own, and so does each module loaded with `import()`
    // (the S3 store): a package only such a module imports loads when it is first used, not at every start
    // (ADR 340).
    splitting: true,
    plugins: [externalNodeModules],
    // apps/server/src/server-dir.ts: where migrations and the web app are, seen from the bundle.
    // modules/devtools/build-info.ts: the commit and time of this build, for the diagnostics page.
    define: {
      BUNDLE_TO_SERVER_DIR: JSON.stringify(path.relative(absolute, serverDir) || '.'),
      BUILD_INFO: JSON.stringify({ commit: gitHead(root), builtAt: new Date().toISOString() }),
    },
    logLevel: 'warning',
  });
  // An object define (BUILD_INFO) is an input of its own, '<define:BUILD_INFO>': no file, so not a source.
  const files = Object.keys(metafile.inputs).filter((input) => !input.startsWith('<'));
  const sources = [...files, path.relative(root, fileURLToPath(import.meta.url))];
  writeFileSync(path.join(absolute, sourcesFile), JSON.stringify(sources));
}

/** Whether `outdir` holds a bundle built after the last change of every source it was built from. */
export function isServerBuildCurrent(outdir: string = defaultServerOutdir): boolean {
  try {
    const builtAt = Math.min(...entries.map((entry) => statSync(path.join(outdir, `${entry}.js`)).mtimeMs));
    const sources = JSON.parse(readFileSync(path.join(outdir, sourcesFile), 'utf8')) as string[];
    return sources.every((source) => statSync(path.join(root, source)).mtimeMs <= builtAt);
  } catch {
    // No bundle, no list of its sources (built before the list existed), or a source that is gone.
    return false;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const ifStale = args.includes('--if-stale');
  const outdir = args.find((arg) => !arg.startsWith('--')) ?? defaultServerOutdir;
  if (!ifStale || !isServerBuildCurrent(outdir)) {
    const started = performance.now();
    await buildServer(outdir);
    // On stderr: the admin command's output (e.g. a printed link) stays alone on stdout.
    console.error(
      `Server built to ${path.relative(root, path.resolve(outdir))} in ${Math.round(performance.now() - started)} ms`,
    );
  }
}
