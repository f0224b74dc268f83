import { pwaTexts } from '@kundenportal/domain/texts/pwa';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../lib/storage';
import { getToasts } from '../../lib/toast-store';
import { demoUser, mockFetch } from '../../test/fetch-mock';
import { App } from '../app';
import { queryClient } from '../query-client';
import { router } from '../router';

beforeEach(() => {
  queryClient.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('starting the app offline', () => {
  it('logged in: the offline page instead of the screen, the session stays, no error toast; online again it loads', async () => {
    setToken('jwt');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockFetch({ 'GET /api/users/me': () => 'network-error' });
    await router.navigate('/app/impressum');
    render(<App />);

    expect(await screen.findByRole('heading', { level: 1, name: pwaTexts.offlinePageHeading })).toBeTruthy();
    expect(screen.getByText(pwaTexts.offlineHeading)).toBeTruthy();
    expect(getToken()).toBe('jwt');
    expect(getToasts()).toEqual([]);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    mockFetch({ 'GET /api/users/me': () => ({ body: { user: demoUser() } }) });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
    expect(screen.queryByText(pwaTexts.offlineHeading)).toBeNull();
    expect(router.state.location.pathname).toBe('/app/impressum');
  });

  it('a server that does not answer while online still logs out (spec section 8)', async () => {
    setToken('jwt');
    mockFetch({ 'GET /api/users/me': () => 'network-error' });
    await router.navigate('/app/impressum');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Einloggen' })).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(screen.queryByText(pwaTexts.offlineHeading)).toBeNull();
  });
});
