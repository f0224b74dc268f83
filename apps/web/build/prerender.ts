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

function firstChunk(output: Rollup.RollupOutput | Rollup.RollupOutput[] | unknown): Rollup.OutputChunk {
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((item) => item.type === 'chunk' && item.isEntry);
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
 * The login page's markup (src/app/boot/login-shell.tsx rendered with react-dom/server): an SSR build
 * of that module (our packages bundled, node_modules external), loaded from a file below
 * node_modules/.cache so that Node resolves React from the repository's node_modules.
 */
export async function renderLoginShell(webRoot: string): Promise<string> {
  const output = await build({
    ...quiet,
    root: webRoot,
    ssr: { noExternal: [/^@kundenportal\//] },
    build: {
      write: false,
      emptyOutDir: false,
      outDir: path.join(webRoot, 'node_modules/.cache/kp-prerender'),
      ssr: path.join(webRoot, 'src/app/boot/login-shell.tsx'),
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
    },
  });
  const dir = path.resolve(webRoot, '../../node_modules/.cache/kundenportal-prerender');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `login-shell-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, firstChunk(output).code);
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderLoginShell: () => string };
    return module.renderLoginShell();
  } finally {
    rmSync(file, { force: true });
  }
}
