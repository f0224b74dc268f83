import type { CreateSessionDeps } from '../auth/create-session';
import type { RelyingParty } from './relying-party';
import type { PasskeysRepository } from './repository';

export type PasskeyDeps = {
  repository: PasskeysRepository;
  rp: RelyingParty;
  /** What a passkey login needs to start a session, the same as a password login. */
  sessions: CreateSessionDeps;
};
