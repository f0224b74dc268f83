import { z } from 'zod';
import { bestandsuebertragungTexts as texts } from '../texts/bestandsuebertragung';
import { messages } from '../texts/messages';
import { workspaceValidationTexts } from '../texts/workspace-validation';
import { BOARD_STATES, type BoardState } from './board-state';
import { MANDATE_LEVELS, type MandateLevel } from './mandate';
import {
  CONTRACT_TRANSFER_STATUSES,
  type ContractTransferStatus,
  TRANSFER_STATUSES,
  type TransferStatus,
} from './status-machine';

/**
 * The Bestandsübertragung API of issue 29 (fixed by the issue so outside checks can run against it; the
 * fields beyond the fixed ones are added for the screens, none of the fixed ones is renamed or dropped):
 *
 * GET    /api/bestandsuebertragung            → TransfersAnswer (needs config.bestandsuebertragung)
 * POST   /api/bestandsuebertragung TransferRequest → 201 { transfer } (403 not_permitted without the flag
 *        or for makler_light;
 *        422 for an unknown or foreign id, an empty list, a contract this broker already looks after)
 * DELETE /api/bestandsuebertragung/{id}       → { transfer } withdrawn (409 transfer_already_sent once sent)
 * GET    /api/berater/bestandsuebertragungen  → AgencyTransfersAnswer (board-query.ts: `?versicherer={name}` the
 *        board's insurer filter, `?kunde={customerId}` the household page; only the adviser's agency's)
 * GET    /api/berater/bestandsuebertragungen/{id}/anschreiben.pdf?versicherer={name} → the letter
 * PUT    /api/berater/bestandsuebertragungen/{id}/vertraege/{contractId} ContractAnswer (contract-answer.ts)
 */

/**
 * The most contracts one request takes. A household holds six to ten insurance contracts on average; 30
 * leaves room for a large one, keeps each insurer's letter to a page or two of contracts, and bounds what
 * one request costs (one lookup and row per contract, one transaction) before it reaches the database.
 */
export const TRANSFER_MAX_CONTRACTS = 30;

/** Ids the database stores (int4): a larger number is no contract of anyone, refused before any query. */
const MAX_ID = 2_147_483_647;

/** One step of a contract's way, oldest first. */
export type TransferStep = {
  status: ContractTransferStatus;
  /** 'YYYY-MM-DD': the day of the step (for `bestaetigt`: the day the broker looks after the contract from). */
  datum: string;
  /** The refusal's reason, the insurer's query or the broker's note; null without one. */
  notiz: string | null;
  /**
   * 'YYYY-MM-DD': the Berlin day the step was recorded. It differs from `datum` where the step names another
   * day: a confirmed Maklermandat's `datum` is the broker's start, which may lie ahead (ADR 189).
   */
  erfasstAm: string;
};

export type TransferContract = {
  contractId: number;
  versicherer: string;
  nummer: string;
  status: ContractTransferStatus;
  /** The contract's Sparte key (contracts/sparten.ts), null without one. */
  sparte: string | null;
  /** The current status's day and note (the last step's). */
  datum: string;
  notiz: string | null;
  /** The day the current status was recorded (the last step's; before the first: the request's day). */
  erfasstAm: string;
  /** The day the letter last went out to the insurer; null until then. */
  gesendetAm: string | null;
  verlauf: TransferStep[];
};

export type Transfer = {
  id: number;
  status: TransferStatus;
  level: MandateLevel;
  /** ISO time. */
  createdAt: string;
  /** ISO time the mandate was signed (or the reused one was taken); null while `zu_unterschreiben`. */
  beantragtAt: string | null;
  /** ISO time of the withdrawal; null unless `zurueckgezogen`. */
  zurueckgezogenAt: string | null;
  contracts: TransferContract[];
};

/**
 * The customer's transfer (GET, POST's and DELETE's answers): the workspace's has its customer instead.
 * `formKey` is the adviser form the customer signs for it while `zu_unterschreiben` (MANDATE_FORM_KEYS of
 * its level: GET/POST /api/forms/{formKey}, the web's adviser form page), null once signed or withdrawn.
 * Signing that form moves every transfer of the customer that waits for it to `beantragt` (ADR 156).
 * While it waits, each contract shows `beantragt` with the request's day and an empty `verlauf`: its first
 * step (`beantragt`, the signing day) comes with the signature.
 */
export type CustomerTransfer = Transfer & {
  formKey: string | null;
  /**
   * The household's person the transfer is for: the policyholder of all its contracts, who signs the
   * Vollmacht (ADR 183; the form to sign is prefilled with this person, `?person=`); null for a transfer
   * stored before transfers had one.
   */
  personId: number | null;
};

/** GET /api/bestandsuebertragung: the household's transfers (newest first) and what a new request needs. */
export type TransfersAnswer = {
  transfers: CustomerTransfer[];
  /** The mandate levels the agency offers (`offeredLevels`). */
  levels: MandateLevel[];
  /** The signed mandate a new request would reuse, by level; null where a new signature is needed. */
  mandate: { level: MandateLevel; signedAt: string } | null;
  /** The signed mandate a new request would reuse, per person of the household (ADR 183): only that person's. */
  mandates: { personId: number; level: MandateLevel; signedAt: string }[];
};

/** The workspace's transfer: the customer's, with whose it is and its board column at the time of the answer. */
export type AgencyTransfer = Transfer & {
  customer: { id: number; name: string };
  /**
   * The household's person the transfer is for (ADR 183), named as the household names them now (the main
   * person for one stored without a person); null once that person was deleted.
   */
  person: { id: number; name: string } | null;
  state: BoardState;
  /** One letter per insurer of the transfer: its e-mail for broker changes (null: by post) and whether an address is known. */
  letters: TransferLetter[];
};

