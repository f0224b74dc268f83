/**
 * Product lines (Sparten) of a contract, in the order the pickers show them. The key is stored and
 * sent (`sparte`); the label is German. `gruppe` groups them in the picker and the liquidity view.
 */
export const SPARTEN_GRUPPEN = {
  sach: 'Sach- und Haftpflichtversicherungen',
  person: 'Personen- und Krankenversicherungen',
  vorsorge: 'Altersvorsorge und Vermögen',
  haushalt: 'Haushalt und Verträge des Alltags',
} as const;

export type SparteGruppe = keyof typeof SPARTEN_GRUPPEN;

export type Sparte = { key: string; label: string; gruppe: SparteGruppe };

export const SPARTEN = [
  { key: 'kfz', label: 'Kfz-Versicherung', gruppe: 'sach' },
  { key: 'privathaftpflicht', label: 'Privathaftpflicht', gruppe: 'sach' },
  { key: 'hausrat', label: 'Hausrat', gruppe: 'sach' },
  { key: 'wohngebaeude', label: 'Wohngebäude', gruppe: 'sach' },
  { key: 'rechtsschutz', label: 'Rechtsschutz', gruppe: 'sach' },
  { key: 'tierhalterhaftpflicht', label: 'Tierhalterhaftpflicht', gruppe: 'sach' },
  { key: 'haus_grundbesitzer', label: 'Haus- und Grundbesitzerhaftpflicht', gruppe: 'sach' },
  { key: 'bauherrenhaftpflicht', label: 'Bauherrenhaftpflicht', gruppe: 'sach' },
  { key: 'gewaesserschaden', label: 'Gewässerschadenhaftpflicht', gruppe: 'sach' },
  { key: 'glas', label: 'Glasversicherung', gruppe: 'sach' },
  { key: 'elektronik', label: 'Elektronik- und Handyversicherung', gruppe: 'sach' },
  { key: 'fahrrad', label: 'Fahrradversicherung', gruppe: 'sach' },
  { key: 'unfall', label: 'Unfallversicherung', gruppe: 'person' },
  { key: 'berufsunfaehigkeit', label: 'Berufsunfähigkeit', gruppe: 'person' },
  { key: 'grundfaehigkeit', label: 'Grundfähigkeit', gruppe: 'person' },
  { key: 'risikoleben', label: 'Risikolebensversicherung', gruppe: 'person' },
  { key: 'private_kranken', label: 'Private Krankenversicherung', gruppe: 'person' },
  { key: 'gesetzliche_kranken', label: 'Gesetzliche Krankenversicherung', gruppe: 'person' },
  { key: 'krankenzusatz', label: 'Krankenzusatzversicherung', gruppe: 'person' },
  { key: 'zahnzusatz', label: 'Zahnzusatzversicherung', gruppe: 'person' },
  { key: 'pflege', label: 'Pflegeversicherung', gruppe: 'person' },
  { key: 'tierkranken', label: 'Tierkrankenversicherung', gruppe: 'person' },
  { key: 'reise', label: 'Reiseversicherung', gruppe: 'person' },
  { key: 'sterbegeld', label: 'Sterbegeldversicherung', gruppe: 'person' },
  { key: 'kapitalleben', label: 'Kapitallebensversicherung', gruppe: 'vorsorge' },
  { key: 'private_rente', label: 'Private Rentenversicherung', gruppe: 'vorsorge' },
  { key: 'riester', label: 'Riester-Rente', gruppe: 'vorsorge' },
  { key: 'basisrente', label: 'Basisrente (Rürup)', gruppe: 'vorsorge' },
  { key: 'bav', label: 'Betriebliche Altersversorgung', gruppe: 'vorsorge' },
  { key: 'bausparen', label: 'Bausparvertrag', gruppe: 'vorsorge' },
  { key: 'investment', label: 'Fondssparplan und Depot', gruppe: 'vorsorge' },
  { key: 'darlehen', label: 'Kredit und Baufinanzierung', gruppe: 'vorsorge' },
  { key: 'strom', label: 'Strom', gruppe: 'haushalt' },
  { key: 'gas', label: 'Gas', gruppe: 'haushalt' },
  { key: 'internet', label: 'Internet und Festnetz', gruppe: 'haushalt' },
  { key: 'mobilfunk', label: 'Mobilfunk', gruppe: 'haushalt' },
  { key: 'sonstige', label: 'Sonstige', gruppe: 'haushalt' },
] as const satisfies readonly Sparte[];

export type SparteKey = (typeof SPARTEN)[number]['key'];

const byKey = new Map<string, Sparte>(SPARTEN.map((sparte) => [sparte.key, sparte]));

export function isSparteKey(value: unknown): value is SparteKey {
  return typeof value === 'string' && byKey.has(value);
}

/** The German label of a stored key; an unknown key (never stored, but old data may differ) as itself. */
export function sparteLabel(key: string): string {
  return byKey.get(key)?.label ?? key;
}

/** Position in the table, for sorting groups the way the pickers list them. */
export function sparteOrder(key: string): number {
  const index = SPARTEN.findIndex((sparte) => sparte.key === key);
  return index === -1 ? SPARTEN.length : index;
}
