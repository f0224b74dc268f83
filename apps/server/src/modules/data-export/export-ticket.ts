import { createHmac, timingSafeEqual } from 'node:crypto';
import { secretTokenHash as hashOf } from '../../lib/secret-token';

/**
 * The download ticket of a finished export (ADR 222): an HMAC of the export's id and expiry with a key
 * of its own derived from the server secret, so the status answer can name it again without storing it;
 * only its SHA-256 is kept, and a download must present the ticket whose hash is stored.
 */
export function createExportTickets(secret: string) {
  const key = createHmac('sha256', secret).update('data-export-ticket').digest();
  const ticketOf = (id: string, expiresAt: Date) =>
    createHmac('sha256', key).update(`${id}:${expiresAt.toISOString()}`).digest('base64url');
  return {
    ticketOf,
    hashOf,
    matches(ticket: string, storedHash: string | null): boolean {
      if (!storedHash) return false;
      const given = Buffer.from(hashOf(ticket), 'hex');
      const stored = Buffer.from(storedHash, 'hex');
      return given.length === stored.length && timingSafeEqual(given, stored);
    },
  };
}

export type ExportTickets = ReturnType<typeof createExportTickets>;
