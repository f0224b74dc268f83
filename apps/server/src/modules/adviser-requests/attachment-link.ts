import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error';

/** How long the adviser's link to a damage report's attachments works. */
export const ATTACHMENT_LINK_DAYS = 30;

/**
 * The adviser's link in a damage report's mail (until the adviser workspace gives the report a page): a signed
 * ticket for the attachments of exactly this report, valid ATTACHMENT_LINK_DAYS, with a key of its own derived
 * from the server secret. It opens that report's files and nothing else; it is never a session token.
 */
export function createAttachmentLinks(secret: string, publicUrl: string) {
  const key = createHmac('sha256', secret).update('kundenportal adviser attachments').digest();
  const audience = 'adviser-attachments';
  return {
    async url(reportId: number): Promise<string> {
      const ticket = await new SignJWT({ r: reportId })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ATTACHMENT_LINK_DAYS}d`)
        .sign(key);
      return `${publicUrl}/api/berater/schadensmeldung/${reportId}/anhaenge.zip?ticket=${encodeURIComponent(ticket)}`;
    },

    /** Whether the ticket is valid and for this report; else 401 (the link has expired or is not this one). */
    async verify(ticket: unknown, reportId: number): Promise<void> {
      if (typeof ticket !== 'string' || ticket.length > 2000) throw new AppError('document_ticket_invalid');
      try {
        const { payload } = await jwtVerify(ticket, key, { audience, algorithms: ['HS256'] });
        if (payload.r !== reportId) throw new Error('ticket for another report');
      } catch {
        throw new AppError('document_ticket_invalid');
      }
    },
  };
}

export type AttachmentLinks = ReturnType<typeof createAttachmentLinks>;
