import { describe, expect, it } from 'vitest';
import { documentTexts } from '../texts/documents';
import { uploadErrorTexts } from './upload-errors';

describe('uploadErrorTexts', () => {
  it('continues "Die Datei" with a lower-case part', () => {
    expect(uploadErrorTexts(422, [`hash=>${documentTexts.hashMismatch}`])).toEqual([
      `Die Datei ${documentTexts.hashMismatch}`,
    ]);
  });

  it('shows a whole sentence and an entry without a field as they are', () => {
    expect(
      uploadErrorTexts(422, [
        'file=>Dateityp wird nicht unterstützt (a.exe)',
        'Die Maximale Dateigröße ist 25 MB',
      ]),
    ).toEqual(['Dateityp wird nicht unterstützt (a.exe)', 'Die Maximale Dateigröße ist 25 MB']);
  });

  it('shows one text once', () => {
    expect(
      uploadErrorTexts(422, ['a=>Diesen Ordner gibt es nicht.', 'b=>Diesen Ordner gibt es nicht.']),
    ).toHaveLength(1);
  });

  it('falls back to the unknown error for other statuses and empty or odd bodies', () => {
    for (const [status, errors] of [
      [500, ['x=>y']],
      [undefined, undefined],
      [422, []],
      [422, 'text'],
      [422, [42, null]],
      [403, undefined],
    ] as const) {
      expect(uploadErrorTexts(status, errors)).toEqual([documentTexts.unknownError]);
    }
  });
});
