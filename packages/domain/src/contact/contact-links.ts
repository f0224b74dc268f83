import type { AgentAddress } from '../account/user';

/**
 * A `tel:` link that starts a call (spec section 1: phone and mobile entries start a call).
 * Keeps a leading '+' and the digits; a leading '00' becomes '+'. Null when no digit is left.
 */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  let plus = trimmed.startsWith('+');
  if (!plus && digits.startsWith('00')) {
    digits = digits.slice(2);
    plus = true;
  }
  return `tel:${plus ? '+' : ''}${digits}`;
}

export function mailtoHref(email: string | null | undefined): string | null {
  const trimmed = email?.trim();
  return trimmed ? `mailto:${trimmed}` : null;
}

/** Postal address as display lines: c/o, street and number, postcode and city. Empty parts are left out. */
export function addressLines(address: AgentAddress | null | undefined): string[] {
  if (!address) return [];
  const join = (...parts: (string | null)[]) =>
    parts
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
  return [
    address.co ? `c/o ${address.co.trim()}` : '',
    join(address.address, address.addressnumber),
    join(address.streetcode, address.city),
  ].filter(Boolean);
}

/** The map search the adviser's address links to (OpenStreetMap: no account, no tracking by a key). */
export const MAP_SEARCH_URL = 'https://www.openstreetmap.org/search';

/**
 * A link that finds the address on a map: street and city as the search (c/o names a person, not a
 * place, and is left out). Null when there is no street or city to search for.
 */
export function mapHref(address: AgentAddress | null | undefined): string | null {
  const lines = addressLines(address ? { ...address, co: null } : address);
  return lines.length ? `${MAP_SEARCH_URL}?query=${encodeURIComponent(lines.join(', '))}` : null;
}
