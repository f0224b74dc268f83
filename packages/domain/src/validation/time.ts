import { validationTexts } from '../texts/validation';

/** Time rule of spec section 5. */

export type TimeResult = { ok: true; value: string; minutes: number } | { ok: false; message: string };

/**
 * 'HH:mm' from 00:00 to 23:59; a single-digit hour ('9:30') is accepted and padded to '09:30'.
 * Spaces around are ignored; seconds, '24:00' and other separators are not accepted.
 */
export function parseTime(input: string): TimeResult {
  const match = /^(\d{1,2}):(\d{2})$/.exec(input.trim());
  if (!match) return { ok: false, message: validationTexts.time };
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return { ok: false, message: validationTexts.time };
  return {
    ok: true,
    value: `${String(hours).padStart(2, '0')}:${match[2]}`,
    minutes: hours * 60 + minutes,
  };
}

export function isValidTime(input: string): boolean {
  return parseTime(input).ok;
}
