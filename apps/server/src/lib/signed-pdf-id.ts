import type { PDFDocument } from 'pdf-lib';
import { pdfKit } from './pdf-kit';

/**
 * A signed form's ID inside its PDF, where a check finds it without parsing the file (issue 27, ADR 039):
 * the PDF's file identifier (trailer `/ID`, ISO 32000-1 section 14.4) is [the document ID, the content
 * hash], both as printed in the footer. pdf-lib writes it into the cross-reference stream's dictionary,
 * which is never compressed, so it stands in the bytes as `/ID [ <32 hex> <64 hex> ]`. A tool that edits
 * the file keeps the first element (the spec says so): the edited file still names the signed document.
 */
export function setSignedDocumentId(pdf: PDFDocument, proof: { id: string; contentSha256: string }): void {
  const { PDFHexString } = pdfKit().lib;
  pdf.context.trailerInfo.ID = pdf.context.obj([
    PDFHexString.of(proof.id.replaceAll('-', '').toLowerCase()),
    PDFHexString.of(proof.contentSha256.toLowerCase()),
  ]);
}

const FILE_ID = /\/ID\s*\[\s*<([0-9A-Fa-f]{32})>/g;
/** Longer than any match, so one split between two chunks is still found. */
const CARRY = 96;
const MAX_IDS = 8;

const asUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`.toLowerCase();

/** Collects the document IDs a PDF's bytes name, chunk by chunk (an edited file may have several). */
export class SignedDocumentIdScanner {
  private carry = '';
  private readonly found = new Set<string>();

  push(chunk: Uint8Array): void {
    if (this.found.size >= MAX_IDS) return;
    const text =
      this.carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    for (const match of text.matchAll(FILE_ID)) {
      if (this.found.size < MAX_IDS && match[1]) this.found.add(asUuid(match[1]));
    }
    this.carry = text.slice(-CARRY);
  }

  get ids(): string[] {
    return [...this.found];
  }
}
