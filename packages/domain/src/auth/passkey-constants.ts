/**
 * Biometric login as passkeys (spec section 2, "Login page" and "In the password area"): the
 * constants shared by server and web (the texts are in texts/passkey.ts). No zod here: the login page
 * imports this file.
 */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60;

/** The relying party's name shown by the authenticator. */
export const PASSKEY_RP_NAME = 'Kundenportal';
