import { z } from 'zod';
import type { Agency, AgencyProfile } from './agency';

/** The answers of the workspace's agency page (GET/PUT /api/berater/agentur…) as zod schemas. */

const profileSchema = z.object({
  anrede: z.enum(['Herr', 'Frau']),
  vorname: z.string(),
  name: z.string(),
  firma: z.string(),
  email: z.string(),
  phone: z.string(),
  mobile: z.string(),
  address: z.string(),
  addressnumber: z.string(),
  streetcode: z.string(),
  city: z.string(),
  registernummer: z.string(),
  vermittlerstatus: z.enum(['', 'makler', 'vertreter', 'gebunden']),
  ihk: z.string(),
} satisfies Record<keyof AgencyProfile, z.ZodType>);

const legalText = z.object({ markdown: z.string().nullable(), version: z.string() });

/** The whole agency, as every change of it answers. */
export const agencySchema = z.object({
  id: z.number().int(),
  profile: profileSchema,
  branding: z.record(z.string(), z.union([z.string(), z.number()])).meta({ description: 'design tokens' }),
  logo: z.string().nullable(),
  photo: z.boolean(),
  legal: z.object({ nutzungsbedingungen: legalText, datenschutz: legalText }),
} satisfies Record<keyof Agency, z.ZodType>);
