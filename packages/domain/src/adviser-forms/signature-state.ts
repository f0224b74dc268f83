import { adviserFormTexts } from '../texts/adviser-forms';

/** A signature as the customer gave it: drawn on the pad (SVG and PNG) or typed (the full name, confirmed). */
export type Signature = { kind: 'drawn'; svg: string; png: string } | { kind: 'typed'; name: string };

/**
 * Spec section 4: the pad is empty, becomes signed on 'übernehmen', and deleting a signature resets it
 * to empty ('deleted' is the moment in between, for the announcement).
 */
export type SignatureState =
  | { status: 'empty' }
  | { status: 'signed'; signature: Signature }
  | { status: 'deleted' };

export type SignatureEvent =
  | { type: 'accept'; signature: Signature }
  | { type: 'delete' }
  /** Drawing starts again after a deletion. */
  | { type: 'reset' };

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
  }
}

/** The body's `signature` for a state: only a signed pad gives one. */
export function signatureBody(
  state: SignatureState,
): { svg: string; png: string } | { typed: string } | undefined {
  if (state.status !== 'signed') return undefined;
  const { signature } = state;
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
  return field?.required && state.status !== 'signed' ? adviserFormTexts.signatureRequired : undefined;
}
