import { isKnownPushService } from '@kundenportal/domain/chat/push';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { PushPayload } from './push-targets';

export type PushConfig = { publicKey: string; privateKey: string; subject: string; extraOrigins: string[] };

const TIMEOUT_MS = 10_000;

/** Whether the server may send to this endpoint: a browser's push service, or an origin the config adds. */
export function pushEndpointAllowed(endpoint: string, extraOrigins: readonly string[]): boolean {
  if (isKnownPushService(endpoint)) return true;
  try {
    return extraOrigins.includes(new URL(endpoint).origin);
  } catch {
    return false;
  }
}

/**
 * Delivers the outbox's push messages (RFC 8030 with VAPID, RFC 8291 encryption): `web-push` signs and
 * encrypts, fetch sends. A push service answering 404 or 410 has dropped the subscription: it is deleted
 * and the message counts as delivered; any other failure is retried by the outbox.
 */
export function createPushSender(db: Db, config: PushConfig) {
  return {
    async send(payload: PushPayload): Promise<void> {
      const [row] = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, payload.subscriptionId));
      // Unsubscribed meanwhile, or the endpoint is not one we send to: nothing to deliver.
      if (!row || !pushEndpointAllowed(row.endpoint, config.extraOrigins)) return;
      const request = webpush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(payload.notice),
        {
          vapidDetails: {
            subject: config.subject,
            publicKey: config.publicKey,
            privateKey: config.privateKey,
          },
          TTL: 24 * 3600,
          urgency: 'high',
          topic: payload.notice.tag,
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Buffer<ArrayBuffer>,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
        return;
      }
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
