import type { SessionContext } from '../../plugins/session';
import type { AuthRepository } from './repository';

/** Ends the session: every token of it is denied at once, on every process. */
export async function logout(repository: AuthRepository, session: SessionContext): Promise<void> {
  await repository.endSession(session.sessionId);
  await repository.denyToken(session.jti, new Date(), new Date(session.exp * 1000));
}
