import { TOKEN_BLACKLISTED, TOKEN_NOT_REFRESHABLE } from '@kundenportal/domain/errors/error-codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { nowSeconds, type TokenService } from '../lib/session/tokens';
import type { AuthRepository } from '../modules/auth/repository';

export type SessionContext = { userId: number; sessionId: string; jti: string; exp: number };

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
}

type Options = { tokens: TokenService; repository: AuthRepository; graceSeconds: number };

/**
 * Bearer-token check for protected routes (spec sections 7, 8): verifies the JWT, the session and the
 * denial list in one query, and rotates the token once it is past half its life. The replaced token is
 * denied after a short grace so parallel requests that still carry it succeed.
 */
export const authPlugin = fp(async (app: FastifyInstance, { tokens, repository, graceSeconds }: Options) => {
  app.decorateRequest('session', null);

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
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
    const row = await repository.lookup(userId, claims.sid, claims.jti);
    if (!row) throw new AppError('user_not_found');
    if (!row.active) throw new AppError('user_not_active');
    if (row.sessionUser !== userId || row.ended || row.denied) {
      throw new AppError('token_invalid', { userMessage: TOKEN_BLACKLISTED });
    }
    request.session = { userId, sessionId: claims.sid, jti: claims.jti, exp: claims.exp };

    const now = nowSeconds();
    const halfLife = (claims.exp - claims.iat) / 2;
    if (now - claims.iat >= halfLife && claims.exp < claims.aex) {
      const fresh = await tokens.sign({ userId, sessionId: claims.sid, absoluteExpiresAt: claims.aex }, now);
      await repository.denyToken(
        claims.jti,
        new Date((now + graceSeconds) * 1000),
        new Date(claims.exp * 1000),
      );
      reply.header('authorization', `Bearer ${fresh.token}`);
      request.session = { userId, sessionId: claims.sid, jti: fresh.jti, exp: fresh.exp };
    }
  });
});

function bearer(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1];
}
