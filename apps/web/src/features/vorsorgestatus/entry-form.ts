import { personFields } from '@kundenportal/domain/forms/catalogue/person';
import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { type FormValues, toFormValues } from '@kundenportal/domain/forms/form-values';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import { vorsorgestatusTexts as texts } from '@kundenportal/domain/texts/vorsorgestatus';
import {
  FRUEHESTES_RENTENALTER_MONATE,
  INFLATION_STANDARD,
  SPAETESTES_RENTENALTER_MONATE,
} from '@kundenportal/domain/vorsorgestatus/constants';
import {
  BRUTTOJAHRESENTGELT_MAX,
  ENTGELTPUNKTE_MAX,
  RENTE_MAX,
  type VorsorgeInputBody,
  vorsorgeInputSchema,
} from '@kundenportal/domain/vorsorgestatus/vorsorge-input';
import type { PersonPensionAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import { zodFieldErrors } from '../../lib/use-form';

/** A person's figures saved with the person (PUT …/vcheck): the net income and the wished pension. */
export type PersonFigures = {
  einkuenfte_gesamt_netto_mtl: number | null;
  wunsch_altersrente_mtl: number | null;
};

const personField = (name: keyof PersonFigures, title: string): FieldDefinition => {
  const field = personFields.find((definition) => definition.name === name);
  if (!field) throw new Error(`no catalogue field ${name}`);
  return { ...field, type: 'numfield', title };
};

const euro = (name: string, title: string, max = RENTE_MAX): FieldDefinition => ({
  name,
  title,
  type: 'numfield',
  min: 0,
  max,
  decimals: 2,
  unit: '€',
});

/** 'Regelaltersgrenze (67 Jahre)' or a start from 63 to 70 (the months as the value). */
export const ageLabel = (months: number) => texts.age(Math.floor(months / 12), months % 12);

export function ageOptions(regelalterMonate: number) {
  const years: number[] = [];
  for (let months = FRUEHESTES_RENTENALTER_MONATE; months <= SPAETESTES_RENTENALTER_MONATE; months += 12)
    if (months !== regelalterMonate) years.push(months);
  return years.map((months) => ({ value: String(months), label: ageLabel(months) }));
}

/** The form's three groups: the person's figures, the statutory pension, start age and inflation. */
export function entryDefinitions(regelalterMonate: number) {
  const { labels, entry } = texts;
  return {
    person: [
      personField('einkuenfte_gesamt_netto_mtl', labels.nettoeinkommen),
      personField('wunsch_altersrente_mtl', labels.wunschrente),
    ],
    statutory: [
      euro('regelaltersrente_mtl', entry.regelaltersrente),
      euro('rente_1_prozent_mtl', entry.rente1Prozent),
      euro('rente_2_prozent_mtl', entry.rente2Prozent),
      {
        name: 'entgeltpunkte',
        title: entry.entgeltpunkte,
        type: 'numfield',
        min: 0,
        max: ENTGELTPUNKTE_MAX,
        decimals: 4,
      },
      euro('bruttojahresentgelt', entry.bruttojahresentgelt, BRUTTOJAHRESENTGELT_MAX),
    ],
    assumptions: [
      {
        name: 'rentenalter_monate',
        title: labels.rentenalter,
        type: 'dropdown',
        options: ageOptions(regelalterMonate),
        placeholder: texts.page.rentenalterStandard(ageLabel(regelalterMonate)),
      },
      {
        name: 'inflation_prozent',
        title: labels.inflation,
        type: 'numfield',
        min: 0,
        max: 10,
        decimals: 1,
        unit: '%',
      },
    ],
  } satisfies Record<string, FieldDefinition[]>;
}

const all = (regelalterMonate: number) => Object.values(entryDefinitions(regelalterMonate)).flat();

/** The form's texts: the person's stored figures and the stored entry (the inflation 2 % when none). */
export function entryValues(status: PersonPensionAnswer, figures: PersonFigures): FormValues {
  const { eingabe } = status;
  return toFormValues(all(status.regelaltersgrenze_monate), {
    ...figures,
    ...eingabe,
    rentenalter_monate: eingabe.rentenalter_monate === null ? '' : String(eingabe.rentenalter_monate),
    inflation_prozent: eingabe.inflation_prozent ?? INFLATION_STANDARD * 100,
  });
}

export type ParsedEntry =
  | { ok: true; figures: PersonFigures; body: VorsorgeInputBody }
  | { ok: false; errors: Record<string, string> };

/** Each field as the catalogue reads it, then the entry's own rules (the scenarios, the points). */
export function parseEntry(values: FormValues, regelalterMonate: number): ParsedEntry {
  const parsed = parseForm(all(regelalterMonate), values, { now: new Date() });
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const v = parsed.values as Record<string, number | string | null>;
  const amount = (name: string) => (typeof v[name] === 'number' ? (v[name] as number) : null);
  const body: VorsorgeInputBody = {
    regelaltersrente_mtl: amount('regelaltersrente_mtl'),
    rente_1_prozent_mtl: amount('rente_1_prozent_mtl'),
    rente_2_prozent_mtl: amount('rente_2_prozent_mtl'),
    entgeltpunkte: amount('entgeltpunkte'),
    bruttojahresentgelt: amount('bruttojahresentgelt'),
    rentenalter_monate: v.rentenalter_monate ? Number(v.rentenalter_monate) : null,
    ...(amount('inflation_prozent') === null
      ? {}
      : { inflation_prozent: amount('inflation_prozent') as number }),
  };
  const checked = vorsorgeInputSchema.safeParse(body);
  if (!checked.success) return { ok: false, errors: zodFieldErrors(checked) };
  return {
    ok: true,
    figures: {
      einkuenfte_gesamt_netto_mtl: amount('einkuenfte_gesamt_netto_mtl'),
      wunsch_altersrente_mtl: amount('wunsch_altersrente_mtl'),
    },
    body,
  };
}
