/** A plain-text table: columns padded to their widest cell, right-aligned unless listed in `alignLeft`. */
export function table(header: string[], rows: string[][], alignLeft = new Set([0])): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (alignLeft.has(i) ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The throughput table of an autocannon run per target: requests per second, p50, p99 and errors. */
export function throughputTable(
  rows: readonly {
    target: string;
    result: {
      requests: { average: number };
      latency: { p50: number; p99: number };
      errors: number;
      non2xx: number;
    };
  }[],
): string {
  return table(
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
    rows.map(({ target, result }) => [
      target,
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.errors + result.non2xx),
    ]),
    new Set([0]),
  );
}
