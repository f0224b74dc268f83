import { PASSKEY_CHALLENGE_TTL_SECONDS } from '@kundenportal/domain/auth/passkey-constants';
import { AppError } from '../../lib/app-error';
import { storeChallenge } from './challenge';
import type { PasskeyDeps } from './deps';
import { webauthnLibrary } from './webauthn-library';

/**
 * Options for registering a platform passkey (Touch-ID / Face-ID) for the logged-in customer:
 * discoverable (so login needs no e-mail), user verification required, existing ones excluded.
 */
export async function createRegistrationOptions(
  deps: Pick<PasskeyDeps, 'repository' | 'rp'>,
  userId: number,
) {
  const user = await deps.repository.findUser(userId);
  if (!user) throw new AppError('user_not_found');
  const existing = await deps.repository.listByUser(userId);
  const { generateRegistrationOptions } = await webauthnLibrary();
  const options = await generateRegistrationOptions({
    rpName: deps.rp.name,
    rpID: deps.rp.id,
    userID: deps.rp.userHandle(userId),
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
      authenticatorAttachment: 'platform',
    },
  });
  const challengeId = await storeChallenge(deps.repository, {
    purpose: 'register',
    userId,
    challenge: options.challenge,
  });
  return { challengeId, options };
}
