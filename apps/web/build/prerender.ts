import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Rollup } from 'vite';

/**
 * Build-time helpers of the first load (docs/decisions/011-…): each runs its own small Vite build of
 * the app's sources (no config file, so none of the app build's plugins), with the app's own CSS
 * module names and asset URLs.
 */
const quiet: InlineConfig = { configFile: false, logLevel: 'warn', envDir: false };

function outputItems(output: Rollup.RollupOutput | Rollup.RollupOutput[] | unknown) {
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  return outputs.flatMap((o) => o.output);
}

function firstChunk(output: Rollup.RollupOutput | Rollup.RollupOutput[] | unknown): Rollup.OutputChunk {
  const chunk = outputItems(output).find((item) => item.type === 'chunk' && item.isEntry);
  if (chunk?.type !== 'chunk') throw new Error('prerender: the build produced no entry chunk');
  return chunk;
}

/** The boot script (src/app/boot/boot-entry.ts) as one minified classic script with its data compiled in. */
export async function buildBootScript(webRoot: string, define: Record<string, unknown>): Promise<string> {
  const output = await build({
    ...quiet,
    root: webRoot,
    define: Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
    build: {
      write: false,
      emptyOutDir: false,
      outDir: path.join(webRoot, 'node_modules/.cache/kp-boot'),
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      lib: {
        entry: path.join(webRoot, 'src/app/boot/boot-entry.ts'),
        formats: ['iife'],
        name: 'kundenportalBoot',
      },
    },
  });
  return firstChunk(output).code.trim();
}

/**
 * The prerendered pages (src/app/boot/shells.ts rendered with react-dom/server): an SSR build of that
 * module (our packages bundled, node_modules external), loaded from a file below node_modules/.cache
 * so that Node resolves React from the repository's node_modules.
 */
export async function renderShells(webRoot: string): Promise<{ login: string; app: Record<string, string> }> {
  const output = await build({
    ...quiet,
    root: webRoot,
    ssr: { noExternal: [/^@kundenportal\//] },
    build: {
      write: false,
      emptyOutDir: false,
      outDir: path.join(webRoot, 'node_modules/.cache/kp-prerender'),
      ssr: path.join(webRoot, 'src/app/boot/shells.ts'),
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
    },
  });
  // Every chunk of this build (the app's lazy routes are chunks of their own), in a directory of its own.
  const dir = path.resolve(
    webRoot,
    `../../node_modules/.cache/kundenportal-prerender/${process.pid}-${Date.now()}`,
  );
  for (const item of outputItems(output)) {
    const file = path.join(dir, item.fileName);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, item.type === 'chunk' ? item.code : item.source);
  }
  try {
    const entry = path.join(dir, firstChunk(output).fileName);
    const module = (await import(pathToFileURL(entry).href)) as {
      renderLoginShell: () => string;
      renderAppShells: () => Record<string, string>;
    };
    return { login: module.renderLoginShell(), app: module.renderAppShells() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
