/**
 * @simplewebauthn/server, imported on the first passkey ceremony, not at the server's start: it was the
 * costliest import of the bundle (~0.4 of a start's ~3.6 CPU-seconds, ADR 340), and a process may serve for
 * hours without one. Imported once; every later call answers the same module.
 */
let library: Promise<typeof import('@simplewebauthn/server')> | undefined;
let helpers: Promise<typeof import('@simplewebauthn/server/helpers')> | undefined;

export function webauthnLibrary(): Promise<typeof import('@simplewebauthn/server')> {
  library ??= import('@simplewebauthn/server');
  return library;
}

export function webauthnHelpers(): Promise<typeof import('@simplewebauthn/server/helpers')> {
  helpers ??= import('@simplewebauthn/server/helpers');
  return helpers;
}
