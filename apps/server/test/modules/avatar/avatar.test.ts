import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../helpers/documents';
import { authHeaders, createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp();
const ALLOWED = { nachrichten: true };

async function customer(input: Parameters<typeof createTestCustomer>[0] = { config: ALLOWED }) {
  const c = await createTestCustomer(input);
  const token = await loginAs(t.app, c.email, c.password);
  const upload = (content: Buffer, extra: Record<string, string> = {}) => {
    const { body, contentType } = multipartBody({ name: 'ich.png', content, hash: null, extra });
    return t.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: { ...authHeaders(token), 'content-type': contentType },
      payload: body,
    });
  };
  const get = (size: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/avatar/${size}`,
      headers: { ...authHeaders(token), ...headers },
    });
  return { ...c, token, call: jsonCaller(t.app, token), upload, get };
}

/** A photo with the place it was taken (EXIF GPS) and a camera name. */
function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
    .withExif({
      IFD0: { Make: 'Kamera GmbH', Model: 'K1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 18/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** A PNG whose header claims 20000×20000 pixels: tiny on the wire, 400 megapixels decoded. */
function pngBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST/GET/DELETE /api/users/avatar', () => {
  it('re-encodes the upload without its metadata, serves the sizes with an ETag, and deletes it', async () => {
    const c = await customer();
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await c.upload(photo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      hasAvatar: true,
      message: 'Dein Bild wurde erfolgreich hinterlegt.',
    });
    expect((await c.call('GET', '/api/users/me')).json().user.hasAvatar).toBe(true);

    for (const size of [64, 128, 256, 512]) {
      const image = await c.get(size);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toBe('private, no-cache');
      const meta = await sharp(image.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'jpeg',
        width: size,
        height: size,
      });
      expect(meta.exif).toBeUndefined();
      expect(image.rawPayload.includes(Buffer.from('Kamera GmbH'))).toBe(false);
    }
    const first = await c.get(128);
    const again = await c.get(128, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await c.get(100)).statusCode).toBe(404);

    const deleted = await c.call('DELETE', '/api/users/avatar');
    expect(deleted.json()).toEqual({ success: true, hasAvatar: false, message: 'Dein Bild wurde gelöscht.' });
    expect((await c.get(128)).statusCode).toBe(404);
    expect((await c.call('GET', '/api/users/me')).json().user.hasAvatar).toBe(false);
  });

  it('accepts the data URL the app sends in the file field', async () => {
    const c = await customer();
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    const boundary = '----kpdataurl';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\ndata:image/jpeg;base64,${jpeg.toString('base64')}\r\n--${boundary}--\r\n`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: { ...authHeaders(c.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect((await c.get(64)).statusCode).toBe(200);
  });

  it('refuses what is not an image, a decompression bomb, other fields and a missing file, keeping the picture', async () => {
    const c = await customer();
    expect((await c.upload(await photoWithGps())).statusCode).toBe(200);
    const text = await c.upload(Buffer.from('Das ist kein Bild, nur Text mit .png-Namen.'));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors[0]).toMatch(/^file=>Diese Datei ist kein Bild/);
    const bomb = await c.upload(pngBomb());
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().errors).toEqual(['file=>Das Bild ist zu groß (höchstens 10 MB und 40 Megapixel).']);
    const extra = await c.upload(await photoWithGps(), { titel: 'x' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual([
      'titel=>Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.',
    ]);
    const json = await c.call('POST', '/api/users/avatar', { file: 'x' });
    expect(json.statusCode).toBe(422);
    expect((await c.get(64)).statusCode).toBe(200);
  });

  it('refuses more than 10 MB while it streams', async () => {
    const c = await customer();
    const response = await c.upload(Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      'file=>Das Bild ist zu groß (höchstens 10 MB und 40 Megapixel).',
    ]);
  });

  it('is only for accounts that may have one: not makler_light, with an adviser, nachrichten on', async () => {
    const photo = await photoWithGps();
    for (const input of [
      { config: ALLOWED, accountTyp: 'makler_light' },
      { config: ALLOWED, withAgent: false },
      { config: {} },
    ]) {
      const c = await customer(input);
      expect((await c.upload(photo)).statusCode).toBe(403);
      expect((await c.get(64)).statusCode).toBe(403);
      expect((await c.call('DELETE', '/api/users/avatar')).statusCode).toBe(403);
    }
  });
});
