import { paths } from '@kundenportal/domain/routing/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LoginPage } from '../../features/auth/routes/login-page';
import { IntroLayout } from '../intro-layout';

/**
 * The login page as the app first paints it for a visitor without a saved login or passkey, rendered
 * at build time from the same components (apps/web/build/prerender.ts) into a <template> of
 * index.html. The boot script shows it before the JavaScript has loaded; the app then renders the
 * same markup into #root. Rendered in Node: no storage, so no saved login and no passkey button.
 */
export function renderLoginShell(): string {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[paths.login]}>
        <Routes>
          <Route path="/intro" element={<IntroLayout />}>
            <Route path="login" element={<LoginPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The app's links are hash routes (createHashRouter); the memory router writes plain paths.
  return html.replaceAll(' href="/', ' href="#/');
}
