import { z } from 'zod';
import {
  type ContractPension,
  type PensionInputs,
  type PersonPensionStatus,
  pensionStatus,
} from './pension-status';
import { ageOn } from './retirement-age';
import type { StatutorySource } from './statutory-pension';
import type { VorsorgeInput } from './vorsorge-input';

/**
 * The Vorsorgestatus API of issue 30 (fixed by the issue so outside checks can run against it; the fields
 * after `rentenbeginn` are added for the screens, none of the fixed ones is renamed or dropped):
 *
 * GET /api/vorsorgestatus → VorsorgestatusAnswer: each adult person of the household with a birth date
 *     (by id); monthly euros as numbers (pension-status.ts)
 * PUT /api/vorsorgestatus/{personId} VorsorgeInput → VorsorgestatusAnswer (vorsorge-input.ts: the
 *     Renteninformation or Entgeltpunkte, the start age, the inflation)
 */
export type VorsorgestatusAnswer = { personen: PersonPensionAnswer[] };

/**
 * The person's stored entry as PUT took it, every field null when not entered: the page fills its form
 * from it, so a save (which replaces the whole entry) keeps what the customer does not change.
 */
export type VorsorgeEntry = {
  [K in keyof Required<VorsorgeInput>]: Exclude<VorsorgeInput[K], undefined> | null;
};
export type PersonPensionAnswer = PersonPensionStatus & { eingabe: VorsorgeEntry };

const euro = z.number();
const deductionsSchema = z.object({
  brutto: euro,
  krankenversicherung: euro,
  pflegeversicherung: euro,
  steuer: euro,
  netto: euro,
});

const entrySchema = z.object({
  regelaltersrente_mtl: euro.nullable(),
  rente_1_prozent_mtl: euro.nullable(),
  rente_2_prozent_mtl: euro.nullable(),
  entgeltpunkte: z.number().nullable(),
  bruttojahresentgelt: euro.nullable(),
  rentenalter_monate: z.number().int().nullable(),
  inflation_prozent: z.number().nullable(),
}) satisfies z.ZodType<VorsorgeEntry>;

export const personPensionStatusSchema = z.object({
  personId: z.number().int(),
  wunschrente: euro,
  erwartet: z.object({ gesetzlich: euro, vertraege: euro }),
  luecke_heute: euro,
  luecke_bei_rentenbeginn: euro,
  rentenbeginn: z.string().meta({ description: 'YYYY-MM-DD' }),
  rentenalter_monate: z.number().int(),
  regelaltersgrenze_monate: z.number().int(),
  quelle: z.enum(['renteninformation', 'entgeltpunkte', 'keine']),
  gesetzlich: deductionsSchema,
  vertraege_bei_rentenbeginn: euro,
  inflation_prozent: z.number(),
  monate_bis_rentenbeginn: z.number().int(),
  nettoeinkommen: euro.nullable(),
  eingabe: entrySchema.meta({ description: 'the stored entry of PUT /api/vorsorgestatus/{personId}' }),
}) satisfies z.ZodType<PersonPensionAnswer>;

export const vorsorgestatusAnswerSchema = z.object({
  personen: z.array(personPensionStatusSchema),
}) satisfies z.ZodType<VorsorgestatusAnswer>;

/** What the status reads of a person (the persons API's Person has these). */
export type PensionPerson = {
  id: number;
  geburtsdatum: string | null;
  details: Readonly<Record<string, unknown>>;
};

function storedAmount(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
}

/** The statutory pension's source of a person's entry: the Renteninformation first, then the points. */
export function statutorySource(input: VorsorgeInput | undefined): StatutorySource {
  if (input?.regelaltersrente_mtl != null) {
    return { kind: 'renteninformation', regelaltersrente: input.regelaltersrente_mtl };
  }
  if (input?.entgeltpunkte != null) {
    return {
      kind: 'entgeltpunkte',
      entgeltpunkte: input.entgeltpunkte,
      bruttojahresentgelt: input.bruttojahresentgelt ?? null,
    };
  }
  return { kind: 'keine' };
}

/** The inputs of one person: the stored person and its entry (none yet: no statutory pension known). */
export function pensionInputs(
  person: PensionPerson & { geburtsdatum: string },
  input?: VorsorgeInput,
): PensionInputs {
  return {
    personId: person.id,
    geburtsdatum: person.geburtsdatum,
    nettoeinkommen: storedAmount(person.details.einkuenfte_gesamt_netto_mtl),
    wunschrente: storedAmount(person.details.wunsch_altersrente_mtl),
    kinderanzahl: storedAmount(person.details.kinderanzahl),
    statutory: statutorySource(input),
    rentenalterMonate: input?.rentenalter_monate ?? null,
    inflation: input?.inflation_prozent != null ? input.inflation_prozent / 100 : undefined,
  };
}

/** A stored entry with every field (null: not entered). */
export function vorsorgeEntry(input: VorsorgeInput | undefined): VorsorgeEntry {
  return {
    regelaltersrente_mtl: input?.regelaltersrente_mtl ?? null,
    rente_1_prozent_mtl: input?.rente_1_prozent_mtl ?? null,
    rente_2_prozent_mtl: input?.rente_2_prozent_mtl ?? null,
    entgeltpunkte: input?.entgeltpunkte ?? null,
    bruttojahresentgelt: input?.bruttojahresentgelt ?? null,
    rentenalter_monate: input?.rentenalter_monate ?? null,
    inflation_prozent: input?.inflation_prozent ?? null,
  };
}

/** The household's answer: every person of 18 or more with a birth date, by id. */
export function householdPensionStatus(
  persons: readonly PensionPerson[],
  inputs: ReadonlyMap<number, VorsorgeInput>,
  contracts: readonly ContractPension[],
  today: string,
): VorsorgestatusAnswer {
  return {
    personen: persons
      .filter((person): person is PensionPerson & { geburtsdatum: string } => !!person.geburtsdatum)
      .filter((person) => ageOn(person.geburtsdatum, today) >= 18)
      .sort((a, b) => a.id - b.id)
      .map((person) => {
        const input = inputs.get(person.id);
        return {
          ...pensionStatus(pensionInputs(person, input), contracts, today),
          eingabe: vorsorgeEntry(input),
        };
      }),
  };
}
