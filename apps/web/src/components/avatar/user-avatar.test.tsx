import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import type { User } from '@kundenportal/domain/account/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { avatarChanged } from '../../lib/avatar-image';
import { currentUserQuery } from '../../lib/current-user';
import { setToken } from '../../lib/storage';
import { getToasts } from '../../lib/toast-store';
import { demoUser, mockFetch } from '../../test/fetch-mock';
import { UserAvatar } from './user-avatar';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

function renderAvatar(user: User | undefined, variant: 'small' | 'large' = 'small') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user) queryClient.setQueryData(currentUserQuery.queryKey, user);
  const labels = variant === 'large' ? { picture: 'Dein Bild', fallback: 'Standardbild' } : undefined;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <UserAvatar user={user} variant={variant} labels={labels} />
    </QueryClientProvider>,
  );
  return { queryClient, ...view };
}

const woman = (overrides: Partial<User> = {}) => {
  const user = demoUser(overrides);
  return { ...user, haupt_person: user.haupt_person ? { ...user.haupt_person, gender: 'w' as const } : null };
};

beforeEach(() => setToken('jwt-1'));

describe('UserAvatar', () => {
  it('shows the gender fallback without asking the server when there is no picture', () => {
    const { fetchMock } = mockFetch({});
    const { container } = renderAvatar(demoUser({ hasAvatar: false }));
    expect(container.querySelector('[data-fallback]')?.getAttribute('data-fallback')).toBe('m');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    const other = renderAvatar(woman({ hasAvatar: false }), 'large');
    expect(other.getByRole('img', { name: 'Standardbild' }).closest('[data-fallback]')).toBeTruthy();
    expect(other.container.querySelector('[data-fallback]')?.getAttribute('data-fallback')).toBe('w');
  });

  it("falls back to 'm' without a main person, and to the colour circle before the profile is there", () => {
    mockFetch({});
    const withoutPerson = renderAvatar(demoUser({ haupt_person: null }));
    expect(withoutPerson.container.querySelector('[data-fallback]')?.getAttribute('data-fallback')).toBe('m');
    const loading = renderAvatar(undefined);
    expect(loading.container.querySelector('[data-fallback]')?.getAttribute('data-fallback')).toBe('colour');
    expect(loading.container.querySelector('svg, img')).toBeNull();
  });

  it('fetches the picture with the token in the header and shows it through an object URL', async () => {
    const { calls } = mockFetch({
      'GET /api/users/avatar/128': () => ({ body: JPEG, headers: { 'Content-Type': 'image/jpeg' } }),
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { container, unmount } = renderAvatar(demoUser({ hasAvatar: true }));
    const img = await waitFor(() => {
      const found = container.querySelector('img');
      expect(found).toBeTruthy();
      return found as HTMLImageElement;
    });
    expect(img.getAttribute('src')).toMatch(/^blob:/);
    expect(img.getAttribute('src')).not.toContain('jwt');
    expect(img.getAttribute('alt')).toBe('');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
    const src = img.getAttribute('src');
    unmount();
    expect(revoke).toHaveBeenCalledWith(src);
    revoke.mockRestore();
  });

  it('shows the fallback silently when the picture cannot be fetched, and the colour when it cannot be shown', async () => {
    mockFetch({ 'GET /api/users/avatar/512': () => ({ status: 404, body: { error: 'not_found' } }) });
    const missing = renderAvatar(demoUser({ hasAvatar: true }), 'large');
    await waitFor(() => expect(missing.getByRole('img', { name: 'Standardbild' })).toBeTruthy());
    expect(getToasts()).toEqual([]);
    missing.unmount();

    mockFetch({
      'GET /api/users/avatar/512': () => ({ body: JPEG, headers: { 'Content-Type': 'image/jpeg' } }),
    });
    const broken = renderAvatar(demoUser({ hasAvatar: true }), 'large');
    const img = await broken.findByRole('img', { name: 'Dein Bild' });
    fireEvent.error(img);
    expect(broken.container.querySelector('[data-fallback]')?.getAttribute('data-fallback')).toBe('colour');
    expect(getToasts()).toEqual([]);
  });

  it('asks nothing for a user who may not have a picture (makler_light, no adviser or no messaging)', () => {
    const { fetchMock } = mockFetch({});
    renderAvatar(demoUser({ hasAvatar: true, account_typ: 'makler_light' }));
    renderAvatar(demoUser({ hasAvatar: true, agent: null }));
    renderAvatar(demoUser({ hasAvatar: true, config: resolveConfig({ nachrichten: false }) }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the new picture at once after an upload, and shows the fallback after a delete', async () => {
    let version = 0;
    const { calls } = mockFetch({
      'GET /api/users/avatar/128': () => {
        version += 1;
        return { body: new Uint8Array([version]), headers: { 'Content-Type': 'image/jpeg' } };
      },
      'GET /api/users/me': () => ({ body: { user: demoUser({ hasAvatar: true }) } }),
    });
    const user = demoUser({ hasAvatar: true });
    const { container, queryClient, rerender } = renderAvatar(user);
    const first = await waitFor(() => {
      const src = container.querySelector('img')?.getAttribute('src');
      expect(src).toBeTruthy();
      return src;
    });
    await act(async () => avatarChanged(queryClient, true));
    await waitFor(() => {
      const src = container.querySelector('img')?.getAttribute('src');
      expect(src).toBeTruthy();
      expect(src).not.toBe(first);
    });
    expect(calls.filter((call) => call.path === '/api/users/avatar/128')).toHaveLength(2);

    // The profile now says there is none: the header is given that user.
    rerender(
      <QueryClientProvider client={queryClient}>
        <UserAvatar user={{ ...user, hasAvatar: false }} variant="small" />
      </QueryClientProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-fallback]')?.getAttribute('data-fallback')).toBe('m');
  });
});
