import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Set only in the production bundle (scripts/build-server.ts): the relative path from the bundle's folder
 * to apps/server. Run from source (tsx, tests), this file sits in apps/server/src.
 */
declare const BUNDLE_TO_SERVER_DIR: string | undefined;

/** The apps/server folder (migrations, the web app next to it), the same from source and from a bundle. */
export const serverDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  typeof BUNDLE_TO_SERVER_DIR === 'string' ? BUNDLE_TO_SERVER_DIR : '..',
);
