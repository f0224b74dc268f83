import { loadOnce } from '../../lib/load-once';

/**
 * @simplewebauthn/server and its helpers, imported on the first passkey ceremony, not at the server's start:
 * the costliest import of the bundle (~0.4 of a start's ~3.6 CPU-seconds, ADR 340), and a process may serve
 * for hours without one.
 */
export const webauthnLibrary = loadOnce(() => import('@simplewebauthn/server'));
export const webauthnHelpers = loadOnce(() => import('@simplewebauthn/server/helpers'));
