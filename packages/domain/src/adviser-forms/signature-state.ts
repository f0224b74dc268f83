import { adviserFormTexts } from '../texts/adviser-forms';
import { TYPED_SIGNATURE_LENGTH } from './form-api';
import { pdfDrawableProblem } from './pdf-drawable';

/** A signature as the customer gave it: drawn on the pad (SVG and PNG) or typed (the full name, confirmed). */
export type Signature = { kind: 'drawn'; svg: string; png: string } | { kind: 'typed'; name: string };

/**
 * Spec section 4: the pad is empty, becomes signed on 'übernehmen', and deleting a signature resets it
 * to empty ('deleted' is the moment in between, for the announcement).
 */
export type SignatureState =
  | { status: 'empty'; draft?: SignatureDraft }
  | { status: 'signed'; signature: Signature }
  | { status: 'deleted' };

/** What the field holds before 'übernehmen': ink on the pad, or a typed name and whether it is confirmed. */
export type SignatureDraft = { kind: 'drawn' } | { kind: 'typed'; name: string; confirmed: boolean };

export type SignatureEvent =
  | { type: 'accept'; signature: Signature }
  | { type: 'delete' }
  /** Drawing starts again after a deletion. */
  | { type: 'reset' }
  /** The field's input before it is accepted (null: nothing drawn or typed). */
  | { type: 'draft'; draft: SignatureDraft | null };

export const emptySignature: SignatureState = { status: 'empty' };

export function signatureReducer(state: SignatureState, event: SignatureEvent): SignatureState {
  switch (event.type) {
    case 'accept':
      if (state.status === 'signed') return state;
      if (event.signature.kind === 'typed' && event.signature.name.trim() === '') return state;
      return { status: 'signed', signature: event.signature };
    case 'delete':
      return state.status === 'signed' ? { status: 'deleted' } : state;
    case 'reset':
      return state.status === 'deleted' ? emptySignature : state;
    case 'draft':
      if (state.status !== 'empty' || sameDraft(state.draft, event.draft ?? undefined)) return state;
      return event.draft ? { status: 'empty', draft: event.draft } : emptySignature;
  }
}

function sameDraft(a: SignatureDraft | undefined, b: SignatureDraft | undefined): boolean {
  if (a?.kind === 'typed' && b?.kind === 'typed') return a.name === b.name && a.confirmed === b.confirmed;
  return a?.kind === b?.kind;
}

const typedName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** Why a typed name cannot sign (its length, a character the PDF cannot draw); undefined when it can. */
export function typedNameProblem(name: string): string | undefined {
  const length = [...typedName(name)].length;
  if (length < TYPED_SIGNATURE_LENGTH.min || length > TYPED_SIGNATURE_LENGTH.max)
    return adviserFormTexts.typedLength;
  return pdfDrawableProblem(typedName(name));
}

/**
 * The signature the field gives: the accepted one, or a typed name whose confirmation is ticked — the tick
 * is the binding act, 'übernehmen' need not follow (issue 27, item 21).
 */
export function givenSignature(state: SignatureState): Signature | undefined {
  if (state.status === 'signed') return state.signature;
  const draft = state.status === 'empty' ? state.draft : undefined;
  if (draft?.kind === 'typed' && draft.confirmed && !typedNameProblem(draft.name))
    return { kind: 'typed', name: typedName(draft.name) };
  return undefined;
}

/** The body's `signature` for a state: only a signed pad gives one. */
export function signatureBody(
  state: SignatureState,
): { svg: string; png: string } | { typed: string } | undefined {
  const signature = givenSignature(state);
  if (!signature) return undefined;
  return signature.kind === 'typed'
    ? { typed: signature.name.trim() }
    : { svg: signature.svg, png: signature.png };
}

/**
 * The message of a sign field before its form may go out (the form page's send, the workspace preview's
 * check): a required signature must be given ('übernommen'); undefined when the field is fine.
 */
export function signatureFieldProblem(
  field: { required: boolean } | undefined,
  state: SignatureState,
): string | undefined {
  if (!field?.required || givenSignature(state)) return undefined;
  // Say what is missing when something is drawn or typed already (issue 27, item 21).
  const draft = state.status === 'empty' ? state.draft : undefined;
  if (draft?.kind === 'drawn') return adviserFormTexts.acceptDrawing;
  if (draft?.kind === 'typed')
    return typedNameProblem(draft.name) ?? (draft.confirmed ? undefined : adviserFormTexts.typedUnconfirmed);
  return adviserFormTexts.signatureRequired;
}
