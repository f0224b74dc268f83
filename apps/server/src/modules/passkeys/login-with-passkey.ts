import { timingSafeEqual } from 'node:crypto';
import type { PasskeyLoginVerifyInput } from '@kundenportal/domain/auth/passkey-schemas';
import { AppError } from '../../lib/app-error';
import type { PasskeyDeps } from './deps';
import { verifyPasskeyAnswer } from './verify-answer';
import { webauthnHelpers } from './webauthn-library';

/**
 * Logs in with a passkey: the challenge is used up whatever happens, the signature, origin, rpID,
 * user verification and counter are checked, and then a session starts exactly as after a password
 * login of that side (`role`: a customer's passkey never opens the workspace, nor the reverse). Every
 * failure looks the same to the client (invalid_credentials).
 */
export async function loginWithPasskey(
  deps: PasskeyDeps,
  input: PasskeyLoginVerifyInput,
  log: { info(obj: object, msg: string): void },
  ip: string,
  role: 'customer' | 'adviser' = 'customer',
): Promise<{ token: string }> {
  // Counted as a failure of the address before the check (atomically with the limit), given back unless it fails.
  const attempt = await deps.throttle.beginForAddress(ip);
  try {
    const session = await verifyAndStartSession(deps, input, log, role);
    await attempt.release();
    return session;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'invalid_credentials')) await attempt.release();
    throw error;
  }
}

async function verifyAndStartSession(
  deps: PasskeyDeps,
  input: PasskeyLoginVerifyInput,
  log: { info(obj: object, msg: string): void },
  role: 'customer' | 'adviser',
): Promise<{ token: string }> {
  const refused = (reason: string) => {
    log.info({ reason }, 'passkey login refused');
    return new AppError('invalid_credentials');
  };
  const challenge = await deps.repository.consumeChallenge(input.challengeId, 'login', null);
  if (!challenge) throw refused('challenge unknown, used or expired');
  const passkey = await deps.repository.findById(input.response.id);
  if (!passkey) throw refused('unknown credential');
  // Each side logs in its own accounts only (the customer app and the workspace, issue 14).
  if (passkey.role !== role) throw refused('credential of the other side');

  const { userHandle } = input.response.response;
  const { isoBase64URL } = await webauthnHelpers();
  if (userHandle && !sameBytes(isoBase64URL.toBuffer(userHandle), deps.rp.userHandle(passkey.userId))) {
    throw refused('user handle does not match');
  }

  const failure = await verifyPasskeyAnswer(deps, challenge, passkey, input.response);
  if (failure !== null) throw refused(failure);
  if (!passkey.active) throw new AppError('user_not_active');
  return deps.sessions.start(passkey.userId);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
