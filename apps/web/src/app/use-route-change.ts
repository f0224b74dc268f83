import { routeTitle } from '@kundenportal/domain/routing/route-rules';
import { uiTexts } from '@kundenportal/domain/texts/ui-texts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function documentTitle(path: string): string {
  const title = routeTitle(path);
  return title ? `${title} – ${uiTexts.appName}` : uiTexts.appName;
}

/**
 * What every route change does (spec section 2): close open dialogs, scroll to the top and set the
 * page title. (The navigation closes itself: it is open only for the location it was opened on.)
 * After the first page, focus moves to the new page's heading so screen readers hear the change.
 */
export function useRouteChange(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    document.title = documentTitle(pathname);
    for (const dialog of document.querySelectorAll('dialog[open]')) (dialog as HTMLDialogElement).close();
    window.scrollTo(0, 0);
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const target =
      document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    target?.focus({ preventScroll: true });
  }, [pathname]);
}
