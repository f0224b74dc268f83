import { createHmac } from 'node:crypto';
import type { DocumentOwnerType } from '@kundenportal/domain/documents/document-api';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error';

/** How long a file URL's ticket opens that file. */
export const TICKET_SECONDS = 60;

export type TicketSubject = {
  userId: number;
  ownerType: DocumentOwnerType;
  ownerId: number;
  filename: string;
};

/**
 * File URLs carry a ticket, never the session token (an <img>, a download link and pdf.js cannot send the
 * Authorization header, and a URL ends up in histories and logs): signed with a key of its own (derived
 * from the server secret), for one file of one customer, TICKET_SECONDS long.
 */
export function createTickets(secret: string) {
  const key = createHmac('sha256', secret).update('kundenportal document ticket').digest();
  const audience = 'document';

  return {
    sign(subject: TicketSubject): Promise<string> {
      return new SignJWT({ f: subject.filename, t: subject.ownerType, o: subject.ownerId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(subject.userId))
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${TICKET_SECONDS}s`)
        .sign(key);
    },

    /** The customer the ticket was made for, when it is for exactly this file and still valid; else 401. */
    async verify(token: unknown, file: Omit<TicketSubject, 'userId'>): Promise<number> {
      if (typeof token !== 'string' || token.length > 2000) throw new AppError('document_ticket_invalid');
      try {
        const { payload } = await jwtVerify(token, key, { audience, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (
          payload.f !== file.filename ||
          payload.t !== file.ownerType ||
          payload.o !== file.ownerId ||
          !Number.isInteger(userId)
        )
          throw new Error('ticket for another file');
        return userId;
      } catch {
        throw new AppError('document_ticket_invalid');
      }
    },
  };
}

export type Tickets = ReturnType<typeof createTickets>;
