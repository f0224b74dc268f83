import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ContentCheck } from '../../src/modules/documents/content-check';

const MB = 1024 * 1024;

describe('memory of an upload (lib/upload-memory.ts through the content check)', () => {
  it('does not grow with the upload: 25 MB of fresh socket-sized chunks stay far below their size', async () => {
    // As a socket delivers them: a new 64 KB Buffer per read, garbage once written.
    const chunks = function* () {
      yield Buffer.from('%PDF-1.4\n');
      for (let sent = 0; sent < 25 * MB; sent += 64 * 1024) {
        const chunk = Buffer.allocUnsafeSlow(64 * 1024);
        chunk.fill(sent & 0xff);
        yield chunk;
      }
    };
    const start = process.memoryUsage().arrayBuffers;
    let peak = 0;
    const sink = new Writable({
      write(_chunk, _encoding, callback) {
        peak = Math.max(peak, process.memoryUsage().arrayBuffers - start);
        callback();
      },
    });
    await pipeline(Readable.from(chunks()), new ContentCheck('pdf'), sink);
    expect(peak).toBeLessThan(12 * MB);
  });
});
