/**
 * Ids of the <template>s holding the prerendered pages: the build writes them (build/first-load.ts),
 * the boot script shows them (boot-script.ts). No imports: the build loads this file in Node.
 */
export const SHELL_TEMPLATE_IDS = {
  login: 'login-shell',
  /** The app layout's CSS, shown with every landing page's shell. */
  appStyle: 'app-shell-style',
} as const;

/** The id of a landing page's prerendered shell. */
export const landingShellId = (path: string) => `app-shell:${path}`;
