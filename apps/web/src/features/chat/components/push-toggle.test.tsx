import { chatTexts } from '@kundenportal/domain/texts/chat';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/query-client';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { PushToggle } from './push-toggle';

/** The browser's Web Push, stood in for: permission, the push service's subscribe, the stored subscription. */
function fakeBrowserPush(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe: ReturnType<typeof vi.fn> } | null = null;
  // The push service gives the browser the same endpoint until it unsubscribes, then a new one.
  let endpoints = 0;
  const subscribe = vi.fn(async (options: { applicationServerKey: string }) => {
    if (current) return current;
    endpoints += 1;
    const endpoint = `https://fcm.googleapis.com/fcm/send/abc${endpoints === 1 ? '' : endpoints}`;
    current = {
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' }, key: options.applicationServerKey }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    return current;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => current } };
  vi.stubGlobal('PushManager', class {});
  const notification = { permission, requestPermission: vi.fn(async () => answer) };
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe, notification };
}

afterEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  vi.unstubAllGlobals();
});

const renderToggle = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <PushToggle />
    </QueryClientProvider>,
  );

describe('PushToggle', () => {
  it('asks for permission on the button, subscribes with the server key and registers; off removes it', async () => {
    setToken('jwt');
    const push = fakeBrowserPush('default');
    const { calls } = mockFetch({
      'GET /api/push/key': () => ({ body: { publicKey: 'BPublicKey' } }),
      'POST /api/push/register': () => ({ status: 201, body: { success: true } }),
      'DELETE /api/push/register': () => ({ body: { success: true } }),
    });
    renderToggle();
    fireEvent.click(await screen.findByRole('button', { name: chatTexts.push.enable }));
    expect(await screen.findByText(chatTexts.push.enabled)).toBeTruthy();
    expect(push.notification.requestPermission).toHaveBeenCalledOnce();
    expect(push.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'BPublicKey',
    });
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    });

    fireEvent.click(screen.getByRole('button', { name: chatTexts.push.disable }));
    expect(await screen.findByRole('button', { name: chatTexts.push.enable })).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    });
  });

  it("takes a fresh subscription when this browser's belongs to another account (409), without an error", async () => {
    setToken('jwt');
    const push = fakeBrowserPush('granted');
    const { calls } = mockFetch({
      'GET /api/push/key': () => ({ body: { publicKey: 'BPublicKey' } }),
      'POST /api/push/register': (call) =>
        (call.body as { endpoint: string }).endpoint.endsWith('/abc')
          ? { status: 409, body: { error: 'push_endpoint_taken', message: 'anderes Konto' } }
          : { status: 201, body: { success: true } },
    });
    renderToggle();
    fireEvent.click(await screen.findByRole('button', { name: chatTexts.push.enable }));
    expect(await screen.findByText(chatTexts.push.enabled)).toBeTruthy();
    expect(push.subscribe).toHaveBeenCalledTimes(2);
    expect(
      calls
        .filter((call) => call.method === 'POST')
        .map((call) => (call.body as { endpoint: string }).endpoint),
    ).toEqual(['https://fcm.googleapis.com/fcm/send/abc', 'https://fcm.googleapis.com/fcm/send/abc2']);
    expect(screen.queryByText(chatTexts.push.failed)).toBeNull();
  });

  it('turns off a subscription the account no longer has (404) in the browser too', async () => {
    setToken('jwt');
    fakeBrowserPush('granted');
    mockFetch({
      'GET /api/push/key': () => ({ body: { publicKey: 'BPublicKey' } }),
      'POST /api/push/register': () => ({ status: 201, body: { success: true } }),
      'DELETE /api/push/register': () => ({
        status: 404,
        body: { error: 'could_not_find_push_subscription', message: 'keine' },
      }),
    });
    renderToggle();
    fireEvent.click(await screen.findByRole('button', { name: chatTexts.push.enable }));
    fireEvent.click(await screen.findByRole('button', { name: chatTexts.push.disable }));
    expect(await screen.findByRole('button', { name: chatTexts.push.enable })).toBeTruthy();
    expect(screen.queryByText(chatTexts.push.failed)).toBeNull();
  });

  it('says the browser blocks notifications when permission is denied, and subscribes nothing', async () => {
    const push = fakeBrowserPush('default', 'denied');
    mockFetch({});
    renderToggle();
    fireEvent.click(await screen.findByRole('button', { name: chatTexts.push.enable }));
    expect(await screen.findByText(chatTexts.push.blocked)).toBeTruthy();
    expect(push.subscribe).not.toHaveBeenCalled();
  });

  it('shows nothing where the browser has no Web Push', () => {
    const { container } = renderToggle();
    expect(container.textContent).toBe('');
  });
});
