import { createHmac } from 'node:crypto';
import { PASSKEY_RP_NAME } from '@kundenportal/domain/auth/passkey-constants';

/**
 * The WebAuthn relying party is the portal as users reach it (PUBLIC_URL, docs/decisions/003):
 * rpID is its host name, the expected origin its scheme, host and port. A passkey made for one
 * PUBLIC_URL host does not work on another.
 */
export type RelyingParty = {
  name: string;
  id: string;
  origin: string;
  /** The opaque WebAuthn user handle of a customer: no e-mail or database id leaves the server. */
  userHandle(userId: number): Uint8Array<ArrayBuffer>;
};

export function createRelyingParty(publicUrl: string, secret: string): RelyingParty {
  const url = new URL(publicUrl);
  return {
    name: PASSKEY_RP_NAME,
    id: url.hostname,
    origin: url.origin,
    userHandle(userId) {
      const digest = createHmac('sha256', secret).update(`webauthn-user-handle:${userId}`).digest();
      return new Uint8Array(digest);
    },
  };
}

/** What an authenticator's answer to one of the relying party's challenges must show: the challenge, its origin and rpID, a verified user. */
export function expectedBy(rp: RelyingParty, challenge: string) {
  return {
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  };
}
