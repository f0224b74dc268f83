import { showsLoader } from '@kundenportal/domain/api/client-headers';
import { errorLogsOut, errorText } from '@kundenportal/domain/errors/error-codes';
import {
  type ParsedValidationErrors,
  parseValidationErrors,
} from '@kundenportal/domain/errors/validation-errors';
import { isAdviserApiPath } from '@kundenportal/domain/routing/workspace-paths';
import { isOffline } from './connectivity';
import { startLoading } from './loader-store';
import { takePrefetched } from './prefetch';
import { requestHeaders } from './request-headers';
import { endSession } from './session';
import { getToken, type Realm, setToken } from './storage';
import { toast } from './toast-store';

/** The API lives on the same origin under /api (spec section 7). */
export const API_BASE = '/api';

export type ErrorBody = { error?: unknown; message?: unknown; errors?: unknown };

/** A failed call. `status` is undefined when no response arrived (network failure). */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly body: ErrorBody;
  /** True once the client has shown it (toast, logout): callers then stay silent. */
  handled = false;
  /** No response because the device is offline: the offline notice says so, the session stays. */
  readonly offline: boolean;

  constructor(status: number | undefined, body: ErrorBody, offline = false) {
    super(typeof body.message === 'string' ? body.message : `API error ${status ?? 'without status'}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.offline = offline;
    // The offline notice (app/pwa) is the message; no toast, no logout (docs/decisions/012-…).
    if (offline) this.handled = true;
  }
}

/** Whether a failure is a call made while the device was offline (see ApiError.offline). */
export function isOfflineFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && error.offline;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; FormData goes out as it is (multipart, the browser sets its boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Whether the client applies the spec's error behaviour (section 8): logout, toasts. Calls with
   * their own rules (login, logout) pass false and handle every error themselves.
   */
  handleErrors?: boolean;
  /** The session to send instead of the stored one (logout: the token is dropped before the call). */
  token?: string | null;
  /** Headers besides the API's own (the diagnostics' x-dev-tools-token, ADR 312). */
  headers?: Record<string, string>;
};

/**
 * Reads started before what they read was deleted may fail on it (a 404 for the deleted person); that
 * failure is nobody's business (issue 27, item 4). A delete calls `forgetPendingReads` once it succeeded:
 * every GET on its way then fails silently.
 */
let readGeneration = 0;

export function forgetPendingReads(): void {
  readGeneration += 1;
}

/**
 * Whether a failure belongs to a state that is gone and must not be shown: a read started before a
 * delete; a call made with a session that has ended since (logout); a call refused for want of a
 * session while there is none (a page still mounted after the logout asked once more).
 */
function outdated(
  error: ApiError,
  call: { realm: Realm; sentToken: string | null; read: boolean; generation: number },
): boolean {
  if (call.read && call.generation !== readGeneration) return true;
  if (getToken(call.realm) !== null) return false;
  return call.sentToken !== null || errorLogsOut(error.status, error.body);
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Token rotation: any response may carry a fresh token (DESIGN "API conventions"); it is taken over
 * when the call was made with a session that still exists.
 */
export function adoptRotatedToken(
  authorization: string | null,
  sentToken: string | null,
  realm: Realm = 'customer',
): void {
  const rotated = BEARER.exec(authorization ?? '')?.[1];
  if (rotated && sentToken && getToken(realm)) setToken(rotated, realm);
}

/** The adviser workspace's calls carry the adviser's token, every other the customer's. */
export function realmOf(path: string): Realm {
  return isAdviserApiPath(path) ? 'adviser' : 'customer';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function asErrorBody(value: unknown): ErrorBody {
  return value && typeof value === 'object' ? (value as ErrorBody) : {};
}

/**
 * The one place the web app reads a 422 body (spec section 5): its 'field=>message' entries split
 * into field errors and general messages by the domain's parser. Undefined when the failure is no
 * 422 or carries no `errors`. The API client, the form hook (lib/use-form.ts) and the pages that
 * act on one field (a used link's `code`) all read a 422 through this.
 */
export function validationErrorsOf(error: unknown): ParsedValidationErrors | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const { errors } = error.body;
  return errors === undefined || errors === null ? undefined : parseValidationErrors(errors);
}

/** The spec's client behaviour for a failed call (section 8). */
export function handleApiError(error: ApiError, realm: Realm = 'customer'): void {
  error.handled = true;
  if (error.offline) return;
  const { status, body } = error;
  if (status === 405) return;
  if (errorLogsOut(status, body)) {
    endSession(realm);
    toast.error(errorText(body));
    return;
  }
  const parsed = validationErrorsOf(error);
  if (parsed) {
    for (const text of parsed.general) toast.error(text);
    // Field entries are shown at their fields by the form that sent them.
    if (parsed.general.length > 0 || Object.keys(parsed.fields).length > 0) return;
  }
  toast.error(errorText(body));
}

/** One call to the API: headers, token, rotation, loader and error behaviour in one place. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send(path, options, true, (response) => readBody(response) as Promise<T>);
}

/**
 * A file the API sends only with the session (a calendar file, a PDF): the same headers, token and
 * error behaviour as `apiRequest`, the answer's bytes as a Blob. The token never goes into a URL.
 */
export function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return send(path, options, false, (response) => response.blob());
}

function withHeaders(headers: Headers, extra: Record<string, string> | undefined): Headers {
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
  return headers;
}

async function send<T>(
  path: string,
  options: RequestOptions,
  mayUsePrefetched: boolean,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const url = `${API_BASE}${path}`;
  const realm = realmOf(path);
  const sentToken = options.token !== undefined ? options.token : getToken(realm);
  const call = { realm, sentToken, read: (options.method ?? 'GET') === 'GET', generation: readGeneration };
  // Calls with rules of their own (handleErrors: false) see every failure, outdated or not.
  const report = (error: ApiError) => {
    if (options.handleErrors === false) return;
    if (outdated(error, call)) error.handled = true;
    else handleApiError(error, realm);
  };
  const hasBody = options.body !== undefined;
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  // A GET the page's boot script started with the same token and headers (app/boot): used once.
  const prefetched =
    mayUsePrefetched && (options.method === undefined || options.method === 'GET')
      ? takePrefetched(path, sentToken)
      : undefined;
  const stopLoading = showsLoader(url) ? startLoading() : () => {};
  try {
    let response: Response;
    try {
      response = await (prefetched ??
        fetch(url, {
          method: options.method ?? 'GET',
          headers: withHeaders(requestHeaders(sentToken, hasBody && !multipart), options.headers),
          body: multipart ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
          signal: options.signal,
          cache: 'no-store',
          credentials: 'same-origin',
        }));
    } catch (cause) {
      // A cancelled request is no failure of the network: nobody waits for it.
      if (options.signal?.aborted) throw cause;
      // "No status logs out" (spec section 8) is for a server that does not answer, not for a device
      // without a connection: that keeps its session and gets the offline notice.
      const error = new ApiError(undefined, {}, isOffline());
      report(error);
      throw error;
    }

    adoptRotatedToken(response.headers.get('Authorization'), sentToken, realm);

    if (!response.ok) {
      const error = new ApiError(response.status, asErrorBody(await readBody(response)));
      report(error);
      throw error;
    }
    return await read(response);
  } finally {
    stopLoading();
  }
}
