import type { SparteKey } from '../contracts/sparten';

/**
 * The emergency card's lines (issue 32) and the contract Sparten each gathers, in the card's order. Only
 * these are on the card: a policy number someone needs after an accident, a burglary, abroad or in hospital.
 */
export const NOTFALL_SPARTEN = [
  { label: 'Kfz', sparten: ['kfz'] },
  {
    label: 'Haftpflicht',
    sparten: [
      'privathaftpflicht',
      'tierhalterhaftpflicht',
      'haus_grundbesitzer',
      'bauherrenhaftpflicht',
      'gewaesserschaden',
    ],
  },
  { label: 'Kranken', sparten: ['private_kranken', 'gesetzliche_kranken', 'krankenzusatz', 'zahnzusatz'] },
  { label: 'Hausrat', sparten: ['hausrat'] },
  { label: 'Wohngebäude', sparten: ['wohngebaeude'] },
  { label: 'Rechtsschutz', sparten: ['rechtsschutz'] },
  { label: 'Reise', sparten: ['reise'] },
  { label: 'Unfall', sparten: ['unfall'] },
] as const satisfies readonly { label: string; sparten: readonly SparteKey[] }[];

export type NotfallSparte = (typeof NOTFALL_SPARTEN)[number]['label'];

const bySparte = new Map<string, { label: NotfallSparte; order: number }>(
  NOTFALL_SPARTEN.flatMap((line, order) =>
    line.sparten.map((sparte) => [sparte, { label: line.label, order }] as const),
  ),
);

/** The card's line of a contract's Sparte, or null when the card leaves it out (a pension, electricity …). */
export function notfallSparteOf(sparte: string): NotfallSparte | null {
  return bySparte.get(sparte)?.label ?? null;
}

/** Sorts by the card's order of lines. */
export function notfallOrder(sparte: string): number {
  return bySparte.get(sparte)?.order ?? NOTFALL_SPARTEN.length;
}
