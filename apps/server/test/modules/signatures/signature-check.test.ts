import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import { formatFileSize } from '@kundenportal/domain/documents/file-size';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { signatureTexts } from '@kundenportal/domain/texts/signatures';
import { describe, expect, it } from 'vitest';
import { samples, sha256 } from '../../helpers/documents';
import { uniqueIp, useTestApp } from '../../helpers/test-app';
import { formCustomer } from '../adviser-forms/adviser-forms.fixtures';
import {
  check,
  fileParts,
  idParts,
  signForm,
  withChangedSigner,
  withoutRecord,
} from './signature-check.fixtures';

/**
 * POST /api/signaturen/pruefen (issue 27, mission row 33, ADR 039): a PDF signed through the real flow
 * checks as unchanged with what the PDF prints; one byte changed, its record changed or removed, or a
 * record before it removed, as altered; anything else as unknown. Every tampering is undone afterwards
 * (verify-audit's tests share the database).
 */
// Load shedding off: a busy test machine must not turn the answers under test into 503s.
const t = useTestApp({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' });
const status = (response: { statusCode: number; json: <T>() => T; body: string }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ status: string }>().status;
};

describe('POST /api/signaturen/pruefen', () => {
  it('answers a signed PDF as unchanged with exactly what the PDF prints — by its bytes, and by its ID and hash', async () => {
    const c = await formCustomer(t.app);
    const { pdf, record, signedAt } = await signForm(t.app, c);
    const expected = {
      status: 'unveraendert',
      dokument: {
        formular: 'Testvollmacht',
        version: 1,
        unterschrieben_am: signedAt,
        unterschrieben_von: 'Kim Kunde',
      },
    };
    const byFile = await check(t.app, fileParts(pdf), { ip: uniqueIp() });
    expect(byFile.statusCode, byFile.body).toBe(200);
    expect(byFile.json()).toEqual(expected);
    // Nothing the PDF does not print: no address, no customer or adviser number.
    expect(byFile.body).not.toContain(c.email);
    expect(byFile.body).not.toMatch(/"(kunde|customer|user|agent)/i);

    const byId = await check(t.app, idParts(record.id, record.contentSha256), { ip: uniqueIp() });
    expect(byId.json()).toEqual(expected);
    // Pasted from the footer with capitals and blanks around.
    const pasted = await check(
      t.app,
      idParts(` ${record.id.toUpperCase()} `, `${record.contentSha256.toUpperCase()}\n`),
      { ip: uniqueIp() },
    );
    expect(pasted.json()).toEqual(expected);
  });

  it('answers the same PDF with one byte changed, or its ID with another hash, as altered', async () => {
    const c = await formCustomer(t.app);
    const { pdf, record } = await signForm(t.app, c);
    const changed = Buffer.from(pdf);
    const middle = Math.floor(changed.length / 2);
    changed[middle] = (changed[middle] ?? 0) ^ 0x01;
    expect(status(await check(t.app, fileParts(changed), { ip: uniqueIp() }))).toBe('veraendert');
    expect(status(await check(t.app, idParts(record.id, sha256(changed)), { ip: uniqueIp() }))).toBe(
      'veraendert',
    );
  });

  it('answers altered when the record is removed from the chain, changed, or the record before it removed', async () => {
    const first = await formCustomer(t.app);
    const agent = first.agent;
    if (!agent) throw new Error('no adviser');
    const second = await formCustomer(t.app, { agent });
    const one = await signForm(t.app, first);
    const two = await signForm(t.app, second);
    expect(two.record.seq).toBe(one.record.seq + 1);

    await withoutRecord(two.record, async () => {
      expect(status(await check(t.app, fileParts(two.pdf), { ip: uniqueIp() }))).toBe('veraendert');
      expect(
        status(await check(t.app, idParts(two.record.id, two.record.contentSha256), { ip: uniqueIp() })),
      ).toBe('veraendert');
    });
    await withoutRecord(one.record, async () => {
      expect(status(await check(t.app, fileParts(two.pdf), { ip: uniqueIp() }))).toBe('veraendert');
    });
    await withChangedSigner(one.record, async () => {
      expect(status(await check(t.app, fileParts(one.pdf), { ip: uniqueIp() }))).toBe('veraendert');
      // The record after it is intact and still names one's stored hash: its own signing stands.
      expect(status(await check(t.app, fileParts(two.pdf), { ip: uniqueIp() }))).toBe('unveraendert');
    });
    // Put back: both unchanged again.
    expect(status(await check(t.app, fileParts(one.pdf), { ip: uniqueIp() }))).toBe('unveraendert');
    expect(status(await check(t.app, fileParts(two.pdf), { ip: uniqueIp() }))).toBe('unveraendert');
  });

  it('answers any other PDF, or an ID nobody signed, as unknown', async () => {
    expect(status(await check(t.app, fileParts(samples.pdf()), { ip: uniqueIp() }))).toBe('unbekannt');
    expect(status(await check(t.app, idParts(randomUUID(), sha256(samples.pdf())), { ip: uniqueIp() }))).toBe(
      'unbekannt',
    );
  });

  it('refuses what is no check with German 422 entries', async () => {
    const refused = async (parts: Parameters<typeof check>[1]) => {
      const response = await check(t.app, parts, { ip: uniqueIp() });
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ errors: string[] }>().errors;
    };
    expect(await refused([])).toEqual([`file=>${signatureTexts.fileMissing}`]);
    expect(await refused(fileParts(samples.html(), 'gefaelscht.pdf'))).toEqual([
      `file=>${signatureTexts.notPdf}`,
    ]);
    expect(await refused(fileParts(samples.pdf(), 'vertrag.txt'))).toEqual([
      `file=>${signatureTexts.notPdf}`,
    ]);
    const oversized = Buffer.concat([samples.pdf(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(await refused(fileParts(oversized))).toEqual([
      `file=>${documentTexts.maxSize(formatFileSize(MAX_UPLOAD_BYTES))}`,
    ]);
    expect(await refused([...fileParts(samples.pdf()), { name: 'extra', value: '1' }])).toEqual([
      'extra=>Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.',
    ]);
    expect(await refused([...fileParts(samples.pdf()), ...idParts(randomUUID(), 'a'.repeat(64))])).toEqual([
      `file=>${signatureTexts.bothGiven}`,
    ]);
    expect(await refused(idParts('123', ''))).toEqual([
      `dokument_id=>${signatureTexts.idInvalid}`,
      `hash=>${signatureTexts.hashRequired}`,
    ]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/signaturen/pruefen',
      headers: { 'content-type': 'application/json' },
      payload: '{"file":"x"}',
      remoteAddress: uniqueIp(),
    });
    expect(json.statusCode).toBe(422);
  });
});
