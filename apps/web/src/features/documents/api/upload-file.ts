import { DEFAULT_KATEGORIE } from '@kundenportal/domain/documents/categories';
import type { DocumentDto, DocumentOwnerType } from '@kundenportal/domain/documents/document-api';
import { uploadErrorTexts } from '@kundenportal/domain/documents/upload-errors';
import { API_BASE, ApiError, adoptRotatedToken, handleApiError } from '../../../lib/api-client';
import { isOffline } from '../../../lib/connectivity';
import { requestHeaders } from '../../../lib/request-headers';
import { sha256Hex } from '../../../lib/sha256';
import { getToken } from '../../../lib/storage';

export type UploadRequest = {
  owner: { type: DocumentOwnerType; id: number };
  file: Blob;
  /** The name the customer confirmed (the extension of the chosen file). */
  name: string;
  directory: string;
  onProgress: (sent: number) => void;
  signal: AbortSignal;
};

/** A failed upload with the texts to show (spec section 8); `cancelled` when the customer stopped it. */
export class UploadError extends Error {
  constructor(
    readonly texts: string[],
    readonly cancelled = false,
  ) {
    super(texts.join(' '));
    this.name = 'UploadError';
  }
}

/**
 * POST /api/v2/document/{type}/{id} as multipart (file, kategorie, hash, directory). XMLHttpRequest,
 * not fetch: only it reports the bytes sent, which the progress bar shows. The session token goes in
 * the Authorization header as on every call; a rotated token is taken over; a logout error ends the
 * session as the API client does.
 */
export async function uploadFile(request: UploadRequest): Promise<DocumentDto> {
  const hash = await sha256Hex(request.file);
  if (request.signal.aborted) throw new UploadError([], true);
  const form = new FormData();
  form.append('kategorie', DEFAULT_KATEGORIE);
  form.append('hash', hash);
  form.append('directory', request.directory);
  form.append('file', request.file, request.name);

  const sentToken = getToken();
  return new Promise<DocumentDto>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/v2/document/${request.owner.type}/${request.owner.id}`);
    requestHeaders(sentToken, false).forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => request.onProgress(event.loaded);
    const abort = () => xhr.abort();
    request.signal.addEventListener('abort', abort, { once: true });
    const settle = () => request.signal.removeEventListener('abort', abort);

    xhr.onabort = () => {
      settle();
      reject(new UploadError([], true));
    };
    xhr.onerror = () => {
      settle();
      const error = new ApiError(undefined, {}, isOffline());
      handleApiError(error);
      reject(new UploadError(uploadErrorTexts(undefined, undefined)));
    };
    xhr.onload = () => {
      settle();
      adoptRotatedToken(xhr.getResponseHeader('Authorization'), sentToken);
      const body = parseBody(xhr.responseText);
      if (xhr.status === 201 && body?.document) {
        resolve(body.document as DocumentDto);
        return;
      }
      // 422 entries belong to this upload's item; other failures go through the client's rules too
      // (a 401 ends the session).
      if (xhr.status !== 422) handleApiError(new ApiError(xhr.status, body ?? {}));
      reject(new UploadError(uploadErrorTexts(xhr.status, body?.errors)));
    };
    xhr.send(form);
  });
}

function parseBody(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
