import { type Betreuung, CUSTOMER_BETREUUNG_VALUES } from '../bestandsuebertragung/betreuung';
import { paths } from '../routing/paths';
import { RETURN_TO_PARAM } from '../routing/return-to';
import { isSparteKey, type SparteKey } from './sparten';

/**
 * A new contract's form opened with some of its answers given (issue 30: "Habe ich schon woanders" from a
 * Bedarfscheck gap adds a Fremdvertrag of that Sparte for that person and leads back to the result). The
 * address carries them: `/app/vertraege/add?sparte=hausrat&person=11&betreuung=anderer_vermittler&zurueck=…`.
 * Only the customer's own Betreuung choices are taken (never 'makler', ADR 155).
 */
export type ContractPreset = { sparte?: SparteKey; personId?: number; betreuung?: Betreuung };

export function contractAddPath(preset: ContractPreset, back?: string): string {
  const params = new URLSearchParams();
  if (preset.sparte) params.set('sparte', preset.sparte);
  if (preset.personId !== undefined) params.set('person', String(preset.personId));
  if (preset.betreuung) params.set('betreuung', preset.betreuung);
  if (back) params.set(RETURN_TO_PARAM, back);
  const query = params.toString();
  return query ? `${paths.contractAdd}?${query}` : paths.contractAdd;
}

/** The preset an address names; anything unknown is left out. */
export function contractPresetOf(search: string | URLSearchParams): ContractPreset {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const preset: ContractPreset = {};
  const sparte = params.get('sparte');
  if (isSparteKey(sparte)) preset.sparte = sparte;
  const person = params.get('person');
  if (person && /^[1-9]\d{0,9}$/.test(person)) preset.personId = Number(person);
  const betreuung = params.get('betreuung');
  if ((CUSTOMER_BETREUUNG_VALUES as readonly string[]).includes(betreuung ?? ''))
    preset.betreuung = betreuung as Betreuung;
  return preset;
}
