declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** RFC 8188/8291 decryption (the receiver's side of Web Push); only what the tests use. */
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string },
  ): Buffer;
}
