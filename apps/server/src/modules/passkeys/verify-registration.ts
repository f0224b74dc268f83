import type { PasskeyRegisterVerifyInput } from '@kundenportal/domain/auth/passkey-schemas';
import { passkeyTexts } from '@kundenportal/domain/texts/passkey';
import type { VerifiedRegistrationResponse } from '@simplewebauthn/server';
import { ValidationError } from '../../lib/app-error';
import type { PasskeyDeps } from './deps';
import { expectedBy } from './relying-party';
import { webauthnHelpers, webauthnLibrary } from './webauthn-library';

/**
 * Checks the authenticator's answer to a registration challenge of this customer (origin, rpID,
 * user verification) and stores the credential. Any failure is a 422 with a general message, not a
 * 401: the customer stays logged in.
 */
export async function verifyRegistration(
  deps: Pick<PasskeyDeps, 'repository' | 'rp'>,
  userId: number,
  input: PasskeyRegisterVerifyInput,
  log: { info(obj: object, msg: string): void },
): Promise<{ success: true }> {
  const refused = new ValidationError([passkeyTexts.registrationFailed]);
  const challenge = await deps.repository.consumeChallenge(input.challengeId, 'register', userId);
  if (!challenge) throw refused;

  const [{ verifyRegistrationResponse }, { isoBase64URL }] = await Promise.all([
    webauthnLibrary(),
    webauthnHelpers(),
  ]);
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      ...expectedBy(deps.rp, challenge),
    });
  } catch (error) {
    log.info({ reason: error instanceof Error ? error.message : 'unknown' }, 'passkey registration refused');
    throw refused;
  }
  if (!verification.verified) throw refused;

  const { credential } = verification.registrationInfo;
  const stored = await deps.repository.insert({
    id: credential.id,
    userId,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? input.response.response.transports ?? [],
  });
  if (!stored) throw refused;
  return { success: true };
}
