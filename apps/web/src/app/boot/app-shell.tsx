import { DEFAULT_ROUTE } from '@kundenportal/domain/routing/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AdviserInfoIntro } from '../../features/adviser/routes/adviser-info-page';
import { AppLayout } from '../app-layout';

/**
 * The landing page as far as it is the same for everyone — the app layout without the profile (the
 * app's name instead of an adviser's, an empty greeting line, the menu button) and the page's heading
 * and intro — rendered at build time (apps/web/build/prerender.ts) into a <template> of index.html.
 * The boot script shows it to a logged-in user opening the landing page, so the page's frame and its
 * largest text paint before the JavaScript has loaded; the app then renders the whole page into #root
 * at once, with the profile, without moving what was there (docs/decisions/011-…).
 */
export function renderAppShell(): string {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[DEFAULT_ROUTE]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path={DEFAULT_ROUTE} element={<AdviserInfoIntro />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return html.replaceAll(' href="/', ' href="#/');
}
