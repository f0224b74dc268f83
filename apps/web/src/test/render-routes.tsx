import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toast';

/**
 * Renders pages in a memory router with a fresh query client and the toasts, as the app does (but
 * without the guard). Landing and login stand-ins show where a flow ended.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; state?: unknown },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      ...routes,
      { path: '/app/berater/info', element: <p>Landing</p> },
      { path: '/intro/login', element: <p>Login</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

export function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Texts of the open toasts (alerts and statuses of the toaster). */
export function toastTexts(): string[] {
  const toaster = screen.getByRole('region', { name: 'Hinweise' });
  return [...toaster.querySelectorAll('[role="alert"], [role="status"]')].map(
    (node) => node.textContent ?? '',
  );
}
