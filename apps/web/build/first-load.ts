import type { HtmlTagDescriptor, Plugin } from 'vite';

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type OutputAsset = { type: 'asset'; fileName: string; source: string | Uint8Array };

/**
 * First load without a request waterfall (docs/decisions/011-production-server-build.md):
 * - `modulepreload` for the lazily loaded chunks of the routes a first visit opens (hash routes: the
 *   server cannot know which, so the build names them) and their static imports, and a preload for
 *   their CSS, so the browser fetches them with the entry instead of after it ran;
 * - the entry's stylesheet inlined into index.html, so no stylesheet blocks the first render.
 */
export function firstLoad(options: { preloadRoutes: string[] }): Plugin {
  let base = '/';
  return {
    name: 'kundenportal:first-load',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, OutputChunk | OutputAsset> | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const preload = new Set<string>();
        const css = new Set<string>();
        const add = (chunk: OutputChunk) => {
          if (preload.has(chunk.fileName)) return;
          preload.add(chunk.fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const file of chunk.imports) {
            const imported = bundle[file];
            if (imported?.type === 'chunk') add(imported);
          }
        };
        for (const route of options.preloadRoutes) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(route));
          if (!chunk) throw new Error(`first-load: no chunk for ${route}`);
          add(chunk);
        }
        const tags: HtmlTagDescriptor[] = [];
        for (const file of preload) {
          if (html.includes(`${base}${file}"`)) continue; // the entry and what Vite preloads already
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          });
        }
        for (const file of css) {
          if (html.includes(`${base}${file}"`)) continue; // the entry's stylesheet, inlined below
          tags.push({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          });
        }
        const inlined = html.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
          (tag, href: string) => {
            const asset = bundle[href.slice(base.length)];
            if (asset?.type !== 'asset') return tag;
            const source =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${source.replaceAll('</style', '<\\/style')}</style>`;
          },
        );
        return { html: inlined, tags };
      },
    },
  };
}
