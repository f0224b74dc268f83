/**
 * Image bytes the server derives from a stored blob (a picture at one size, a brand photo), kept in memory
 * by a name made of the blob's key: a blob key is made per upload and never holds other bytes, so a kept
 * copy never goes stale (a new picture has a new key). Before, every answer read the blob and the own picture
 * was resized by sharp again (issue 34, ADR 303). At most `maxBytes`, the least recently used go first.
 */
export function createKeptImages(maxBytes = 32 * 1024 * 1024) {
  const kept = new Map<string, Buffer>();
  let bytes = 0;

  return {
    /** The kept bytes of `name`, else `make()`'s (kept when there are some); null when there are none. */
    async get(name: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
      const found = kept.get(name);
      if (found) {
        kept.delete(name);
        kept.set(name, found);
        return found;
      }
      const made = await make();
      if (!made || made.length > maxBytes || kept.has(name)) return made;
      kept.set(name, made);
      bytes += made.length;
      for (const [oldest, value] of kept) {
        if (bytes <= maxBytes) break;
        kept.delete(oldest);
        bytes -= value.length;
      }
      return made;
    },
  };
}

export type KeptImages = ReturnType<typeof createKeptImages>;
