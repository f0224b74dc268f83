import { z } from 'zod';
import type { Agent, AgentAddress, LegalDoc, PersonSummary, User } from './user';

/**
 * GET /api/users/me as a zod schema (the User of spec section 3, user.ts), for the route schema and the
 * OpenAPI document. Each object lists every key of its type (`satisfies Record<keyof …>`: a key left out
 * fails the type check).
 */

const text = z.string().nullable();

const addressSchema = z.object({
  co: text,
  address: text,
  addressnumber: text,
  streetcode: text,
  city: text,
} satisfies Record<keyof AgentAddress, z.ZodType>);

const agentSchema = z.object({
  id: z.number().int(),
  typ: z.string(),
  anrede: z.string(),
  vorname: z.string(),
  name: z.string(),
  firma: text,
  email: text,
  phone: text,
  mobile: text,
  avatar: text,
  logo: text,
  css: text,
  branding: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .nullable()
    .meta({ description: 'the design tokens (colours, font, radius)' }),
  empfehlungsgeber_art: z.string(),
  registernummer: text,
  vermittlerstatus: z.enum(['makler', 'vertreter', 'gebunden']).nullable().optional(),
  ihk: text.optional(),
  hauptadresse: addressSchema,
} satisfies Record<keyof Agent, z.ZodType>);

const personSummarySchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  gender: z.enum(['m', 'w']),
  geburtsdatum: text,
  hauptadresse: addressSchema.nullable(),
} satisfies Record<keyof PersonSummary, z.ZodType>);

const flags = z.record(z.string(), z.unknown());

export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  agent: agentSchema.nullable(),
  agent_verbindungs_anfragen: z.array(z.object({ agent: agentSchema })),
  haupt_person: personSummarySchema.nullable(),
  HauptPerson: z.object({ id: z.number().int() }).nullable(),
  persons: z.array(personSummarySchema),
  hasAvatar: z.boolean(),
  hasMakler: z.boolean(),
  account_typ: z.enum(['makler', 'makler_light']),
  features: flags.meta({ description: 'feature switches (referrals …)' }),
  legaldocs: z.array(
    z.object({
      key: z.enum(['nutzungsbedingungen', 'datenschutz']),
      title: z.string(),
      version: z.string(),
    } satisfies Record<keyof LegalDoc, z.ZodType>),
  ),
  config: flags.meta({ description: 'the rights and switches of spec section 6' }),
} satisfies Record<keyof User, z.ZodType>);

/** GET /api/users/me */
export const meResponseSchema = z.object({ user: userSchema });
