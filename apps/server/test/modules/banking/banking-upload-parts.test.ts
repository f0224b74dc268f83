import { randomUUID } from 'node:crypto';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { describe, expect, it } from 'vitest';
import { authHeaders, useTestApp } from '../../helpers/test-app';
import { BANKING, bankingCustomer, testIban } from './banking.fixtures';
import { camt053, monthOf } from './camt-file';

const t = useTestApp();

/** POSTs a multipart body of these file parts (field name, file name, bytes) to the statement import. */
function importParts(token: string, files: { field: string; name: string; bytes: Buffer }[]) {
  const boundary = `----kp${randomUUID().replaceAll('-', '')}`;
  const body = Buffer.concat([
    ...files.flatMap(({ field, name, bytes }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${BANKING}/import`,
    headers: { ...authHeaders(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('the statement import takes one file (ADR 287)', () => {
  it('refuses a second file part at file with 422 "only once", storing nothing', async () => {
    const c = await bankingCustomer(t.app);
    const file = camt053(testIban(), monthOf('2026-09'));
    for (const second of ['file', 'anhang']) {
      const response = await importParts(c.token, [
        { field: 'file', name: 'auszug.xml', bytes: file },
        { field: second, name: 'auszug2.xml', bytes: file },
      ]);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual([`file=>${documentTexts.fieldTwice}`]);
    }
    const status = await c.call('GET', `${BANKING}/status`);
    expect(status.json().konten).toEqual([]);
    // One file part alone is taken.
    const one = await importParts(c.token, [{ field: 'file', name: 'auszug.xml', bytes: file }]);
    expect(one.statusCode, one.body).toBe(201);
  });
});
