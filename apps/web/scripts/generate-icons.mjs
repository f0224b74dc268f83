// Draws the app icon (a white "K" on the brand blue) as SVG and as PNGs for the web app manifest.
// Run once with `node apps/web/scripts/generate-icons.mjs`; the outputs are committed in public/icons.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x0b, 0x4f, 0x8a];
const WHITE = [0xff, 0xff, 0xff];
// The letter in a 100 x 100 box, kept inside the maskable safe zone (a centred circle of radius 40).
const polygons = [
  [
    [31, 26],
    [43, 26],
    [43, 74],
    [31, 74],
  ],
  [
    [40, 54],
    [62, 26],
    [76, 26],
    [47, 62],
  ],
  [
    [48, 47],
    [76, 74],
    [61, 74],
    [40, 56],
  ],
];

function inside(x, y, polygon) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const samples = 4;
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let px = 0; px < size; px++) {
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 100;
          const y = ((py + (sy + 0.5) / samples) / size) * 100;
          if (polygons.some((polygon) => inside(x, y, polygon))) covered++;
        }
      }
      const a = covered / (samples * samples);
      for (let c = 0; c < 3; c++) row[1 + px * 3 + c] = Math.round(BLUE[c] * (1 - a) + WHITE[c] * a);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const svgPaths = polygons.map((polygon) => `M${polygon.map(([x, y]) => `${x} ${y}`).join('L')}Z`).join('');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><title>Kundenportal</title><rect width="100" height="100" rx="18" fill="#0b4f8a"/><path fill="#fff" d="${svgPaths}"/></svg>\n`;

const out = new URL('../public/icons/', import.meta.url);
writeFileSync(new URL('icon.svg', out), svg);
writeFileSync(new URL('icon-192.png', out), png(192));
writeFileSync(new URL('icon-512.png', out), png(512));
