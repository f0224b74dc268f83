import { TOKEN_BLACKLISTED, TOKEN_NOT_REFRESHABLE } from '@kundenportal/domain/errors/error-codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { keepSessionUser } from '../lib/customer/session-user';
import { everyTenMinutes } from '../lib/housekeeping';
import { keptSessionLookup, SESSION_KEEP_MS } from '../lib/session/kept-sessions';
import { createSessionWatch, type SessionWatch } from '../lib/session/session-watch';
import { createSessions, type Role, type SessionContext, type Sessions } from '../lib/session/sessions';
import { createTokenService, nowSeconds } from '../lib/session/tokens';

export type { SessionContext };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of every customer route: 401/403 of spec section 8, else `request.session`. An
     * adviser's token gets 403 `role_not_permitted`.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The same for the adviser workspace's routes (issue 14): a customer's token gets 403. */
    authenticateAdviser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    sessions: Sessions;
    /** Ends event streams when their session ends (`endWhenSessionEnds`, lib/session/session-watch.ts). */
    sessionWatch: SessionWatch;
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
}

export type SessionOptions = {
  secret: string;
  idleSeconds: number;
  maxSessionSeconds: number;
  /** How long a token replaced by rotation stays valid (parallel requests still carry it). */
  graceSeconds: number;
};

/**
 * Sessions and the bearer-token check for protected routes (spec sections 7, 8): verifies the JWT, the
 * session and the denial list (one batched statement; for a read its admitting answer is kept a few seconds
 * beside the user's views until the change feed drops it, ADR 336), and rotates the token once it is past half its
 * life. The replaced token is denied after a short grace so parallel requests that still carry it succeed.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: SessionOptions) => {
    const tokens = createTokenService(options.secret, options.idleSeconds);
    const sessions = createSessions({
      db: app.database.db,
      tokens,
      maxSessionSeconds: options.maxSessionSeconds,
    });
    app.decorate('sessions', sessions);
    const sessionWatch = await createSessionWatch({
      listen: (channel, handlers) => app.database.listen(channel, handlers),
      lookup: sessions.lookup,
      log: app.log,
    });
    app.decorate('sessionWatch', sessionWatch);
    app.addHook('onClose', () => sessionWatch.close());
    app.decorateRequest('session', null);
    everyTenMinutes(app, 'session purge', () => sessions.purge());

    /**
     * "Angemeldete Geräte" shows the last use: it must not fail the request it is written by. Its change
     * notification is heard before the request goes on (PostgreSQL delivers it a moment after the commit):
     * else it would arrive while this request builds a kept view and that view would not be kept (ADR 330).
     */
    const touch = async (request: FastifyRequest, sessionId: string) => {
      try {
        await sessions.touch(sessionId, request.headers['user-agent']);
        if (app.database.kind === 'postgres' && app.hasDecorator('syncChanges')) await app.syncChanges();
      } catch (error: unknown) {
        request.log.warn({ err: error }, 'session: last use not recorded');
      }
    };

    // The state kept a few seconds beside the user's views for reads (ADR 336), never past a rotated token's
    // grace.
    const keptLookup = keptSessionLookup({
      lookup: sessions.lookup,
      cache: () => (app.hasDecorator('viewCache') ? app.viewCache : undefined),
      keepMs: Math.min(SESSION_KEEP_MS, options.graceSeconds * 1000),
    });

    const check = (role: Role) => async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearer(request.headers.authorization);
      if (!token) throw new AppError('token_not_provided');

      const verified = await tokens.verify(token);
      if (!verified.ok) {
        if (verified.reason === 'expired') {
          const capped =
            verified.claims.exp !== undefined && verified.claims.exp >= (verified.claims.aex ?? Infinity);
          throw new AppError('token_expired', capped ? { userMessage: TOKEN_NOT_REFRESHABLE } : {});
        }
        throw new AppError('token_invalid');
      }
      const { claims } = verified;
      const userId = Number(claims.sub);
      // A write always reads the session's state; a read may use the kept one (ADR 336).
      const read = request.method === 'GET' || request.method === 'HEAD';
      const row = await (read ? keptLookup : sessions.lookup)(userId, claims.sid, claims.jti);
      if (!row) throw new AppError('user_not_found');
      if (!row.active) throw new AppError('user_not_active');
      if (row.sessionUser !== userId || row.ended || row.denied) {
        throw new AppError('token_invalid', { userMessage: TOKEN_BLACKLISTED });
      }
      if (row.role !== role) throw new AppError('role_not_permitted');
      const { agencyId } = row;
      request.session = { userId, role, agencyId, sessionId: claims.sid, jti: claims.jti, exp: claims.exp };
      keepSessionUser(request, row.user);
      if (row.stale) await touch(request, claims.sid);

      const now = nowSeconds();
      const halfLife = (claims.exp - claims.iat) / 2;
      if (now - claims.iat >= halfLife && claims.exp < claims.aex) {
        const fresh = await tokens.sign(
          { userId, sessionId: claims.sid, absoluteExpiresAt: claims.aex },
          now,
        );
        // The grace counts from this moment, not from the whole second `now` is rounded down to: that cut
        // up to a second off it (with a 1 s grace a parallel request was refused at once).
        await sessions.denyToken(
          claims.jti,
          new Date(Date.now() + options.graceSeconds * 1000),
          new Date(claims.exp * 1000),
        );
        reply.header('authorization', `Bearer ${fresh.token}`);
        request.session = { userId, role, agencyId, sessionId: claims.sid, jti: fresh.jti, exp: fresh.exp };
      }
    };
    app.decorate('authenticate', check('customer'));
    app.decorate('authenticateAdviser', check('adviser'));
  },
  { name: 'session', dependencies: ['database'] },
);

/**
 * The session of a request on a route protected by `app.authenticate` (typed, never null there). A
 * route that forgot `authenticate` gets 401 instead of running without a user.
 */
export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw new AppError('token_not_provided');
  return request.session;
}

/** The adviser behind a request on a route protected by `app.authenticateAdviser`, with the agency. */
export function requireAdviser(request: FastifyRequest): SessionContext & { agencyId: number } {
  const session = request.session;
  if (!session) throw new AppError('token_not_provided');
  if (session.role !== 'adviser' || session.agencyId === null) throw new AppError('role_not_permitted');
  return { ...session, agencyId: session.agencyId };
}

function bearer(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1];
}
