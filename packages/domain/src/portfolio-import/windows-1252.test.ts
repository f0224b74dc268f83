import { describe, expect, it } from 'vitest';
import { decodeWindows1252 } from './windows-1252';

describe('decodeWindows1252', () => {
  it('reads 0x80–0x9F as the WHATWG table has them (€, „, “, –, …; the five unassigned as themselves) and every other byte as Latin-1', () => {
    const c1 = Uint8Array.from({ length: 32 }, (_, index) => 0x80 + index);
    expect(decodeWindows1252(c1)).toBe('€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ');
    expect(decodeWindows1252(Uint8Array.of(0x41, 0xc4, 0xd6, 0xdc, 0xdf, 0xe4, 0xf6, 0xfc, 0xa0, 0xff))).toBe(
      'AÄÖÜßäöü\u00a0ÿ',
    );
  });

  it('reads a line longer than one String.fromCharCode call takes', () => {
    expect(decodeWindows1252(new Uint8Array(20_000).fill(0x80))).toBe('€'.repeat(20_000));
  });
});
