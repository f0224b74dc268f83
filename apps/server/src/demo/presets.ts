import { builtInPresets, type PresetValues } from '@kundenportal/domain/workspace/presets';
import type { Db } from '../db/client';
import { customerPresets } from '../db/schema';
import { DEMO_FORM_KEYS } from './forms';

const [standard, light] = builtInPresets;

/** The demo agency's forms, all on: what its Standard and Familien customers sign. */
const allForms = Object.fromEntries(DEMO_FORM_KEYS.map((key) => [key, true]));

/**
 * The demo agency's presets (ADR 041): the built-in Standard (its default, with the agency's forms) and
 * Light, and its own Familien — Standard plus the planning tools a family uses and the referral programme.
 */
export const demoPresets: { name: string; isDefault: boolean; values: PresetValues }[] = [
  { ...standard, values: { ...standard.values, beraterdokumente: allForms } },
  light,
  {
    name: 'Familien',
    isDefault: false,
    values: {
      ...standard.values,
      config: { ...standard.values.config, bedarfscheck: true, liquiditaet: true, vergleichsrechner: true },
      features: { referrals: true },
      beraterdokumente: allForms,
    },
  },
];

export async function addDemoPresets(db: Db, agencyId: number): Promise<void> {
  await db.insert(customerPresets).values(demoPresets.map((preset) => ({ agencyId, ...preset })));
}
