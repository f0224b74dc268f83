import { BANK_IMPORT_MAX_MEGABYTES } from '@kundenportal/domain/banking/api';
import { bankingApiTexts } from '@kundenportal/domain/texts/banking-api';
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { useTestApp } from '../../helpers/test-app';
import { BANKING, bankingCustomer, testIban } from './banking.fixtures';
import { camt053, type TestEntry } from './camt-file';

const t = useTestApp();

const entry: fc.Arbitrary<TestEntry> = fc.record({
  date: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  cents: fc.integer({ min: -9_999_999, max: 9_999_999 }).filter((cents) => cents !== 0),
  name: fc.option(fc.string({ maxLength: 40 }), { nil: null }),
  purpose: fc.string({ maxLength: 80 }),
});

/** A statement as a bank makes it, then perhaps damaged: cut, bytes replaced, or zipped. */
const statementFile = fc
  .tuple(
    fc.array(entry, { maxLength: 8 }),
    fc.constantFrom('whole', 'cut', 'replaced', 'zipped', 'zipped-cut'),
    fc.nat(),
    fc.uint8Array({ minLength: 1, maxLength: 8 }),
  )
  .map(([entries, damage, at, noise]) => {
    const file = camt053(testIban(), entries);
    const place = at % file.length;
    if (damage === 'cut') return file.subarray(0, place);
    if (damage === 'replaced')
      return Buffer.concat([file.subarray(0, place), noise, file.subarray(place + noise.length)]);
    if (damage === 'whole') return file;
    const zip = Buffer.from(zipSync({ 'auszug.xml': file }));
    return damage === 'zipped' ? zip : zip.subarray(0, at % zip.length);
  });

/** Anything else a customer might pick: random bytes, text, a CSV-like table, an XML of another kind. */
const otherFile = fc.oneof(
  fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
  fc.string({ maxLength: 300 }).map((text) => Buffer.from(text)),
  fc
    .array(fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 6 }), { maxLength: 6 })
    .map((rows) => Buffer.from(rows.map((row) => row.join(';')).join('\r\n'))),
  fc
    .string({ maxLength: 100 })
    .map((text) => Buffer.from(`<?xml version="1.0"?><Document>${text}</Document>`)),
);

/** Every 422 names the file with a German reason. */
function expectFileRefusal(body: string) {
  const { errors } = JSON.parse(body) as { errors: string[] };
  expect(errors.length, body).toBeGreaterThan(0);
  for (const error of errors) expect(error, body).toMatch(/^file=>\p{Lu}\S*( \S+)+/u);
}

describe('the statement import fuzzed and attacked', () => {
  it('answers 1,000 generated files with 201 or the 422 of `file` in German, never a 5xx', async () => {
    const c = await bankingCustomer(t.app);
    const answered = { taken: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fc.oneof(statementFile, otherFile), async (file) => {
        const response = await c.upload(file);
        expect([201, 422], response.body).toContain(response.statusCode);
        if (response.statusCode === 422) {
          expectFileRefusal(response.body);
          answered.refused += 1;
        } else answered.taken += 1;
      }),
      { numRuns: FUZZ_RUNS },
    );
    expect(answered.taken).toBeGreaterThan(0);
    expect(answered.refused).toBeGreaterThan(0);
  });

  it('refuses XML with entities (XXE, billion laughs) at `file`, and reads no file of the server', async () => {
    const c = await bankingCustomer(t.app);
    const camt = camt053(testIban(), [
      { date: '2026-10-01', cents: -100, name: 'X', purpose: '&xxe;' },
    ]).toString();
    const withDoctype = (doctype: string) => Buffer.from(camt.replace('<Document', `${doctype}<Document`));
    const attacks = [
      withDoctype('<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'),
      withDoctype(
        `<!DOCTYPE Document [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`).join('')}<!ENTITY xxe "&j;">]>`,
      ),
    ];
    for (const attack of attacks) {
      const response = await c.upload(attack);
      expect(response.statusCode, response.body).toBe(422);
      expectFileRefusal(response.body);
      expect(response.body).not.toContain('root:');
    }
    expect((await c.call('GET', `${BANKING}/status`)).json()).toEqual({ konten: [] });
  });

  it('refuses a ZIP bomb at `file` (a small ZIP inflating past the limit)', async () => {
    const c = await bankingCustomer(t.app);
    const huge = new Uint8Array(60 * 1024 * 1024).fill(0x20);
    const bomb = Buffer.from(zipSync({ 'auszug.xml': huge }, { level: 9 }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await c.upload(bomb, 'auszug.zip');
    expect(response.statusCode, response.body).toBe(422);
    expectFileRefusal(response.body);
  });

  it(`refuses a file over ${BANK_IMPORT_MAX_MEGABYTES} MB at \`file\` once the limit is read, storing nothing`, async () => {
    const c = await bankingCustomer(t.app);
    const padding = Buffer.alloc(BANK_IMPORT_MAX_MEGABYTES * 1024 * 1024, 0x20);
    const file = Buffer.concat([
      camt053(testIban(), [{ date: '2026-10-01', cents: 1, name: 'X', purpose: 'Y' }]),
      padding,
    ]);
    const response = await c.upload(file);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [`file=>${bankingApiTexts.fileTooLarge(BANK_IMPORT_MAX_MEGABYTES)}`],
    });
    expect((await c.call('GET', `${BANKING}/status`)).json()).toEqual({ konten: [] });
  });
});
