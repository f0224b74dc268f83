import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants';
import { formatFileSize } from './file-size';
import { ALLOWED_UPLOAD_EXTENSIONS, checkUpload, fileExtension } from './upload-rules';

describe('upload rules', () => {
  it('allows exactly the spec lists of images and documents', () => {
    expect([...ALLOWED_UPLOAD_EXTENSIONS].sort()).toEqual([
      'bmp',
      'csv',
      'doc',
      'docx',
      'gif',
      'htm',
      'html',
      'jpeg',
      'jpg',
      'ods',
      'odt',
      'pdf',
      'png',
      'rtf',
      'txt',
      'xls',
      'xlsx',
      'zip',
    ]);
  });

  it.each([
    ['Rechnung.PDF', 'pdf'],
    ['scan.final.jpeg', 'jpeg'],
    ['ordner/unterordner/Brief.docx', 'docx'],
    ['ohne-endung', ''],
    ['.versteckt', ''],
    ['punkt.', ''],
  ])('reads the extension of %j as %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });

  it('accepts an allowed type in any case, refuses others naming the file', () => {
    expect(checkUpload({ name: 'Police.Pdf', size: 10 })).toEqual({ ok: true });
    expect(checkUpload({ name: 'programm.exe', size: 10 })).toEqual({
      ok: false,
      message: 'Dateityp wird nicht unterstützt (programm.exe)',
    });
    expect(checkUpload({ name: 'ohne-endung', size: 10 }).ok).toBe(false);
  });

  it('takes 26214400 bytes and refuses one more with the limit as 25 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(26_214_400);
    expect(checkUpload({ name: 'gross.pdf', size: MAX_UPLOAD_BYTES })).toEqual({ ok: true });
    expect(checkUpload({ name: 'gross.pdf', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ok: false,
      message: 'Die Maximale Dateigröße ist 25 MB',
    });
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1.023 B'],
    [1024, '1 kB'],
    [1536, '1,5 kB'],
    [26_214_400, '25 MB'],
    [1024 ** 3 * 2.25, '2,3 GB'],
    [1024 ** 4 * 3, '3 TB'],
    [1024 ** 5, '1.024 TB'],
  ])('%d bytes → %j', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('gives nothing for a size that is not one', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
