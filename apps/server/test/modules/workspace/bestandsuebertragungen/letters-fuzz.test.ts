import { letterSendSchema } from '@kundenportal/domain/bestandsuebertragung/letter-api';
import { isStorableText } from '@kundenportal/domain/validation/storable-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_RUNS } from '../../../helpers/fuzz-runs';
import { hasProtoKey } from '../../../helpers/proto-key';
import { useTestApp } from '../../../helpers/test-app';
import { letterUrl, sendUrl, signedTransfer } from './letters.fixtures';

/**
 * 1,000 generated bodies on POST …/{id}/anschreiben and as many queries of the letter's GET: never a 5xx;
 * a body the domain's schema refuses is a 422, an accepted one answers 200 once per insurer, then 409.
 */
const t = useTestApp();

const insurers = ['HUK-COBURG', 'Allianz', 'AXA'];

describe(`${FUZZ_RUNS} generated bodies on the letters`, () => {
  it('POST …/anschreiben: 422 exactly when the schema refuses, never a 5xx', async () => {
    const s = await signedTransfer(t.app, [
      { contractId: 1, versicherer: 'HUK-COBURG', nummer: 'H-1' },
      { contractId: 2, versicherer: 'Allianz', nummer: 'A-1' },
    ]);
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom<unknown>(null, 3, '', ' ', 'a\u0000b', 'x'.repeat(256), ...insurers),
    );
    const valid = fc.record({
      versicherer: fc.constantFrom(...insurers, ' HUK-COBURG ', 'Unbekannt'),
      weg: fc.constantFrom('email', 'post', 'fax'),
    });
    const body = fc.oneof(
      { weight: 3, arbitrary: valid },
      {
        weight: 2,
        arbitrary: fc
          .tuple(valid, fc.constantFrom('versicherer', 'weg', 'extra', '__proto__', 'constructor'), text)
          .map(([base, key, value]) => ({ ...base, [key]: value })),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    const accepted = new Set<string>();
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const response = await s.call('POST', sendUrl(s.transfer.id), sent);
        const context = `${response.statusCode} ${response.body.slice(0, 200)} for ${JSON.stringify(sent)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (hasProtoKey(JSON.stringify(sent) ?? '')) return;
        const parsed = letterSendSchema.safeParse(sent);
        // Text the database cannot store is refused at its field before the schema (ADR 135).
        const unstorable = Object.values(sent ?? {}).some(
          (value) => typeof value === 'string' && !isStorableText(value),
        );
        if (!parsed.success || unstorable) {
          expect(response.statusCode, context).toBe(422);
          return;
        }
        if (response.statusCode === 200) {
          expect(accepted.has(parsed.data.versicherer), context).toBe(false);
          accepted.add(parsed.data.versicherer);
        } else expect([404, 409], context).toContain(response.statusCode);
      }),
      { numRuns: FUZZ_RUNS },
    );
    // Neither insurer has an e-mail: only 'post' took, once each. Whatever the runs did not reach, a post
    // body now takes (200), what they did is sent already (409).
    expect([...accepted].every((name) => ['Allianz', 'HUK-COBURG'].includes(name))).toBe(true);
    for (const versicherer of ['Allianz', 'HUK-COBURG']) {
      const response = await s.call('POST', sendUrl(s.transfer.id), { versicherer, weg: 'post' });
      expect(response.statusCode).toBe(accepted.has(versicherer) ? 409 : 200);
    }
  }, 300_000);

  it('GET …/anschreiben.pdf: any query answers without a 5xx', async () => {
    const s = await signedTransfer(t.app, [
      { contractId: 1, versicherer: 'Unbekannte Kasse', nummer: 'U-1' },
    ]);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...insurers)), async (name) => {
        const response = await s.call('GET', letterUrl(s.transfer.id, name));
        expect(response.statusCode, `${response.statusCode} for ${JSON.stringify(name)}`).toBeLessThan(500);
        expect([404, 409, 422]).toContain(response.statusCode);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, 300_000);
});
