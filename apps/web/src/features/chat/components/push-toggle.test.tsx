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
  const subscribe = vi.fn(async (options: { applicationServerKey: string }) => {
    current = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        keys: { p256dh: 'p', auth: 'a' },
        key: options.applicationServerKey,
      }),
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
