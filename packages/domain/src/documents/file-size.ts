import { LOCALE } from '../constants';

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/**
 * A file size for people (spec section 9: units B, kB, MB, GB, TB), in steps of 1024 so the upload limit
 * 26214400 bytes reads '25 MB' as the spec's message has it; German decimals, at most one ('1,5 kB').
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const text = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits }).format(value);
  return `${text} ${UNITS[unit]}`;
}
