/** Whether an Accept-Encoding header allows gzip ('gzip' or '*' without q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (coding.trim() === 'gzip') return allowed;
    if (coding.trim() === '*') star = allowed;
  }
  return star;
}
