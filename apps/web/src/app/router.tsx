import { paths } from '@kundenportal/domain/routing/paths';
import { isWorkspacePath, workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import {
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import { PageLoader } from '../components/ui/loader';
import { onSessionEnd } from '../lib/session';
import { guardLoader } from './guard';
import { createNumberedHashHistory } from './hash-history';
import { IntroLayout } from './intro-layout';
import { queryClient } from './query-client';
import { RootLayout, RouteError } from './root-layout';
import { childRoutes, introRoutes, signatureCheckRoute } from './route-table';

/**
 * Hash routes under the spec's roots /intro and /app (section 2). The root's loader is the guard: it
 * runs before every navigation (hence `shouldRevalidate`), so no page renders before its rule passed.
 * It is createHashRouter with a history that numbers typed addresses too (hash-history.ts), so the
 * unsaved-changes question also holds Back, Forward and a typed address.
 */
export const router = createRouter({
  history: createNumberedHashHistory(),
  mapRouteProperties,
  hydrationRouteProperties,
  routes: [
    {
      id: 'root',
      path: '/',
      loader: guardLoader,
      shouldRevalidate: () => true,
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        { path: 'intro', Component: IntroLayout, children: childRoutes(introRoutes, '/intro') },
        {
          // The public signature check (issue 27): the intro layout, outside /intro's path.
          path: 'pruefen',
          Component: IntroLayout,
          children: [{ index: true, lazy: signatureCheckRoute.lazy }],
        },
        {
          id: 'app',
          path: 'app',
          lazy: () => import('./app-layout').then((m) => ({ Component: m.AppLayout })),
          // Its pages come with the first navigation below /app (app-routes.ts).
          children: [],
        },
        {
          // The adviser workspace (issue 14): its own root, layout and guard; the customer guard lets it be.
          id: 'berater',
          path: 'berater',
          lazy: () =>
            Promise.all([
              import('./workspace-layout'),
              import('../features/workspace/session/workspace-guard'),
            ]).then(([layout, guard]) => ({
              Component: layout.WorkspaceLayout,
              loader: guard.workspaceGuard,
            })),
          shouldRevalidate: () => true,
          // Its pages come with the first navigation into it (workspace-routes.ts).
          children: [{ index: true, Component: () => null }],
        },
        {
          // Whatever no page matches (issue 27): the guard lets it through to 'Die Seite wurde nicht
          // gefunden.' with the way to the start, in the intro layout.
          Component: IntroLayout,
          children: [
            {
              path: '*',
              lazy: () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
            },
          ],
        },
      ],
    },
  ],
  // The pages of /app and of the workspace are not part of the first load's router (the login page
  // needs neither): each table is patched in on the first navigation into its root.
  async patchRoutesOnNavigation({ path, patch }) {
    if (path.startsWith('/app/')) {
      const { appRoutes } = await import('./app-routes');
      patch('app', childRoutes(appRoutes, '/app'));
    } else if (isWorkspacePath(path)) {
      const { workspaceRoutes } = await import('./workspace-routes');
      patch('berater', workspaceRoutes);
    }
  },
}).initialize();

function currentPath(): string {
  return router.state.navigation.location?.pathname ?? router.state.location.pathname;
}

// When the session ends (logout, or an API error that logs out): drop cached account and person data
// and leave the app pages for the login (spec section 4). Intro pages handle it themselves.
onSessionEnd((realm) => {
  if (realm === 'adviser') {
    queryClient.removeQueries({ queryKey: ['workspace'] });
    if (isWorkspacePath(currentPath())) void router.navigate(workspacePaths.login);
    return;
  }
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'workspace' });
  if (currentPath().startsWith('/app')) void router.navigate(paths.login);
});

/**
 * Resolves once the first navigation has run its guard and loaded its page, so the first render is
 * that page (used while the prerendered login page is shown: no loader in between, main.tsx).
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
