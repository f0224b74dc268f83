import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software platform authenticator for tests: real ES256 keys, real CBOR attestation ('none') and
 * real signed assertions, so the server's WebAuthn checks run exactly as with a phone. Options let a
 * test break one thing at a time (origin, user verification, signature).
 */
type Flags = { userVerified?: boolean; origin?: string; rpId?: string };

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(bytes as Uint8Array<ArrayBuffer>);

function u32(n: number) {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n);
  return out;
}

function concat(...parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export type SoftwareCredential = {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
};

export function createSoftwareAuthenticator(defaults: { origin: string; rpId: string }) {
  function clientData(type: string, challenge: string, origin: string) {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers registration options as navigator.credentials.create() would; returns the JSON and the key. */
  function register(
    options: { challenge: string; user: { id: string } },
    flags: Flags = {},
  ): { response: Record<string, unknown>; credential: SoftwareCredential } {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x as string)],
      [-3, isoBase64URL.toBuffer(jwk.y as string)],
    ]);
    const credentialId = randomBytes(32);
    const idLength = new Uint8Array([credentialId.length >> 8, credentialId.length & 255]);
    const flagByte = UP | AT | (flags.userVerified === false ? 0 : UV);
    const authData = concat(
      sha256(flags.rpId ?? defaults.rpId),
      new Uint8Array([flagByte]),
      u32(0),
      new Uint8Array(16),
      idLength,
      credentialId,
      isoCBOR.encode(cose),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, Uint8Array | string | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    const id = b64(credentialId);
    return {
      response: {
        id,
        rawId: id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(
            clientData('webauthn.create', options.challenge, flags.origin ?? defaults.origin),
          ),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
      },
      credential: { id, privateKey, userHandle: options.user.id, counter: 0 },
    };
  }

  /** Answers authentication options as navigator.credentials.get() would, with a real signature. */
  function authenticate(
    options: { challenge: string },
    credential: SoftwareCredential,
    flags: Flags & { counter?: number; tamper?: boolean } = {},
  ): Record<string, unknown> {
    credential.counter = flags.counter ?? credential.counter + 1;
    const authData = concat(
      sha256(flags.rpId ?? defaults.rpId),
      new Uint8Array([UP | (flags.userVerified === false ? 0 : UV)]),
      u32(credential.counter),
    );
    const clientDataJSON = clientData('webauthn.get', options.challenge, flags.origin ?? defaults.origin);
    const signer = createSign('SHA256');
    signer.update(concat(authData, sha256(clientDataJSON)));
    const signature = new Uint8Array(signer.sign(credential.privateKey));
    if (flags.tamper) signature[8] = (signature[8] ?? 0) ^ 1;
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  return { register, authenticate };
}
