import { LANDING_ROUTES, paths } from '@kundenportal/domain/routing/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AdviserInfoIntro } from '../../features/adviser/routes/adviser-info-page';
import { ReferralIntro } from '../../features/referrals/routes/referral-page';
import { AppLayout } from '../app-layout';

/** What each landing page shows before its data: its heading and intro. */
const intros: Record<string, ReactNode> = {
  [paths.referral]: <ReferralIntro />,
  [paths.adviserInfo]: <AdviserInfoIntro />,
};

/**
 * A landing page as far as it is the same for everyone — the app layout without the profile (the
 * app's name instead of an adviser's, an empty greeting line, the menu button) and the page's heading
 * and intro — rendered at build time (apps/web/build/prerender.ts) into a <template> of index.html.
 * The boot script shows it to a logged-in user opening that page, so the page's frame and its largest
 * text paint before the JavaScript has loaded; the app then renders the whole page into #root at once,
 * with the profile, without moving what was there (docs/decisions/011-…).
 */
export function renderAppShell(landing: string): string {
  const intro = intros[landing];
  if (!intro) throw new Error(`app shell: no intro for the landing route ${landing}`);
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[landing]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path={landing} element={intro} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return html.replaceAll(' href="/', ' href="#/');
}

/** Every landing page's shell, by its path. */
export function renderAppShells(): Record<string, string> {
  return Object.fromEntries(LANDING_ROUTES.map((landing) => [landing, renderAppShell(landing)]));
}
