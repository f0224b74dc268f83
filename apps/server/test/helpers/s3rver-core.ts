import crypto from 'node:crypto';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/** s3rver ships without types; this is the part of it the tests (and scripts/cluster) use. */
export type S3rverServer = {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer: Server;
};
export const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;

/**
 * s3rver makes its list continuation tokens with single DES, which Node 20's OpenSSL 3 no longer offers,
 * so every truncated list failed. Three-key DES with three equal keys is single DES, bit for bit; while an
 * s3rver runs, 'des' is that (no other algorithm is touched).
 */
let desUsers = 0;
const original = { cipher: crypto.createCipheriv, decipher: crypto.createDecipheriv };
export function lendDes() {
  desUsers += 1;
  if (desUsers > 1) return;
  const tripled = (key: crypto.CipherKey) => Buffer.concat([key, key, key] as Buffer[]);
  const patched =
    (make: typeof crypto.createCipheriv | typeof crypto.createDecipheriv) =>
    (algorithm: string, key: crypto.CipherKey, ...rest: unknown[]) =>
      Reflect.apply(
        make,
        crypto,
        algorithm === 'des' ? ['des-ede3-cbc', tripled(key), ...rest] : [algorithm, key, ...rest],
      );
  Object.assign(crypto, {
    createCipheriv: patched(original.cipher),
    createDecipheriv: patched(original.decipher),
  });
}
export function returnDes() {
  desUsers -= 1;
  if (desUsers === 0)
    Object.assign(crypto, { createCipheriv: original.cipher, createDecipheriv: original.decipher });
}
