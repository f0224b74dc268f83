/** WebAuthn in this browser: shared by the customer app's and the workspace's passkeys. */

/** Whether the browser can make a passkey at all (WebAuthn present). */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Whether this device has a platform authenticator with user verification (Touch-ID, Face-ID, …). */
export async function platformAuthenticatorAvailable(): Promise<boolean> {
  if (!browserSupportsPasskeys()) return false;
  try {
    return await window.PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}

/** The WebAuthn browser library, loaded only when a passkey is used: it stays out of the login chunk. */
export function loadWebAuthn() {
  return import('@simplewebauthn/browser');
}

/** A cancelled or timed-out system prompt (the user said no): no error worth a red toast. */
export function isWebAuthnCancel(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
