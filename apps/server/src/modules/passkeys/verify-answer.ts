import type { PasskeyLoginVerifyInput } from '@kundenportal/domain/auth/passkey-schemas';
import type { VerifiedAuthenticationResponse } from '@simplewebauthn/server';
import type { PasskeyDeps } from './deps';
import { expectedBy } from './relying-party';
import type { PasskeysRepository } from './repository';
import { webauthnHelpers, webauthnLibrary } from './webauthn-library';

type StoredPasskey = NonNullable<Awaited<ReturnType<PasskeysRepository['findById']>>>;

/**
 * Checks an authenticator's answer to `challenge` against the stored passkey (signature, origin, rpID,
 * user verification) and records its use with the new counter (which only moves forward). Answers null
 * when the answer holds, else why it does not (for the log); the caller refuses it.
 */
export async function verifyPasskeyAnswer(
  deps: Pick<PasskeyDeps, 'repository' | 'rp'>,
  challenge: string,
  passkey: Pick<StoredPasskey, 'id' | 'publicKey' | 'counter' | 'transports'>,
  response: PasskeyLoginVerifyInput['response'],
): Promise<string | null> {
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await Promise.all([
    webauthnLibrary(),
    webauthnHelpers(),
  ]);
  let verification: VerifiedAuthenticationResponse;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      ...expectedBy(deps.rp, challenge),
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
  } catch (error) {
    return error instanceof Error ? error.message : 'verification failed';
  }
  if (!verification.verified) return 'not verified';
  if (!(await deps.repository.markUsed(passkey.id, verification.authenticationInfo.newCounter))) {
    return 'counter went back';
  }
  return null;
}