export type TransferLetter = { versicherer: string; email: string | null; addressKnown: boolean };

export type AgencyTransfersAnswer = { transfers: AgencyTransfer[] };

const stepSchema = z.object({
  status: z.enum(CONTRACT_TRANSFER_STATUSES),
  datum: z.string().meta({ description: 'YYYY-MM-DD' }),
  notiz: z.string().nullable(),
  erfasstAm: z.string().meta({ description: 'YYYY-MM-DD, the Berlin day the step was recorded' }),
}) satisfies z.ZodType<TransferStep>;

const transferContractSchema = z.object({
  contractId: z.number().int(),
  versicherer: z.string(),
  nummer: z.string(),
  status: z.enum(CONTRACT_TRANSFER_STATUSES),
  sparte: z.string().nullable(),
  datum: z.string().meta({ description: 'YYYY-MM-DD' }),
  notiz: z.string().nullable(),
  erfasstAm: z.string().meta({ description: 'YYYY-MM-DD, the Berlin day the current status was recorded' }),
  gesendetAm: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
  verlauf: z.array(stepSchema),
}) satisfies z.ZodType<TransferContract>;

export const transferSchema = z.object({
  id: z.number().int(),
  status: z.enum(TRANSFER_STATUSES),
  level: z.enum(MANDATE_LEVELS),
  createdAt: z.string(),
  beantragtAt: z.string().nullable(),
  zurueckgezogenAt: z.string().nullable(),
  contracts: z.array(transferContractSchema),
}) satisfies z.ZodType<Transfer>;

export const customerTransferSchema = transferSchema.extend({
  formKey: z.string().nullable().meta({ description: 'the adviser form to sign while zu_unterschreiben' }),
  personId: z.number().int().nullable().meta({ description: 'the policyholder of its contracts, who signs' }),
}) satisfies z.ZodType<CustomerTransfer>;

/** GET /api/bestandsuebertragung's answer. */
export const transfersAnswerSchema = z.object({
  transfers: z.array(customerTransferSchema),
  levels: z.array(z.enum(MANDATE_LEVELS)),
  mandate: z.object({ level: z.enum(MANDATE_LEVELS), signedAt: z.string() }).nullable(),
  mandates: z.array(
    z.object({ personId: z.number().int(), level: z.enum(MANDATE_LEVELS), signedAt: z.string() }),
  ),
}) satisfies z.ZodType<TransfersAnswer>;

/** POST's (201) and DELETE's answer. */
export const transferAnswerSchema = z.object({ transfer: customerTransferSchema });
export type TransferAnswer = z.infer<typeof transferAnswerSchema>;

/** GET /api/berater/bestandsuebertragungen's answer: the agency's transfers, newest first. */
export const agencyTransfersAnswerSchema = z.object({
  transfers: z.array(
    transferSchema.extend({
      customer: z.object({ id: z.number().int(), name: z.string() }),
      person: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      state: z.enum(BOARD_STATES),
      letters: z.array(
        z.object({ versicherer: z.string(), email: z.string().nullable(), addressKnown: z.boolean() }),
      ),
    }),
  ),
}) satisfies z.ZodType<AgencyTransfersAnswer>;

const contractId = z
  .number({ error: texts.contractIdsInvalid })
  .int({ error: texts.contractIdsInvalid })
  .positive({ error: texts.contractIdsInvalid })
  .max(MAX_ID, { error: texts.contractIdsInvalid });

/**
 * POST /api/bestandsuebertragung's body: 1 to TRANSFER_MAX_CONTRACTS contract ids, each once, and the
 * level; any other key is refused. Whether an id is the household's, a Fremdvertrag with a number and in
 * no running transfer is the use case's check (`requestRefusal`), with the same `contractIds.<index>` entries.
 */
export const transferRequestSchema = z.strictObject(
  {
    contractIds: z
      .array(contractId, {
        error: (issue) => (issue.input === undefined ? texts.contractIdsRequired : texts.contractIdsInvalid),
      })
      .min(1, { error: texts.contractIdsRequired })
      .max(TRANSFER_MAX_CONTRACTS, { error: texts.contractIdsTooMany(TRANSFER_MAX_CONTRACTS) })
      .superRefine((ids, context) => {
        ids.forEach((id, index) => {
          if (ids.indexOf(id) !== index)
            context.addIssue({ code: 'custom', path: [index], message: texts.contractIdTwice, input: id });
        });
      }),
    level: z.enum(MANDATE_LEVELS, { error: texts.levelInvalid }),
  },
  { error: messages.validationFailed },
);
export type TransferRequest = z.infer<typeof transferRequestSchema>;

/** The path of PUT …/bestandsuebertragungen/{id}/vertraege/{contractId}; ownership answers a bad id with 404. */
export const transferContractParamsSchema = z.object({
  id: z.string().meta({ description: 'the id of a transfer of the agency' }),
  contractId: z.string().meta({ description: 'the id of a contract of that transfer' }),
});

/** GET …/{id}/anschreiben.pdf?versicherer={name}: one insurer of the transfer (another one is a 404). */
export const letterQuerySchema = z.strictObject({
  versicherer: z
    .string({ error: texts.workspace.insurerRequired })
    .trim()
    .min(1, { error: texts.workspace.insurerRequired })
    .max(255, { error: workspaceValidationTexts.tooLong(255) }),
});
