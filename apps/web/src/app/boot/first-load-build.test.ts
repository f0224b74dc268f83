import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '@kundenportal/domain/routing/paths';
import { referralTexts } from '@kundenportal/domain/texts/referrals';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { describe, expect, it } from 'vitest';
import { firstLoad } from '../../../build/first-load';
import { landingShellId, SHELL_TEMPLATE_IDS } from './shell-ids';

/**
 * The build step that writes index.html's first paint (apps/web/build/first-load.ts), run on a bundle
 * shaped like the app's: the prerendered login page, the inlined CSS and the boot script with the files
 * of each first route.
 */
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const chunk = (fileName: string, facade: string | null, imports: string[] = [], css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: facade && path.join(webRoot, facade),
  moduleIds: facade ? [path.join(webRoot, facade)] : [],
  imports,
  viteMetadata: { importedCss: new Set(css) },
});
const asset = (fileName: string, source: string) => ({ type: 'asset' as const, fileName, source });
const bundle = {
  'assets/index-1.js': chunk('assets/index-1.js', path.join(webRoot, 'src/main.tsx'), ['assets/shared-1.js']),
  'assets/shared-1.js': chunk('assets/shared-1.js', null),
  'assets/index-1.css': asset('assets/index-1.css', 'body{margin:0}'),
  'assets/start-1.js': chunk(
    'assets/start-1.js',
    'src/app/start.tsx',
    ['assets/shared-1.js', 'assets/react-1.js'],
    ['assets/start-1.css'],
  ),
  'assets/react-1.js': chunk('assets/react-1.js', null),
  'assets/start-1.css': asset('assets/start-1.css', '._shell_3{margin:0}'),
  'assets/login-page-1.js': chunk(
    'assets/login-page-1.js',
    'src/features/auth/routes/login-page.tsx',
    ['assets/shared-1.js', 'assets/field-1.js'],
    ['assets/login-page-1.css'],
  ),
  'assets/field-1.js': chunk('assets/field-1.js', null),
  'assets/login-page-1.css': asset('assets/login-page-1.css', '._heading_1{margin:0}'),
  'assets/app-layout-1.js': chunk(
    'assets/app-layout-1.js',
    'src/app/app-layout.tsx',
    ['assets/dialog-1.js'],
    ['assets/app-layout-1.css'],
  ),
  'assets/dialog-1.js': chunk('assets/dialog-1.js', null),
  'assets/app-layout-1.css': asset('assets/app-layout-1.css', '._shell_2{margin:0}'),
  'assets/adviser-info-page-1.js': chunk(
    'assets/adviser-info-page-1.js',
    'src/features/adviser/routes/adviser-info-page.tsx',
    ['assets/dialog-1.js', 'assets/card-1.js'],
    ['assets/adviser-info-page-1.css'],
  ),
  'assets/adviser-info-page-1.css': asset('assets/adviser-info-page-1.css', '._intro_4{margin:0}'),
  'assets/card-1.js': chunk('assets/card-1.js', null),
  'assets/referral-page-1.js': chunk(
    'assets/referral-page-1.js',
    'src/features/referrals/routes/referral-page.tsx',
    ['assets/dialog-1.js', 'assets/card-1.js', 'assets/slider-1.js'],
    ['assets/referral-page-1.css'],
  ),
  'assets/referral-page-1.css': asset('assets/referral-page-1.css', '._intro_5{margin:0}'),
  'assets/slider-1.js': chunk('assets/slider-1.js', null),
};
const sourceHtml = `<!doctype html><html lang="de"><head><title>Kundenportal</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root"></div></body></html>`;

async function built(): Promise<string> {
  const plugin = firstLoad({
    start: 'src/app/start.tsx',
    login: 'src/features/auth/routes/login-page.tsx',
    app: 'src/app/app-layout.tsx',
    landing: {
      [paths.referral]: 'src/features/referrals/routes/referral-page.tsx',
      [paths.adviserInfo]: 'src/features/adviser/routes/adviser-info-page.tsx',
    },
  }) as unknown as {
    configResolved(config: { base: string; root: string }): void;
    transformIndexHtml: { handler(html: string, context: { bundle: unknown }): Promise<string> };
  };
  plugin.configResolved({ base: '/', root: webRoot });
  return plugin.transformIndexHtml.handler(sourceHtml, { bundle });
}

describe('index.html of the build', { timeout: 120_000 }, () => {
  it('holds the prerendered login page, the inlined CSS and the boot script after #root', async () => {
    const html = await built();
    const template = new RegExp(`<template id="${SHELL_TEMPLATE_IDS.login}">([\\s\\S]*?)</template>`).exec(
      html,
    )?.[1];
    for (const text of [
      uiTexts.appName,
      uiTexts.loginHeading,
      uiTexts.loginIntro,
      uiTexts.emailLabel,
      uiTexts.passwordLabel,
      uiTexts.loginSubmit,
      uiTexts.forgotPasswordLink,
      uiTexts.signupLink,
    ]) {
      expect(template).toContain(text);
    }
    // The entry's CSS and the login page's CSS, no stylesheet request before the first paint.
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<style>._shell_3{margin:0}._heading_1{margin:0}</style>');
    expect(html).toMatch(/<\/template>\s*<div id="root"><\/div>\s*<script>\(function\(\)\{/);

    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    // Each route's chunks and their imports, without what the entry already loads.
    expect(script).toContain('start:[`/assets/start-1.js`,`/assets/react-1.js`]');
    expect(script).toContain('login:[`/assets/login-page-1.js`,`/assets/field-1.js`]');
    expect(script).toContain(
      'app:[`/assets/app-layout-1.js`,`/assets/dialog-1.js`,`/assets/app-layout-1.css`]',
    );
    // Each landing page's own files, without what the layout already loads.
    expect(script).toContain(
      '"/app/berater/weiterempfehlung":[`/assets/referral-page-1.js`,`/assets/card-1.js`,`/assets/slider-1.js`,`/assets/referral-page-1.css`]',
    );
    expect(script).toContain(
      '"/app/berater/info":[`/assets/adviser-info-page-1.js`,`/assets/card-1.js`,`/assets/adviser-info-page-1.css`]',
    );
    expect(script).toContain('landings:[`/app/berater/weiterempfehlung`,`/app/berater/info`]');
    expect(script).toContain('/users/me');
  });

  it("holds each landing page's prerendered shell with the CSS only it needs, the layout's once", async () => {
    const html = await built();
    const template = (id: string) =>
      new RegExp(`<template id="${id.replace(/[/]/g, '\\/')}">([\\s\\S]*?)</template>`).exec(html)?.[1];
    expect(template(SHELL_TEMPLATE_IDS.appStyle)).toBe('<style>._shell_2{margin:0}</style>');
    const adviser = template(landingShellId(paths.adviserInfo));
    expect(adviser).toMatch(/^<style>\._intro_4\{margin:0\}<\/style>/);
    for (const text of [uiTexts.appName, uiTexts.menu, uiTexts.adviserHeading, uiTexts.adviserIntro]) {
      expect(adviser).toContain(text);
    }
    expect(adviser).not.toContain(uiTexts.noAdviser);
    const referral = template(landingShellId(paths.referral));
    expect(referral).toMatch(/^<style>\._intro_5\{margin:0\}<\/style>/);
    for (const text of [uiTexts.appName, uiTexts.menu, referralTexts.heading, referralTexts.intro]) {
      expect(referral).toContain(text);
    }
    expect(html.match(/\._intro_4/g)).toHaveLength(1);
    expect(html.match(/\._shell_2/g)).toHaveLength(1);
  });
});
