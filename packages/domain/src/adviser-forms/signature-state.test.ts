import { describe, expect, it } from 'vitest';
import { adviserFormTexts } from '../texts/adviser-forms';
import {
  emptySignature,
  givenSignature,
  type Signature,
  type SignatureEvent,
  type SignatureState,
  signatureBody,
  signatureFieldProblem,
  signatureReducer,
} from './signature-state';

const drawn: Signature = { kind: 'drawn', svg: '<svg/>', png: 'data:image/png;base64,AAAA' };
const typed: Signature = { kind: 'typed', name: 'Max Mustermann' };
const signed: SignatureState = { status: 'signed', signature: drawn };
const deleted: SignatureState = { status: 'deleted' };

const accept = (signature: Signature): SignatureEvent => ({ type: 'accept', signature });
const run = (events: SignatureEvent[], state: SignatureState = emptySignature) =>
  events.reduce(signatureReducer, state);

describe('signatureReducer', () => {
  it('starts empty', () => {
    expect(emptySignature).toEqual({ status: 'empty' });
  });

  it('goes empty → signed on accept → deleted on delete → empty on reset', () => {
    const afterAccept = signatureReducer(emptySignature, accept(drawn));
    expect(afterAccept).toEqual({ status: 'signed', signature: drawn });
    const afterDelete = signatureReducer(afterAccept, { type: 'delete' });
    expect(afterDelete).toEqual({ status: 'deleted' });
    expect(signatureReducer(afterDelete, { type: 'reset' })).toEqual({ status: 'empty' });
  });

  it('accepts a typed signature', () => {
    expect(signatureReducer(emptySignature, accept(typed))).toEqual({ status: 'signed', signature: typed });
  });

  it('does not accept a blank typed name', () => {
    for (const name of ['', '   ', '\t\n'])
      expect(signatureReducer(emptySignature, accept({ kind: 'typed', name }))).toBe(emptySignature);
  });

  it('keeps the first signature when another is accepted while signed', () => {
    expect(signatureReducer(signed, accept(typed))).toBe(signed);
  });

  it('signs again when a signature is accepted right after a deletion', () => {
    expect(signatureReducer(deleted, accept(typed))).toEqual({ status: 'signed', signature: typed });
  });

  it('leaves the state as is for events that do not apply', () => {
    expect(signatureReducer(emptySignature, { type: 'delete' })).toBe(emptySignature);
    expect(signatureReducer(emptySignature, { type: 'reset' })).toBe(emptySignature);
    expect(signatureReducer(signed, { type: 'reset' })).toBe(signed);
    expect(signatureReducer(deleted, { type: 'delete' })).toBe(deleted);
  });

  it('runs a whole session: sign, delete, sign again', () => {
    expect(
      run([
        accept(drawn),
        { type: 'delete' },
        { type: 'reset' },
        accept({ kind: 'typed', name: ' ' }),
        accept(typed),
      ]),
    ).toEqual({ status: 'signed', signature: typed });
  });
});

describe('signatureBody', () => {
  it('gives nothing unless signed', () => {
    expect(signatureBody(emptySignature)).toBeUndefined();
    expect(signatureBody(deleted)).toBeUndefined();
  });

  it('gives svg and png of a drawn signature', () => {
    expect(signatureBody(signed)).toEqual({ svg: '<svg/>', png: 'data:image/png;base64,AAAA' });
  });

  it('gives the trimmed name of a typed signature', () => {
    expect(
      signatureBody({ status: 'signed', signature: { kind: 'typed', name: '  Max Mustermann ' } }),
    ).toEqual({
      typed: 'Max Mustermann',
    });
  });
});

describe('signatureFieldProblem', () => {
  const signed: SignatureState = { status: 'signed', signature: { kind: 'typed', name: 'Max Mustermann' } };
  it('asks for a required signature until it is given; an optional or missing field asks nothing', () => {
    expect(signatureFieldProblem({ required: true }, emptySignature)).toBe(
      'Bitte unterschreibe das Dokument.',
    );
    expect(signatureFieldProblem({ required: true }, { status: 'deleted' })).toBe(
      'Bitte unterschreibe das Dokument.',
    );
    expect(signatureFieldProblem({ required: true }, signed)).toBeUndefined();
    expect(signatureFieldProblem({ required: false }, emptySignature)).toBeUndefined();
    expect(signatureFieldProblem(undefined, emptySignature)).toBeUndefined();
  });
});

describe('a signature drawn or typed but not yet accepted (issue 27, item 21)', () => {
  const required = { required: true };
  const typed = (name: string, confirmed: boolean): SignatureState =>
    signatureReducer(emptySignature, { type: 'draft', draft: { kind: 'typed', name, confirmed } });

  it('signs with a typed name once its confirmation is ticked, without "übernehmen"', () => {
    const state = typed('  Max   Mustermann ', true);
    expect(givenSignature(state)).toEqual({ kind: 'typed', name: 'Max Mustermann' });
    expect(signatureBody(state)).toEqual({ typed: 'Max Mustermann' });
    expect(signatureFieldProblem(required, state)).toBeUndefined();
  });

  it('says what is missing instead of "Bitte unterschreibe das Dokument."', () => {
    const drawn = signatureReducer(emptySignature, { type: 'draft', draft: { kind: 'drawn' } });
    expect(signatureFieldProblem(required, drawn)).toBe(adviserFormTexts.acceptDrawing);
    expect(signatureFieldProblem(required, typed('Max Mustermann', false))).toBe(
      adviserFormTexts.typedUnconfirmed,
    );
    expect(signatureFieldProblem(required, typed('M', true))).toBe(adviserFormTexts.typedLength);
    expect(signatureFieldProblem(required, typed('Max 🚗', true))).toBe(adviserFormTexts.undrawable(['🚗']));
    expect(signatureBody(typed('Max Mustermann', false))).toBeUndefined();
    expect(signatureFieldProblem(required, emptySignature)).toBe(adviserFormTexts.signatureRequired);
  });

  it('keeps the same state for the same draft, forgets the draft when it is cleared, and ignores it once signed', () => {
    const state = typed('Max', true);
    expect(
      signatureReducer(state, { type: 'draft', draft: { kind: 'typed', name: 'Max', confirmed: true } }),
    ).toBe(state);
    expect(signatureReducer(state, { type: 'draft', draft: null })).toEqual(emptySignature);
    const signed = signatureReducer(emptySignature, {
      type: 'accept',
      signature: { kind: 'typed', name: 'Max' },
    });
    expect(signatureReducer(signed, { type: 'draft', draft: { kind: 'drawn' } })).toBe(signed);
  });
});
