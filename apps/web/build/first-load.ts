import path from 'node:path';
import type { Plugin } from 'vite';
import { LANDING_READS } from '../../../packages/domain/src/routing/landing-reads';
import { LANDING_ROUTES, paths } from '../../../packages/domain/src/routing/paths';
import { landingShellId, SHELL_TEMPLATE_IDS } from '../src/app/boot/shell-ids';
import { buildBootScript, renderShells } from './prerender';

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type OutputAsset = { type: 'asset'; fileName: string; source: string | Uint8Array };
type Bundle = Record<string, OutputChunk | OutputAsset>;

/** The first routes a page load can open, by the module of their lazily loaded chunk. */
export type FirstRoutes = {
  /** The app's start module, imported by the entry (src/main.tsx) after the first paint. */
  start: string;
  login: string;
  app: string;
  /** Each landing page's module, by its path (packages/domain LANDING_ROUTES). */
  landing: Record<string, string>;
};

const ROOT = '<div id="root"></div>';

/**
 * First load without a request waterfall and with a first paint before the JavaScript
 * (docs/decisions/046-prerendered-login-and-boot-script.md):
 * - the entry's stylesheet, the app's and the login page's CSS inlined into index.html, so no stylesheet
 *   blocks the first render and the prerendered login page is styled at once;
 * - the app's start chunk (React, router, query cache, shell), which the small entry imports after
 *   the first paint (src/main.tsx), preloaded by the boot script;
 * - the login page prerendered at build time (build/prerender.ts) into a <template>;
 * - a small inline boot script after #root (src/app/boot/boot-script.ts) that, knowing whether a
 *   session token is stored and which hash route opens, preloads the start chunk and that route's
 *   chunks (the login page's, or the app layout's and the landing page's), starts GET /api/users/me
 *   for a logged-in user, and shows the prerendered login page to a visitor who will see exactly that.
 * Hash routes: the server cannot know the route, so the page decides; the build names the chunks.
 */
export function firstLoad(routes: FirstRoutes): Plugin {
  let base = '/';
  let webRoot = '';
  return {
    name: 'kundenportal:first-load',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      webRoot = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle as Bundle | undefined;
        if (!bundle) return html;
        const url = (file: string) => `${base}${file}`;
        const inHtml = (file: string) => html.includes(`${url(file)}"`);
        // Every load needs the app's start chunk (without the boot script the entry's import loads it).
        const start = routeFiles(bundle, routes.start, inHtml);
        const loaded = (file: string) => inHtml(file) || start.all.has(file);
        const login = routeFiles(bundle, routes.login, loaded);
        const app = routeFiles(bundle, routes.app, loaded);
        const landings = LANDING_ROUTES.map((route) => {
          const module = routes.landing[route];
          if (!module) throw new Error(`first-load: no module for the landing route ${route}`);
          return { route, ...routeFiles(bundle, module, (file) => loaded(file) || app.all.has(file)) };
        });

        const [bootScript, shells] = await Promise.all([
          buildBootScript(webRoot, {
            __BOOT_CONFIG__: {
              routes: {
                login: paths.login,
                forgotPassword: paths.forgotPassword,
                landings: LANDING_ROUTES,
                reads: LANDING_READS,
              },
              files: {
                start: start.js.map(url),
                // The login page's CSS is inlined below: the prerendered page needs it for its first paint.
                login: login.js.map(url),
                app: [...app.js, ...app.css].map(url),
                landing: Object.fromEntries(
                  landings.map((landing) => [landing.route, [...landing.js, ...landing.css].map(url)]),
                ),
              },
            },
          }),
          renderShells(webRoot),
        ]);
        if (!html.includes(ROOT)) throw new Error(`first-load: index.html has no ${ROOT}`);

        // The app's own CSS (start chunk) and the login page's: the prerendered page needs both to paint.
        const loginCss = [...start.css, ...login.css].map((file) => cssOf(bundle, file)).join('');
        // The app shells' own CSS goes with them: only a logged-in load that shows one needs it.
        const appCss = app.css.map((file) => cssOf(bundle, file)).join('');
        const templates = [
          `<template id="${SHELL_TEMPLATE_IDS.login}">${shells.login}</template>`,
          `<template id="${SHELL_TEMPLATE_IDS.appStyle}"><style>${escapeStyle(appCss)}</style></template>`,
          ...landings.map((landing) => {
            const css = landing.css.map((file) => cssOf(bundle, file)).join('');
            const shell = shells.app[landing.route];
            if (!shell) throw new Error(`first-load: no shell for the landing route ${landing.route}`);
            const style = css ? `<style>${escapeStyle(css)}</style>` : '';
            return `<template id="${landingShellId(landing.route)}">${style}${shell}</template>`;
          }),
        ].join('\n    ');
        const inlined = html
          .replace(/<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g, (tag, href: string) => {
            const source = cssOf(bundle, href.slice(base.length));
            return source ? `<style>${escapeStyle(source)}</style>` : tag;
          })
          .replace('</head>', `${loginCss ? `<style>${escapeStyle(loginCss)}</style>\n` : ''}</head>`)
          .replace(
            ROOT,
            `${templates}\n    ${ROOT}\n    <script>${bootScript.replaceAll('</script', '<\\/script')}</script>`,
          );
        return inlined;
      },
    },
  };
}

/** A route's lazily loaded chunk and its static imports (JS and CSS), without what `skip` excludes. */
function routeFiles(bundle: Bundle, module: string, skip: (file: string) => boolean) {
  const wanted = path.normalize(module);
  const chunk = Object.values(bundle).find(
    (item): item is OutputChunk =>
      item.type === 'chunk' &&
      ((item.facadeModuleId?.endsWith(wanted) ?? false) || item.moduleIds.some((id) => id.endsWith(wanted))),
  );
  if (!chunk) throw new Error(`first-load: no chunk for ${module}`);
  const all = new Set<string>();
  const js: string[] = [];
  const css: string[] = [];
  const add = (item: OutputChunk) => {
    if (all.has(item.fileName)) return;
    all.add(item.fileName);
    if (!skip(item.fileName)) js.push(item.fileName);
    for (const file of item.viteMetadata?.importedCss ?? []) {
      if (all.has(file)) continue;
      all.add(file);
      if (!skip(file)) css.push(file);
    }
    for (const file of item.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') add(imported);
    }
  };
  add(chunk);
  return { all, js, css };
}

function cssOf(bundle: Bundle, file: string): string {
  const asset = bundle[file];
  if (asset?.type !== 'asset') return '';
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
}

const escapeStyle = (css: string) => css.replaceAll('</style', '<\\/style');
