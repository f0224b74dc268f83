import {
  emptySignature,
  type SignatureEvent,
  type SignatureState,
  signatureReducer,
} from '@kundenportal/domain/adviser-forms/signature-state';
import { act } from '@testing-library/react';
import { useReducer } from 'react';
import { SignatureField } from './signature-field';

/** A 2D context that takes every call: happy-dom has no canvas. */
export const fakeContext = () =>
  new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;

/** Resizes happy-dom's window (which fires 'resize'), inside act. */
export function setViewport(width: number, height: number) {
  const { happyDOM } = window as unknown as {
    happyDOM?: { setViewport: (viewport: { width: number; height: number }) => void };
  };
  act(() => happyDOM?.setViewport({ width, height }));
}

/** The field as a form page holds it: useReducer(signatureReducer) inside a form. */
export function Harness({
  onEvent,
  onSubmit,
  initial = emptySignature,
  error,
  inputRef,
}: {
  onEvent: (event: SignatureEvent) => void;
  onSubmit: () => void;
  initial?: SignatureState;
  error?: string;
  inputRef?: (element: HTMLElement | null) => void;
}) {
  const [state, dispatch] = useReducer(signatureReducer, initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SignatureField
        id="unterschrift"
        title="Unterschrift"
        required
        error={error}
        state={state}
        onEvent={(event) => {
          onEvent(event);
          dispatch(event);
        }}
        signerName="Max Mustermann"
        inputRef={inputRef}
      />
      <button type="submit">Vorschau anzeigen</button>
    </form>
  );
}
