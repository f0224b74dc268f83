import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { statementReaderTexts as texts } from '../texts/banking-statements';
import { BANK_IMPORT_MAX_BYTES } from './api';
import { refusal } from './fixtures/refusal';
import { SAMPLE_CLOSING, SAMPLE_IBAN, sampleCamt } from './fixtures/samples';
import { readStatement } from './read-statement';
import { STATEMENT_ZIP_MAX_FILES } from './statement-limits';
import { writeCamt } from './write-camt';

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', name)));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readStatement: the ZIP of camt files a bank delivers', () => {
  it('reads every daily file as one account, with the latest closing balance', async () => {
    const statement = await readStatement(fixture('camt053-v08.zip'));
    const single = await readStatement(fixture('camt053-v08.xml'));
    expect(statement.format).toBe('camt.053');
    expect(statement.accounts).toHaveLength(1);
    expect(statement.accounts[0]?.iban).toBe(SAMPLE_IBAN);
    expect(statement.accounts[0]?.balance).toEqual({ cents: SAMPLE_CLOSING.cents, date: '2026-11-25' });
    expect(statement.accounts[0]?.entries).toEqual(single.accounts[0]?.entries);
  });

  it('leaves out folders and the resource forks macOS adds', async () => {
    const zip = zipSync({
      'auszuege/': new Uint8Array(0),
      'auszuege/november.xml': utf8(writeCamt(sampleCamt('camt.053', '02'))),
      '__MACOSX/auszuege/._november.xml': Uint8Array.from([0, 5, 22, 7]),
    });
    expect((await readStatement(zip)).accounts[0]?.entries).toHaveLength(12);
  });

  it('refuses a ZIP bomb by its ratio: a few kilobytes that inflate past 50 times, whatever its headers claim', async () => {
    const zeros = new Uint8Array(20 * 1024 * 1024);
    const bomb = zipSync({ 'a.xml': zeros, 'b.xml': zeros, 'c.xml': zeros }, { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(bomb)).toBe(texts.zipRatio('50'));
    // The local headers' uncompressed sizes set to 1 byte: the inflated bytes are counted, not the headers.
    const lying = bomb.slice();
    const view = new DataView(lying.buffer);
    for (let at = 0; at < lying.length - 30; at++) {
      if (view.getUint32(at, true) === 0x04034b50) view.setUint32(at + 22, 1, true);
    }
    expect(await refusal(lying)).toBe(texts.zipRatio('50'));
    // Making 60 MB takes seconds on a loaded machine; the cap is no wait.
  }, 60_000);

  it('reads a ZIP that packs up to 50 times, as a year of one bank’s daily files does', async () => {
    const day = utf8(writeCamt(sampleCamt('camt.053', '08')));
    const year = Object.fromEntries(Array.from({ length: 250 }, (_, index) => [`${index}.xml`, day]));
    const zip = zipSync(year, { level: 9 });
    expect((250 * day.length) / zip.length).toBeGreaterThan(3);
    expect((await readStatement(zip)).accounts[0]?.entries).toHaveLength(250 * 12);
  });

  it('refuses a ZIP of too many files, of other files than XML, without any XML, or broken', async () => {
    const tiny = utf8('<a/>');
    const many = Object.fromEntries(
      Array.from({ length: STATEMENT_ZIP_MAX_FILES + 1 }, (_, index) => [`${index}.xml`, tiny]),
    );
    expect(await refusal(zipSync(many))).toBe(texts.zipTooManyFiles('500'));
    expect(await refusal(zipSync({ 'auszug.pdf': tiny }))).toBe(texts.zipNotXml('auszug.pdf'));
    expect(await refusal(zipSync({ 'innen.zip': zipSync({ 'a.xml': tiny }) }))).toBe(
      texts.zipNotXml('innen.zip'),
    );
    expect(await refusal(zipSync({ 'leer/': new Uint8Array(0) }))).toBe(texts.zipEmpty);
    const broken = fixture('camt053-v08.zip').slice(0, 900);
    expect(await refusal(broken)).toBe(texts.zipUnreadable);
  });

  it('refuses a file inside the ZIP larger than a single upload may be', async () => {
    // Padded with blanks and digits that pack less than 50 times, so the size, not the ratio, refuses it.
    const noise = Array.from({ length: BANK_IMPORT_MAX_BYTES / 8 }, (_, index) =>
      ((index * 2_654_435_761) >>> 0).toString(16).padStart(8, ' '),
    ).join('');
    const large = utf8(`${writeCamt(sampleCamt('camt.053', '08'))}<!--${noise}-->`);
    expect(await refusal(zipSync({ 'gross.xml': large }))).toBe(texts.inZip('gross.xml', texts.tooLarge(10)));
    // Packs and reads over 10 MB: ~2 s alone, over the default 5 s once on a loaded machine (a cap, no wait).
  }, 15_000);

  it('names the file inside the ZIP that it cannot read, and refuses camt.052 and camt.053 mixed', async () => {
    const doctype = `<?xml version="1.0"?><!DOCTYPE x>${writeCamt(sampleCamt('camt.053', '08')).slice(39)}`;
    const zip = zipSync({
      'gut.xml': utf8(writeCamt(sampleCamt('camt.053', '08'))),
      'boese.xml': utf8(doctype),
    });
    expect(await refusal(zip)).toBe(texts.inZip('boese.xml', texts.doctype));
    const mixed = zipSync({
      'a.xml': utf8(writeCamt(sampleCamt('camt.053', '08'))),
      'b.xml': utf8(writeCamt(sampleCamt('camt.052', '08'))),
    });
    expect(await refusal(mixed)).toBe(texts.zipMixed);
  });
});
