import { randomUUID } from 'node:crypto';
import type { AuthRepository } from '../../modules/auth/repository';
import { nowSeconds, type TokenService } from './tokens';

export type CreateSessionDeps = {
  repository: AuthRepository;
  tokens: TokenService;
  maxSessionSeconds: number;
};

/**
 * Starts a session for a user who has proven who they are (password, passkey, …) and signs its first
 * token. Every way of logging in ends here, so sessions behave the same whatever the proof was.
 */
export async function createSession(deps: CreateSessionDeps, userId: number): Promise<{ token: string }> {
  const sessionId = randomUUID();
  const absoluteExpiresAt = nowSeconds() + deps.maxSessionSeconds;
  await deps.repository.createSession({
    id: sessionId,
    userId,
    absoluteExpiresAt: new Date(absoluteExpiresAt * 1000),
  });
  const { token } = await deps.tokens.sign({ userId, sessionId, absoluteExpiresAt });
  return { token };
}
