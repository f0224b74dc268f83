import { insurerHotline } from './insurer-hotlines';
import { notfallOrder, notfallSparteOf } from './notfall-sparten';
import type { NotfallkarteResponse, NotfallVertrag } from './notfallkarte-api';

type Person = { id: number; firstname: string | null; lastname: string | null };
type Contract = {
  person_id: number;
  sparte: string;
  status?: string | null;
  gesellschaft?: string | null;
  nummer?: string | null;
};
type Adviser = { vorname: string; name: string; phone: string | null; mobile: string | null };

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The emergency card of a household (issue 32): per person, in the household's order, the active contracts
 * of the card's lines in the card's order with their insurer, policy number and claims hotline (`hotlineOf`:
 * the agency's number for the insurer, else the insurers table's); an inactive contract is left out.
 */
export function buildNotfallkarte(
  people: readonly Person[],
  contracts: readonly Contract[],
  adviser: Adviser | null,
  hotlineOf: (versicherer: string) => string | null = insurerHotline,
): NotfallkarteResponse {
  return {
    personen: people.map((person) => ({
      personId: person.id,
      name: [person.firstname, person.lastname].filter(Boolean).join(' '),
      vertraege: contracts
        .filter((contract) => contract.person_id === person.id && contract.status !== 'I')
        .flatMap((contract) => {
          const sparte = notfallSparteOf(contract.sparte);
          if (!sparte) return [];
          const versicherer = blankToNull(contract.gesellschaft);
          const entry: NotfallVertrag = {
            sparte,
            versicherer,
            nummer: blankToNull(contract.nummer),
            schadenhotline: versicherer ? hotlineOf(versicherer) : null,
          };
          return [{ entry, order: notfallOrder(contract.sparte) }];
        })
        .sort((a, b) => a.order - b.order)
        .map(({ entry }) => entry),
    })),
    berater: adviser
      ? {
          name: `${adviser.vorname} ${adviser.name}`.trim(),
          telefon: blankToNull(adviser.phone),
          mobil: blankToNull(adviser.mobile),
        }
      : null,
  };
}
