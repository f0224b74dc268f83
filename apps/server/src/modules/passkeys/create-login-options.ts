import { PASSKEY_CHALLENGE_TTL_SECONDS } from '@kundenportal/domain/auth/passkey-constants';
import { storeChallenge } from './challenge';
import type { PasskeyDeps } from './deps';
import { webauthnLibrary } from './webauthn-library';

/**
 * Options for a passkey login: no credential list (discoverable passkeys), user verification required.
 * Refused (429) for an address with too many failed logins or too many option requests.
 */
export async function createLoginOptions(
  deps: Pick<PasskeyDeps, 'repository' | 'rp' | 'throttle' | 'limiter' | 'optionsPerIp'>,
  ip: string,
) {
  await deps.throttle.assertAddressOpen(ip);
  await deps.limiter.consume([{ key: `passkey-options:ip:${ip}`, ...deps.optionsPerIp }]);
  const { generateAuthenticationOptions } = await webauthnLibrary();
  const options = await generateAuthenticationOptions({
    rpID: deps.rp.id,
    allowCredentials: [],
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
  });
  const challengeId = await storeChallenge(deps.repository, {
    purpose: 'login',
    userId: null,
    challenge: options.challenge,
  });
  return { challengeId, options };
}
