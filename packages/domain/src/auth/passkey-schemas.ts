import { z } from 'zod';

/**
 * Request bodies of the passkey endpoints (WebAuthn, spec section 2 "Touch-ID"). The browser's
 * credential JSON is checked for shape and size only; @simplewebauthn/server verifies the content.
 * Server only: the web app sends what @simplewebauthn/browser returns and never imports zod here.
 * The request bodies are strict (a field not listed is a 422); the credential JSON inside is not: WebAuthn
 * lets browsers add members to it, which the verification ignores and nothing stores.
 */
const BASE64URL = /^[A-Za-z0-9_-]*$/;
const base64url = (max: number) => z.string().min(1).max(max).regex(BASE64URL);

const credentialId = base64url(1366);
const challengeId = z.uuid();
/** A PublicKeyCredential's JSON: the same envelope around a registration's and a login's `response`. */
const credentialJson = <Response extends z.ZodRawShape>(response: Response) =>
  z.object({
    id: credentialId,
    rawId: credentialId,
    type: z.literal('public-key'),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    response: z.object({ clientDataJSON: base64url(4096), ...response }),
  });

export const passkeyRegistrationResponseSchema = credentialJson({
  attestationObject: base64url(16384),
  authenticatorData: base64url(8192).optional(),
  transports: z.array(z.string().max(32)).max(10).optional(),
  publicKeyAlgorithm: z.number().int().optional(),
  publicKey: base64url(4096).optional(),
});

export const passkeyAuthenticationResponseSchema = credentialJson({
  authenticatorData: base64url(8192),
  signature: base64url(1024),
  userHandle: base64url(512).optional(),
});

/** POST /api/passkeys/register/verify */
export const passkeyRegisterVerifySchema = z.strictObject({
  challengeId,
  response: passkeyRegistrationResponseSchema,
});

/** POST /api/passkeys/login/verify */
export const passkeyLoginVerifySchema = z.strictObject({
  challengeId,
  response: passkeyAuthenticationResponseSchema,
});

/** DELETE /api/passkeys/:id */
export const passkeyIdParamsSchema = z.object({ id: credentialId });

export type PasskeyRegisterVerifyInput = z.infer<typeof passkeyRegisterVerifySchema>;
export type PasskeyLoginVerifyInput = z.infer<typeof passkeyLoginVerifySchema>;

/** POST …/passkeys/register/options and …/login/options: the challenge's id and the WebAuthn options JSON. */
export const passkeyOptionsResponseSchema = z.object({
  challengeId: z.string(),
  // Loose: every member of the library's options is sent (its TypeScript type has no index signature).
  options: z.looseObject({ challenge: z.string() }).meta({
    description: 'PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON (WebAuthn)',
  }) as unknown as z.ZodType<{
    challenge: string;
  }>,
});

/** GET …/passkeys */
export const passkeyListSchema = z.array(
  z.object({ id: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
);
/** One passkey of GET …/passkeys (a customer's or an adviser's). */
export type Passkey = z.infer<typeof passkeyListSchema>[number];

/** DELETE …/passkeys: every passkey of the account removed. */
export const passkeysRemovedSchema = z.object({ success: z.literal(true), removed: z.number().int() });
