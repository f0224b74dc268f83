import type { Db } from '../db/client';

/** A form the customer just signed (the adviser-forms module's send), as other modules see it. */
export type SignedFormEvent = {
  userId: number;
  /** The agency whose template was signed. */
  agentId: number;
  formKey: string;
  /** The audit record's id (`signed_forms.id`). */
  signedFormId: string;
  signedAt: Date;
  /** The household's person it was filled in for (ADR 183): `?person=`, else the main person. */
  personId: number;
};

/**
 * What another module does when a customer signs an adviser form (`app.signedFormHooks`, ADR 156;
 * modules do not import each other): runs in the signing transaction, so the signature and what follows
 * from it are stored together or not at all.
 */
export type SignedFormHook = (tx: Db, signed: SignedFormEvent) => Promise<void>;
