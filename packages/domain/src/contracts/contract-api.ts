import { z } from 'zod';
import { contractFields } from '../forms/catalogue/contract';
import { formBodyShape } from '../forms/field-schema';
import { type ContractValues, contractTerms } from './contract-input';
import { computeDeadlines, type Deadlines } from './deadlines';
import { monthlyPremium } from './premium';

/**
 * The contracts API of issue 10 (spec sections 3, 7 and 8) — the contract between server and web app.
 *
 * GET    /api/contracts                 → { contracts: Contract[] }  (the household's, by id)
 * GET    /api/contracts/:id             → { contract: Contract }
 * POST   /api/contracts   ContractInput → 201 { contract: Contract }  (needs config.vertrag_add)
 * PUT    /api/contracts/:id ContractInput → { contract: Contract }    (needs config.vertrag_edit)
 * DELETE /api/contracts/:id             → { success: true }           (needs config.vertrag_edit)
 *
 * An unknown or another customer's id answers 404 { error: 'could_not_find_contract' } (no logout).
 * Validation failures are 422 { errors: ['field=>message'] }. Values are the catalogue's: numbers as
 * numbers (zahlungsweise 12/4/2/1/9999, automatische_verlaengerung 0/1), dates 'YYYY-MM-DD'.
 */

/**
 * A contract as the API sends it: the catalogue's fields at the top level, `kuendbar_bis` computed by
 * the deadline engine (the entered one is `kuendbar_bis_eingabe`), the next and the following end,
 * and the premium per month (null for a one-off payment or none entered).
 */
export type Contract = Omit<ContractValues, 'kuendbar_bis'> &
  Deadlines & {
    id: number;
    kuendbar_bis_eingabe: string | null;
    beitrag_monatlich: number | null;
    /** When the adviser provided it (issue 31; ISO time), null for the customer's own contract. */
    bereitgestellt_am: string | null;
    created_at: string;
    updated_at: string;
  };

export type StoredContract = ContractValues & {
  id: number;
  created_at: string;
  updated_at: string;
  /** When the adviser provided it (issue 31): its facts are the adviser's (provided-contract.ts). */
  bereitgestellt_am?: string | null;
};

/** A stored contract as the API sends it, its deadlines as of `today` (Europe/Berlin calendar day). */
export function presentContract(stored: StoredContract, today: string): Contract {
  const { kuendbar_bis, ...rest } = stored;
  return {
    ...rest,
    ...computeDeadlines(contractTerms(stored), today),
    kuendbar_bis_eingabe: kuendbar_bis,
    beitrag_monatlich: monthlyPremium(stored),
    bereitgestellt_am: stored.bereitgestellt_am ?? null,
  };
}

/** The values a form starts from when editing `contract`: the entered deadline, not the computed one. */
export function contractFormValues(contract: Contract): ContractValues {
  const {
    id: _id,
    kuendbar_bis_eingabe,
    naechstes_ende: _next,
    folgendes_ende: _following,
    kuendbar_bis: _computed,
    beitrag_monatlich: _monthly,
    bereitgestellt_am: _provided,
    created_at: _created,
    updated_at: _updated,
    ...values
  } = contract;
  return { ...values, kuendbar_bis: kuendbar_bis_eingabe };
}

/**
 * POST /api/contracts and PUT /api/contracts/:id: every catalogue field plus `person_id` and `sparte`;
 * on an update a field left out keeps its value. Any other key is refused (422).
 */
export const contractInputSchema = z.strictObject({
  person_id: z
    .union([z.number().int().positive(), z.string().max(12)])
    .optional()
    .meta({
      description: 'a person of the household (required on create)',
    }),
  sparte: z
    .string()
    .max(40)
    .optional()
    .meta({ description: 'a key of the Sparten table (required on create)' }),
  ...formBodyShape(contractFields),
});
