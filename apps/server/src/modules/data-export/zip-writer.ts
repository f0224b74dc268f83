import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written as a stream with back-pressure: `add` waits while the reader (the blob store) is behind,
 * so memory stays at a chunk or two whatever the number and size of the files. Texts are deflated,
 * files stored as they are (PDFs and photos are compressed already).
 */
export function createZipWriter() {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(Buffer.from(chunk));
    if (final) output.end();
  });
  const drained = async () => {
    if (output.writableNeedDrain) await once(output, 'drain');
  };
  const names = new Set<string>();
  const unique = (name: string) => {
    let candidate = name;
    for (let count = 2; names.has(candidate); count += 1) {
      const dot = name.lastIndexOf('.');
      candidate = dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
    }
    names.add(candidate);
    return candidate;
  };
  return {
    output: output as Readable,
    async addText(name: string, text: string | Buffer): Promise<void> {
      const file = new ZipDeflate(unique(name), { level: 6 });
      zip.add(file);
      file.push(typeof text === 'string' ? Buffer.from(text, 'utf8') : text, true);
      await drained();
    },
    async addStream(name: string, stream: Readable): Promise<void> {
      const file = new ZipPassThrough(unique(name));
      zip.add(file);
      for await (const chunk of stream) {
        file.push(chunk as Uint8Array);
        await drained();
      }
      file.push(new Uint8Array(0), true);
    },
    end(): void {
      zip.end();
    },
    fail(error: Error): void {
      output.destroy(error);
    },
  };
}
