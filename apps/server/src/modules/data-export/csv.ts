const BOM = '\uFEFF';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV as Excel reads it in Germany: UTF-8 with a BOM (umlauts), ';' between cells, CRLF lines. */
export function csv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${BOM}${[headers, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
