import { z } from 'zod';
import { chatTexts } from '../texts/chat';

/** The longest push endpoint URL the API takes (push services' URLs are some 200 characters). */
export const PUSH_ENDPOINT_MAX = 1000;

/**
 * The push services of the browsers that offer Web Push (Chrome/Edge/Opera: FCM; Firefox: Mozilla;
 * Safari: Apple; Edge on Windows: WNS). The server sends only there (no request to a host a client names);
 * PUSH_ENDPOINT_ORIGINS adds origins for tests.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '.notify.windows.com',
] as const;

/** Whether an endpoint (https) belongs to one of the known push services. */
export function isKnownPushService(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
  );
}

const base64url = (length: number) =>
  z.string({ error: chatTexts.push.invalidKey }).regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), {
    error: chatTexts.push.invalidKey,
  });

const endpoint = z
  .string({ error: chatTexts.push.invalidEndpoint })
  .max(PUSH_ENDPOINT_MAX, { error: chatTexts.push.invalidEndpoint })
  .refine((value) => URL.canParse(value), chatTexts.push.invalidEndpoint);

/**
 * POST /api/push/register: a browser's PushSubscription as `toJSON()` gives it (the P-256 public key,
 * 65 bytes, and the 16-byte auth secret, base64url without padding).
 */
export const pushRegisterSchema = z.strictObject({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(87), auth: base64url(22) }, { error: chatTexts.push.invalidKey }),
});
export type PushRegisterInput = z.infer<typeof pushRegisterSchema>;

/** DELETE /api/push/register: this browser no longer wants notifications. */
export const pushUnregisterSchema = z.strictObject({ endpoint });

/** What a notification carries to the service worker (public/push-sw.js shows it). */
export type PushNotice = { title: string; body: string; url: string; tag: string };

/** GET /api/push/key: the server's public VAPID key. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;
