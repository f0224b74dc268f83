/** Person rules of spec section 5 (checkSubPflicht, deletion) and the contact person location rule. */

export type AddressParts = {
  co?: string | null;
  address?: string | null;
  addressnumber?: string | number | null;
  streetcode?: string | number | null;
  city?: string | null;
};

export type PersonForRules = {
  id: number | string;
  geburtsdatum?: string | null;
  mvp_freigabe?: number | string | null;
  hauptadresse?: AddressParts | null;
};

/** Set: a non-blank string or a finite number (a house number or PLZ may arrive as a number). */
export function isSet(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return typeof value === 'number' && Number.isFinite(value);
}

/** 'Vollständig' (checkSubPflicht): birth date, street, house number, street code and city all set. */
export function isPersonComplete(person: Pick<PersonForRules, 'geburtsdatum' | 'hauptadresse'>): boolean {
  const address = person.hauptadresse;
  return (
    isSet(person.geburtsdatum) &&
    !!address &&
    isSet(address.address) &&
    isSet(address.addressnumber) &&
    isSet(address.streetcode) &&
    isSet(address.city)
  );
}

/**
 * Deletion only when mvp_freigabe is 0 and the person is not the main person. A missing
 * mvp_freigabe is not 0: an unknown release state never allows deletion.
 */
export function canDeletePerson(
  person: Pick<PersonForRules, 'id' | 'mvp_freigabe'>,
  mainPersonId: number | string | null | undefined,
): boolean {
  const released = person.mvp_freigabe;
  if (released !== 0 && released !== '0') return false;
  return mainPersonId == null || String(person.id) !== String(mainPersonId);
}

/** A contact person's location counts as filled if co, address, house number, street code or city is set. */
export function isLocationFilled(location: AddressParts | null | undefined): boolean {
  if (!location) return false;
  return [location.co, location.address, location.addressnumber, location.streetcode, location.city].some(
    isSet,
  );
}
