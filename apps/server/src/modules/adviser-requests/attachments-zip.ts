import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

export type ZipEntry = { name: string; open: () => Promise<Readable | null> };

/** Distinct names in the archive: a second 'Foto.jpg' becomes 'Foto (2).jpg'. */
function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}

/**
 * A ZIP of the files, streamed: each file is read from the store and stored without compression (photos and
 * PDFs are compressed already), so memory stays at one chunk whatever the sizes.
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  const names = uniqueNames(entries.map((entry) => entry.name));
  void (async () => {
    try {
      for (const [index, entry] of entries.entries()) {
        const file = new ZipPassThrough(names[index] ?? `Datei ${index + 1}`);
        zip.add(file);
        const stream = await entry.open();
        if (stream) for await (const chunk of stream) file.push(chunk as Uint8Array);
        file.push(new Uint8Array(0), true);
      }
      zip.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
