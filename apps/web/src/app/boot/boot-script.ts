import { isWorkspacePath } from '@kundenportal/domain/routing/workspace-paths';
import { hasPasskeyOnDevice } from '../../features/auth/passkey-device';
import { getSavedLogin } from '../../features/auth/saved-login';
import { removeHiddenBanners } from '../../lib/hidden-banners';
import { startPrefetch } from '../../lib/prefetch';
import { getLanding, getToken } from '../../lib/storage';
import { afterPaint } from './after-paint';
import { PRESSED_ATTRIBUTE, SUBMITTED_ATTRIBUTE } from './carry-over';
import { landingShellId, SHELL_TEMPLATE_IDS } from './shell-ids';

export { landingShellId, SHELL_TEMPLATE_IDS };

/**
 * The boot script: a small classic script the build inlines into index.html right after #root
 * (apps/web/build/boot.ts, docs/decisions/011-…). It runs while the HTML is parsed, before the app's
 * JavaScript has arrived, and decides from what the device already knows:
 * - every load: the app's start chunk loads with the small entry (main.tsx imports it);
 * - logged in (a session token): GET /api/users/me starts now, in parallel with the JavaScript (the
 *   app's guard picks the response up, lib/prefetch.ts), and so do the landing page's own reads when
 *   that is where the user goes; the chunks of the app layout (and of the
 *   landing page, when that is where the user goes) load with the entry; opening a landing page (or '/',
 *   which leads to the landing page the device's user had last), that page's prerendered app shell
 *   (layout and the page's heading and intro, the same for everyone) is shown at once;
 * - logged out: the login page's chunks load with the entry, and when the login page will open
 *   without a saved login or passkey (what the prerendered markup shows), its prerendered markup is
 *   shown at once and the scripts load right after it has painted. What is typed there (and a submit)
 *   goes over to the app's page when the app renders the same page into #root (app/start.tsx).
 */
export type BootConfig = {
  /** Paths (packages/domain routing/paths.ts), compiled in so the script does not carry the table. */
  routes: {
    login: string;
    forgotPassword: string;
    /** The pages a user can land on, each with a prerendered shell; '/' opens the first by default. */
    landings: readonly string[];
    /** What each landing page reads as it opens (packages/domain routing/landing-reads.ts). */
    reads: Readonly<Record<string, readonly string[]>>;
  };
  /**
   * What a load needs besides the small entry: the app's start chunk (every load), the login page, the
   * app layout, and each landing page's own files (by its path).
   */
  files: { start: string[]; login: string[]; app: string[]; landing: Record<string, string[]> };
};

export function boot({ routes, files }: BootConfig): void {
  const route = location.hash.replace(/^#/, '').split('?')[0] || '/';
  // The adviser workspace has no prerendered page and no customer profile to fetch.
  if (isWorkspacePath(route)) {
    preload(files.start);
    return;
  }
  const token = getToken();
  if (token) {
    startPrefetch('/users/me', token);
    const remembered = getLanding();
    const landing =
      route === '/'
        ? remembered && routes.landings.includes(remembered)
          ? remembered
          : routes.landings[0]
        : route;
    const landingFiles = landing ? files.landing[landing] : undefined;
    if (!landing || !landingFiles) {
      preload(files.start);
      if (!route.startsWith('/intro/')) preload(files.app);
      return;
    }
    // The page's own reads go out with the profile's, before its code has arrived (lib/prefetch.ts).
    for (const path of routes.reads[landing] ?? []) startPrefetch(path, token);
    showShell([SHELL_TEMPLATE_IDS.appStyle, landingShellId(landing)], 'app');
    // As for the login page: the shell paints before the scripts arrive and are compiled.
    afterPaint(() => preload([...files.start, ...files.app, ...landingFiles]));
    return;
  }
  // Logged out, the guard sends '/' and every /app page to the login page.
  const toLogin = route === '/' || route === routes.login || route.startsWith('/app/');
  const shell = toLogin && !getSavedLogin() && !hasPasskeyOnDevice();
  const load = () => {
    preload(files.start);
    if (toLogin || route === routes.forgotPassword) preload(files.login);
  };
  if (!shell) {
    load();
    return;
  }
  showShell([SHELL_TEMPLATE_IDS.login], 'login');
  // The prerendered page paints first, then its scripts load: they make it work but paint nothing
  // new, so they need not share the first moments of the connection and the main thread with it.
  afterPaint(load);
}

function preload(files: string[]): void {
  for (const href of files) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Shows the templates' content in #root (all of them, or nothing when one is missing). */
function showShell(templateIds: string[], kind: 'login' | 'app'): void {
  const root = document.getElementById('root');
  const templates = templateIds.map((id) => document.getElementById(id));
  if (!root || !templates.every((template) => template instanceof HTMLTemplateElement)) return;
  root.replaceChildren(
    ...(templates as HTMLTemplateElement[]).map((template) => template.content.cloneNode(true)),
  );
  // A hint the user hid on this device never shows, not even before the app has loaded.
  removeHiddenBanners(root);
  root.dataset.prerendered = kind;
  // Typing works at once; sending waits for the app (a plain form would put the password in the URL).
  for (const form of root.querySelectorAll('form')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      form.setAttribute(SUBMITTED_ATTRIBUTE, '');
    });
  }
  // A button that opens something (the menu, 'Passwort vergessen?') is pressed again once the app is there.
  for (const button of root.querySelectorAll('button[type="button"]')) {
    button.addEventListener('click', () => {
      for (const pressed of root.querySelectorAll(`[${PRESSED_ATTRIBUTE}]`))
        pressed.removeAttribute(PRESSED_ATTRIBUTE);
      button.setAttribute(PRESSED_ATTRIBUTE, '');
    });
  }
}
