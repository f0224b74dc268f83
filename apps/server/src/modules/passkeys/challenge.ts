import { randomUUID } from 'node:crypto';
import { PASSKEY_CHALLENGE_TTL_SECONDS } from '@kundenportal/domain/auth/passkey-constants';
import type { ChallengePurpose, PasskeysRepository } from './repository';

/** Keeps the challenge of freshly generated options for one answer within 5 minutes; returns its id. */
export async function storeChallenge(
  repository: PasskeysRepository,
  input: { purpose: ChallengePurpose; userId: number | null; challenge: string },
): Promise<string> {
  const id = randomUUID();
  await repository.saveChallenge({
    id,
    ...input,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_SECONDS * 1000),
  });
  return id;
}
