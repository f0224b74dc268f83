/**
 * Windows-1252 → text, as the WHATWG Encoding Standard maps it: ISO-8859-1 except 0x80–0x9F, which hold
 * €, „, “, ”, – and the like. Our own because Node's TextDecoder('windows-1252') reads those 32 bytes as
 * ISO-8859-1 (C1 control characters), so a euro sign would not survive (nodejs/node#56542).
 */
const C1 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

/** Every byte's UTF-16 code unit. */
const TABLE = Uint16Array.from({ length: 256 }, (_, byte) =>
  byte >= 0x80 && byte < 0xa0 ? (C1[byte - 0x80] ?? byte) : byte,
);
const STEP = 8192;

export function decodeWindows1252(bytes: Uint8Array): string {
  const codes = new Uint16Array(bytes.length);
  for (let index = 0; index < bytes.length; index++) codes[index] = TABLE[bytes[index] ?? 0] ?? 0;
  let text = '';
  for (let at = 0; at < codes.length; at += STEP) {
    text += String.fromCharCode.apply(null, codes.subarray(at, at + STEP) as unknown as number[]);
  }
  return text;
}
