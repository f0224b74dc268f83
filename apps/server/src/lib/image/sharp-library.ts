import { loadOnce } from '../load-once';

/**
 * sharp (libvips), imported on the first image the portal reads or draws, not at the server's start (~0.15
 * CPU-seconds a start, ADR 340): pictures are uploaded rarely, and a cluster's processes restart often.
 */
export const sharpLibrary = loadOnce(() => import('sharp').then((module) => module.default));
