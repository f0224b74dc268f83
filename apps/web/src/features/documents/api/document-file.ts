import type { DocumentDto, DocumentTicket } from '@kundenportal/domain/documents/document-api';
import { apiRequest } from '../../../lib/api-client';

/**
 * A file's URL for the browser: GET /api/documents/ticket hands out a one-file ticket valid 60 s (never
 * the session token in a URL); `attachment` asks the server for a download instead of inline.
 */
export async function documentUrl(
  document: Pick<DocumentDto, 'owner_type' | 'owner_id' | 'filename'>,
  options: { attachment?: boolean } = {},
): Promise<string> {
  const query = new URLSearchParams({
    type: document.owner_type,
    id: String(document.owner_id),
    filename: document.filename,
  });
  const ticket = await apiRequest<DocumentTicket>(`/documents/ticket?${query}`);
  return options.attachment ? `${ticket.url}&disposition=attachment` : ticket.url;
}

/** Starts the browser's download of a document (the server sends it as an attachment with its name). */
export async function downloadDocument(
  document: Pick<DocumentDto, 'owner_type' | 'owner_id' | 'filename' | 'original_filename'>,
): Promise<void> {
  const url = await documentUrl(document, { attachment: true });
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.original_filename;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
}

/** The file's bytes (for the PDF viewer: pdf.js gets bytes, the 60 s ticket may not outlive a long read). */
export async function fetchDocumentBytes(document: DocumentDto, signal?: AbortSignal): Promise<ArrayBuffer> {
  const url = await documentUrl(document);
  const response = await fetch(url, { signal, credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`document fetch failed: ${response.status}`);
  return response.arrayBuffer();
}
