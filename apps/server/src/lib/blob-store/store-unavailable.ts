import { type S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { AppError } from '../app-error';

/** Failures of the connection to the object store itself (refused, cut, timed out, name unknown). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The store's own trouble (S3's 500 InternalError, 503 SlowDown, a gateway's 502/504); not 501 NotImplemented. */
const UNAVAILABLE_STATUSES = new Set([500, 502, 503, 504]);

/**
 * Whether the object store could not be reached or failed on its side, as opposed to an answer about the
 * object (404, 416), a feature it lacks (501) or a failure of the body we sent.
 */
export function isStoreUnavailable(error: unknown): boolean {
  if (error instanceof S3ServiceException)
    return UNAVAILABLE_STATUSES.has(error.$metadata.httpStatusCode ?? 0);
  if (!error || typeof error !== 'object') return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  return (typeof code === 'string' && NETWORK_CODES.has(code)) || name === 'TimeoutError';
}

/**
 * The client's every request answers an object store outage as the API's `503 store_unavailable` (a German
 * message that names files, Retry-After), not as the database's 503 or a 500 (issue 34). The original
 * error stays in `cause` for the log.
 */
export function answerStoreOutage(client: S3Client): S3Client {
  const send = client.send.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.send = (async (...args: unknown[]) => {
    try {
      return await send(...args);
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      throw Object.assign(new AppError('store_unavailable', { internal: 'object store unavailable' }), {
        cause: error,
      });
    }
  }) as S3Client['send'];
  return client;
}
