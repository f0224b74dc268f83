import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../components/ui/toast';

/** Test helpers for the passkey components: a router around the component and a fake platform authenticator. */
export function renderAt(path: string, element: ReactNode, others: Record<string, ReactNode> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path, element }, ...Object.entries(others).map(([p, e]) => ({ path: p, element: e }))],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** `window.PublicKeyCredential` as a browser with (or without) Touch-ID / Face-ID has it. */
export function stubPlatformAuthenticator(available: boolean) {
  const PublicKeyCredential = Object.assign(function PublicKeyCredential() {}, {
    isUserVerifyingPlatformAuthenticatorAvailable: vi.fn(async () => available),
  });
  vi.stubGlobal('PublicKeyCredential', PublicKeyCredential);
  return PublicKeyCredential;
}

export function webAuthnError(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}
