import { z } from 'zod';
import { messages } from '../texts/messages';
import { vorsorgestatusTexts as texts } from '../texts/vorsorgestatus';
import {
  FRUEHESTES_RENTENALTER_MONATE,
  INFLATION_MAX,
  INFLATION_MIN,
  SPAETESTES_RENTENALTER_MONATE,
} from './constants';

/**
 * PUT /api/vorsorgestatus/{personId}: a person's entry for the Vorsorgestatus (ADR 175) — from the yearly
 * Renteninformation the gross Regelaltersrente per month and optionally its 1 % and 2 % scenarios, or
 * without one the Entgeltpunkte so far and optionally the gross yearly income; the start age (null: the
 * Regelaltersgrenze) and the inflation assumed. The whole entry: a field left out or null is emptied (the
 * inflation: 2 %), so the `eingabe` a GET answers can be saved back unchanged. Any other key, a value out of bounds, scenarios below the base are a 422 'field=>message'.
 */
export const RENTE_MAX = 10_000;
export const ENTGELTPUNKTE_MAX = 150;
export const BRUTTOJAHRESENTGELT_MAX = 1_000_000;

/** Within floating-point noise a multiple of 10^-digits. */
function hasDecimals(digits: number) {
  return (value: number) => {
    const scaled = value * 10 ** digits;
    return Math.abs(scaled - Math.round(scaled)) < 1e-6;
  };
}

const amount = (max: number, message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .max(max, { error: message })
    .refine(hasDecimals(2), { error: message })
    .nullable()
    .optional();

export const vorsorgeInputSchema = z
  .strictObject(
    {
      regelaltersrente_mtl: amount(RENTE_MAX, texts.renteInvalid),
      rente_1_prozent_mtl: amount(RENTE_MAX, texts.renteInvalid),
      rente_2_prozent_mtl: amount(RENTE_MAX, texts.renteInvalid),
      entgeltpunkte: z
        .number({ error: texts.entgeltpunkteInvalid })
        .min(0, { error: texts.entgeltpunkteInvalid })
        .max(ENTGELTPUNKTE_MAX, { error: texts.entgeltpunkteInvalid })
        .refine(hasDecimals(4), { error: texts.entgeltpunkteInvalid })
        .nullable()
        .optional(),
      bruttojahresentgelt: amount(BRUTTOJAHRESENTGELT_MAX, texts.bruttoInvalid),
      rentenalter_monate: z
        .number({ error: texts.rentenalterInvalid })
        .int({ error: texts.rentenalterInvalid })
        .min(FRUEHESTES_RENTENALTER_MONATE, { error: texts.rentenalterInvalid })
        .max(SPAETESTES_RENTENALTER_MONATE, { error: texts.rentenalterInvalid })
        .nullable()
        .optional(),
      inflation_prozent: z
        .number({ error: texts.inflationInvalid })
        .min(INFLATION_MIN * 100, { error: texts.inflationInvalid })
        .max(INFLATION_MAX * 100, { error: texts.inflationInvalid })
        .refine(hasDecimals(1), { error: texts.inflationInvalid })
        .nullable()
        .optional(),
    },
    // A body that is no object (an array, a text): the catalogue's message, not zod's own.
    { error: messages.validationFailed },
  )
  .superRefine((input, ctx) => {
    const base = input.regelaltersrente_mtl;
    const one = input.rente_1_prozent_mtl;
    const two = input.rente_2_prozent_mtl;
    if ((one != null || two != null) && base == null) {
      ctx.addIssue({ code: 'custom', path: ['regelaltersrente_mtl'], message: texts.renteBaseMissing });
    } else if (one != null && base != null && one < base) {
      ctx.addIssue({ code: 'custom', path: ['rente_1_prozent_mtl'], message: texts.scenarioBelowBase });
    }
    if (two != null && ((one != null && two < one) || (base != null && two < base))) {
      ctx.addIssue({ code: 'custom', path: ['rente_2_prozent_mtl'], message: texts.scenarioBelowBase });
    }
    if (input.bruttojahresentgelt != null && input.entgeltpunkte == null) {
      ctx.addIssue({ code: 'custom', path: ['entgeltpunkte'], message: texts.entgeltpunkteMissing });
    }
  });

export type VorsorgeInputBody = z.input<typeof vorsorgeInputSchema>;
export type VorsorgeInput = z.output<typeof vorsorgeInputSchema>;
