import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldLines } from '../../../src/modules/calendar/calendar-file';

describe('foldLines (RFC 5545 3.1)', () => {
  it('keeps every line within 75 octets, never splits a character, and unfolds to the original', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'grapheme', maxLength: 300 }).map((s) => s.replace(/[\r\n\uFFFD]/g, '')),
          { minLength: 1, maxLength: 5 },
        ),
        (lines) => {
          const text = `${lines.map((line) => `DESCRIPTION:${line}`).join('\r\n')}\r\n`;
          const folded = foldLines(text);
          for (const line of folded.split('\r\n'))
            expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
          expect(folded.replace(/\r\n /g, '')).toBe(text);
          expect(folded).not.toContain('\uFFFD');
        },
      ),
    );
    expect(foldLines(`SUMMARY:${'ü'.repeat(40)}\r\n`).split('\r\n')[0]).toBe(`SUMMARY:${'ü'.repeat(33)}`);
  });
});
