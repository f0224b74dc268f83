import { describe, expect, it } from 'vitest';
import { isTextChunk, signatureMatches } from './content-rules';

describe('content against extension', () => {
  it.each([
    ['pdf', 'pdf'],
    ['jpeg', 'jpg'],
    ['docx', 'docx'],
    ['docx', 'zip'],
    ['xls', 'cfb'],
    ['ods', 'zip'],
  ])('.%s may be %s', (extension, sniffed) => {
    expect(signatureMatches(extension, sniffed)).toBe(true);
  });

  it.each([
    ['pdf', undefined],
    ['pdf', 'zip'],
    ['png', 'jpg'],
    ['zip', 'docx'],
    ['txt', 'pdf'],
    ['csv', 'xml'],
    ['exe', 'exe'],
  ])('.%s may not be %s', (extension, sniffed) => {
    expect(signatureMatches(extension, sniffed)).toBe(false);
  });

  it('takes text without a signature, and XML as HTML or text', () => {
    expect(signatureMatches('txt', undefined)).toBe(true);
    expect(signatureMatches('html', 'xml')).toBe(true);
  });

  it('takes UTF-8 and Latin-1 text with tabs and line ends, refuses NUL, other control bytes and DEL', () => {
    expect(isTextChunk(Buffer.from('Grüße\tMünchen\r\n\f', 'utf8'))).toBe(true);
    expect(isTextChunk(Buffer.from('Gr\xfc\xdfe', 'latin1'))).toBe(true);
    for (const byte of [0x00, 0x01, 0x08, 0x0b, 0x1b, 0x1f, 0x7f]) {
      expect(isTextChunk(Buffer.from([0x41, byte, 0x42])), `byte ${byte}`).toBe(false);
    }
  });
});
