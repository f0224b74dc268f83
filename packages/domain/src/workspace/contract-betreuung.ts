import { z } from 'zod';
import { BETREUUNG_VALUES } from '../bestandsuebertragung/betreuung';
import { bestandsuebertragungTexts } from '../texts/bestandsuebertragung';

/**
 * PUT /api/berater/kunden/{id}/vertraege/{contractId}/betreuung (issue 29, ADR 186): the agency says who
 * looks after a customer's contract — its own ('makler', which the customer may not choose), another
 * intermediary, the insurer directly, or unknown. Audited as `contract_betreuung_changed`.
 */
export const contractBetreuungParamsSchema = z.object({
  id: z.string().meta({ description: 'the id of a customer of the agency' }),
  contractId: z.string().meta({ description: 'the id of a contract of that customer' }),
});

export const contractBetreuungBodySchema = z.strictObject({
  betreuung: z.enum(BETREUUNG_VALUES, { error: bestandsuebertragungTexts.betreuung.invalid }),
});
export type ContractBetreuungBody = z.infer<typeof contractBetreuungBodySchema>;

export const contractBetreuungAnswerSchema = z.object({
  contract: z.object({ id: z.number().int(), betreuung: z.enum(BETREUUNG_VALUES) }),
});
export type ContractBetreuungAnswer = z.infer<typeof contractBetreuungAnswerSchema>;
