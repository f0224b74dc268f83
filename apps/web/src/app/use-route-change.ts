import { routeTitle } from '@kundenportal/domain/routing/route-rules';
import { isWorkspacePath, workspaceRouteTitle } from '@kundenportal/domain/routing/workspace-paths';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { workspaceTitleTexts } from '@kundenportal/domain/texts/workspace-titles';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dropDraftsExcept } from '../lib/form-drafts';

export function documentTitle(path: string): string {
  if (isWorkspacePath(path)) {
    const title = workspaceRouteTitle(path);
    return title ? `${title} – ${workspaceTitleTexts.appName}` : workspaceTitleTexts.appName;
  }
  const title = routeTitle(path);
  return title ? `${title} – ${uiTexts.appName}` : uiTexts.appName;
}

/**
 * What every route change does (spec section 2): close open dialogs, scroll to the top and set the
 * page title. (The navigation closes itself: it is open only for the location it was opened on.)
 * After the first page, focus moves to the new page's heading so screen readers hear the change,
 * unless the new page has already put it somewhere inside itself (e.g. into a dialog its route opens).
 */
export function useRouteChange(): void {
  const { pathname, key } = useLocation();
  const firstPage = useRef(true);

  // The drafts of a page visit go when it is left (lib/form-drafts.ts); a page drawn afresh keeps them.
  useEffect(() => dropDraftsExcept(key), [key]);

  // A layout effect: it runs before the new page's own effects, so it closes only the dialogs of the
  // page that was left, never one the new route opens (the forgot-password modal's route).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change, by design.
  useLayoutEffect(() => {
    for (const dialog of document.querySelectorAll('dialog[open]')) (dialog as HTMLDialogElement).close();
  }, [pathname]);

  useEffect(() => {
    document.title = documentTitle(pathname);
    window.scrollTo(0, 0);
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const main = document.querySelector<HTMLElement>('main');
    const focused = document.activeElement;
    if (main && focused && focused !== main && main.contains(focused)) return;
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    target?.focus({ preventScroll: true });
  }, [pathname]);
}
