import { PASSKEY_CHALLENGE_TTL_SECONDS } from '@kundenportal/domain/auth/passkey-constants';
import type { PasskeyLoginVerifyInput } from '@kundenportal/domain/auth/passkey-schemas';
import { AppError } from '../../lib/app-error';
import { storeChallenge } from './challenge';
import type { PasskeyDeps } from './deps';
import type { ConfirmAction } from './repository';
import { verifyPasskeyAnswer } from './verify-answer';
import { webauthnLibrary } from './webauthn-library';

/**
 * A signed-in customer confirms one action with a passkey (ADR 246): a WebAuthn ceremony whose challenge
 * is bound to the account and the action (a login's or another action's challenge is refused), offering
 * the account's own passkeys; only a passkey of that account, user-verified, confirms.
 */
export async function createConfirmationOptions(
  deps: Pick<PasskeyDeps, 'repository' | 'rp'>,
  userId: number,
  action: ConfirmAction,
) {
  const keys = await deps.repository.listByUser(userId);
  const { generateAuthenticationOptions } = await webauthnLibrary();
  const options = await generateAuthenticationOptions({
    rpID: deps.rp.id,
    allowCredentials: keys.map((key) => ({ id: key.id, transports: key.transports })),
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
  });
  const challengeId = await storeChallenge(deps.repository, {
    purpose: `confirm:${action}`,
    userId,
    challenge: options.challenge,
  });
  return { challengeId, options };
}

/**
 * Checks the answer to such a challenge (used up whatever happens); a failure counts as a failed login
 * of the address, as a passkey login's does, and is refused like a wrong password (invalid_credentials).
 */
export async function confirmWithPasskey(
  deps: Pick<PasskeyDeps, 'repository' | 'rp' | 'throttle'>,
  userId: number,
  input: PasskeyLoginVerifyInput,
  action: ConfirmAction,
  ip: string,
): Promise<void> {
  const attempt = await deps.throttle.beginForAddress(ip);
  const challenge = await deps.repository.consumeChallenge(input.challengeId, `confirm:${action}`, userId);
  const passkey = challenge ? await deps.repository.findById(input.response.id) : null;
  if (!challenge || !passkey || passkey.userId !== userId) throw new AppError('invalid_credentials');
  if ((await verifyPasskeyAnswer(deps, challenge, passkey, input.response)) !== null) {
    throw new AppError('invalid_credentials');
  }
  await attempt.release();
}
