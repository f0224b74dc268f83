import type { SignatureEvent, SignatureState } from '@kundenportal/domain/adviser-forms/signature-state';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeTypedName, typedSignatureProblem } from './signature-field';
import { fakeContext, Harness, setViewport } from './signature-field.harness';

function setup(options: { initial?: SignatureState; error?: string } = {}) {
  const onEvent = vi.fn<(event: SignatureEvent) => void>();
  const onSubmit = vi.fn();
  const inputRef = vi.fn<(element: HTMLElement | null) => void>();
  // The page's events; the drafts the field reports while typing or drawing are tested on their own.
  const pageEvent = (event: SignatureEvent) => {
    if (event.type !== 'draft') onEvent(event);
  };
  render(<Harness onEvent={pageEvent} onSubmit={onSubmit} inputRef={inputRef} {...options} />);
  return { onEvent, onSubmit, inputRef, events: () => onEvent.mock.calls.map(([event]) => event) };
}

const button = (name: string) => screen.getByRole('button', { name });
const live = () => document.querySelector('[aria-live="polite"]')?.textContent;
const errorText = () => document.getElementById('unterschrift-error')?.textContent;
const nameInput = () => screen.getByLabelText(texts.typedLabel) as HTMLInputElement;
const confirmBox = () => screen.getByLabelText(texts.typedConfirm) as HTMLInputElement;

function switchToTyped() {
  fireEvent.click(button(texts.typeInstead));
}

afterEach(() => {
  vi.restoreAllMocks();
  setViewport(1024, 768);
});

describe('SignatureField: the pad', () => {
  it('shows the label with the required mark, the pad with its name and hint, and only type="button"s', () => {
    const { inputRef } = setup();
    const group = screen.getByRole('group', { name: 'Unterschrift' });
    expect(group.querySelector('legend [aria-hidden="true"]')?.textContent).toBe('*');
    const pad = screen.getByRole('img', { name: texts.signatureCanvas });
    expect(pad.tagName).toBe('CANVAS');
    expect(pad.getAttribute('aria-describedby')).toBe('unterschrift-hint');
    expect(document.getElementById('unterschrift-hint')?.textContent).toBe(texts.signatureHint);
    for (const each of group.querySelectorAll('button')) expect(each.getAttribute('type')).toBe('button');
    // The first control carries the field's id and is handed to the page.
    expect(button(texts.accept).id).toBe('unterschrift');
    expect(inputRef).toHaveBeenLastCalledWith(button(texts.accept));
  });

  it('sizes the pad 640×360 on a tablet or desktop and 320×180 on a phone', () => {
    setup();
    const pad = screen.getByRole('img', { name: texts.signatureCanvas });
    expect([pad.dataset.padWidth, pad.dataset.padHeight]).toEqual(['640', '360']);
    expect(pad.style.width).toBe('640px');
    setViewport(375, 667);
    expect([pad.dataset.padWidth, pad.dataset.padHeight]).toEqual(['320', '180']);
    expect(pad.style.width).toBe('320px');
  });

  it('asks to sign first when the pad is empty (also without canvas support) and announces it', () => {
    const { onEvent } = setup();
    button(texts.accept).focus();
    fireEvent.click(button(texts.accept));
    expect(onEvent).not.toHaveBeenCalled();
    expect(errorText()).toBe(texts.drawFirst);
    expect(button(texts.accept).getAttribute('aria-describedby')).toBe(
      'unterschrift-hint unterschrift-error',
    );
    expect(live()).toBe(texts.drawFirst);
  });

  it('accepts a drawing as SVG and PNG, shows it, and deletes it back to the empty pad', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext());
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
    const { events, onSubmit } = setup();
    const pad = screen.getByRole('img', { name: texts.signatureCanvas });
    fireEvent.click(button(texts.accept));
    expect(errorText()).toBe(texts.drawFirst);
    fireEvent.pointerDown(pad, { pointerId: 1, buttons: 1, clientX: 20, clientY: 30 });
    fireEvent.pointerUp(window, { pointerId: 1, buttons: 0, clientX: 60, clientY: 40 });
    // Drawing clears the message.
    expect(errorText()).toBeUndefined();
    fireEvent.click(button(texts.accept));
    const [accept] = events();
    expect(accept).toMatchObject({
      type: 'accept',
      signature: { kind: 'drawn', png: 'data:image/png;base64,AAAA' },
    });
    expect(accept?.type === 'accept' && accept.signature.kind === 'drawn' && accept.signature.svg).toMatch(
      /^<svg[^>]* width="640"/,
    );
    expect(screen.queryByRole('img', { name: texts.signatureCanvas })).toBeNull();
    expect(screen.getByRole('img', { name: texts.drawnMarker }).getAttribute('src')).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(live()).toBe(texts.signed);
    expect(document.activeElement).toBe(button(texts.remove));
    fireEvent.click(button(texts.remove));
    expect(events().slice(1)).toEqual([{ type: 'delete' }, { type: 'reset' }]);
    expect(screen.getByRole('img', { name: texts.signatureCanvas })).toBeTruthy();
    expect(live()).toBe(texts.removed);
    expect(document.activeElement).toBe(button(texts.accept));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the pad with "Feld leeren"', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext());
    const { onEvent } = setup();
    const pad = screen.getByRole('img', { name: texts.signatureCanvas });
    fireEvent.pointerDown(pad, { pointerId: 1, buttons: 1, clientX: 20, clientY: 30 });
    fireEvent.pointerUp(window, { pointerId: 1, buttons: 0, clientX: 60, clientY: 40 });
    fireEvent.click(button(texts.clear));
    fireEvent.click(button(texts.accept));
    expect(onEvent).not.toHaveBeenCalled();
    expect(errorText()).toBe(texts.drawFirst);
  });

  it('shows a drawn signature it is given and deletes it', () => {
    const { events } = setup({
      initial: {
        status: 'signed',
        signature: { kind: 'drawn', svg: '<svg></svg>', png: 'data:image/png;base64,BBBB' },
      },
    });
    const image = screen.getByRole('img', { name: texts.drawnMarker });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,BBBB');
    // Nothing was accepted here, so nothing is announced.
    expect(live()).toBe('');
    fireEvent.click(button(texts.remove));
    expect(events()).toEqual([{ type: 'delete' }, { type: 'reset' }]);
    expect(screen.queryByRole('img', { name: texts.drawnMarker })).toBeNull();
    expect(screen.getByRole('img', { name: texts.signatureCanvas })).toBeTruthy();
    expect(live()).toBe(texts.removed);
    expect(document.activeElement).toBe(button(texts.accept));
  });

  it('shows the page’s error under the field, tied to the first control', () => {
    setup({ error: texts.signatureRequired });
    expect(errorText()).toBe(texts.signatureRequired);
    expect(button(texts.accept).getAttribute('aria-describedby')).toBe(
      'unterschrift-hint unterschrift-error',
    );
  });
});

describe('SignatureField: typed', () => {
  it('switches to a labelled name input with the signer as placeholder, and back', () => {
    const { inputRef } = setup();
    switchToTyped();
    expect(screen.queryByRole('img', { name: texts.signatureCanvas })).toBeNull();
    expect(nameInput().placeholder).toBe('Max Mustermann');
    expect(nameInput().id).toBe('unterschrift');
    expect(document.activeElement).toBe(nameInput());
    expect(inputRef).toHaveBeenLastCalledWith(nameInput());
    expect(confirmBox().checked).toBe(false);
    for (const each of document.querySelectorAll('button')) {
      if (each.textContent !== 'Vorschau anzeigen') expect(each.getAttribute('type')).toBe('button');
    }
    fireEvent.click(button(texts.drawInstead));
    expect(screen.getByRole('img', { name: texts.signatureCanvas })).toBeTruthy();
    expect(document.activeElement).toBe(button(texts.accept));
  });

  it('asks for a name of at least 2 characters, then for the confirmation', () => {
    const { onEvent } = setup();
    switchToTyped();
    fireEvent.change(nameInput(), { target: { value: ' M ' } });
    fireEvent.click(button(texts.accept));
    expect(onEvent).not.toHaveBeenCalled();
    expect(errorText()).toBe(texts.typedLength);
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(nameInput().getAttribute('aria-describedby')).toBe('unterschrift-error');
    expect(document.activeElement).toBe(nameInput());

    fireEvent.change(nameInput(), { target: { value: 'Max Mustermann' } });
    expect(errorText()).toBeUndefined();
    fireEvent.click(button(texts.accept));
    expect(onEvent).not.toHaveBeenCalled();
    expect(errorText()).toBe(texts.typedUnconfirmed);
    expect(confirmBox().getAttribute('aria-invalid')).toBe('true');
    expect(confirmBox().getAttribute('aria-describedby')).toBe('unterschrift-error');
    expect(nameInput().getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(confirmBox());
  });

  it('accepts on Enter without submitting the form, shows the name with the marker, and deletes it', () => {
    const { events, onSubmit } = setup();
    switchToTyped();
    fireEvent.change(nameInput(), { target: { value: 'Max  Mustermann ' } });
    fireEvent.click(confirmBox());
    expect(confirmBox().checked).toBe(true);
    const enter = fireEvent.keyDown(nameInput(), { key: 'Enter' });
    expect(enter).toBe(false); // default prevented: no implicit submission
    expect(onSubmit).not.toHaveBeenCalled();
    expect(events()).toEqual([{ type: 'accept', signature: { kind: 'typed', name: 'Max Mustermann' } }]);
    expect(screen.getByText('Max Mustermann')).toBeTruthy();
    expect(screen.getByText(texts.typedMarker)).toBeTruthy();
    expect(live()).toBe(texts.signed);
    expect(document.activeElement).toBe(button(texts.remove));

    fireEvent.click(button(texts.remove));
    expect(events().slice(1)).toEqual([{ type: 'delete' }, { type: 'reset' }]);
    expect(screen.queryByText(texts.typedMarker)).toBeNull();
    expect(live()).toBe(texts.removed);
    // Back to an empty typed signature, the focus on its first control.
    expect(nameInput().value).toBe('');
    expect(confirmBox().checked).toBe(false);
    expect(document.activeElement).toBe(nameInput());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts with the button too, and Enter on the unticked checkbox asks for the confirmation', () => {
    const { events, onSubmit } = setup();
    switchToTyped();
    fireEvent.change(nameInput(), { target: { value: 'Erika Musterfrau' } });
    confirmBox().focus();
    fireEvent.keyDown(confirmBox(), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorText()).toBe(texts.typedUnconfirmed);
    expect(live()).toBe(texts.typedUnconfirmed);
    fireEvent.click(confirmBox());
    fireEvent.click(button(texts.accept));
    expect(events()).toEqual([{ type: 'accept', signature: { kind: 'typed', name: 'Erika Musterfrau' } }]);
  });
});

describe('typed signature rules', () => {
  it('normalizes the name as the server does and bounds it to 2 to 100 characters', () => {
    expect(normalizeTypedName('  Max \t Mustermann ')).toBe('Max Mustermann');
    expect(typedSignatureProblem('M', true)).toBe(texts.typedLength);
    expect(typedSignatureProblem('x'.repeat(101), true)).toBe(texts.typedLength);
    expect(typedSignatureProblem('Mo', false)).toBe(texts.typedUnconfirmed);
    expect(typedSignatureProblem('Mo', true)).toBeUndefined();
  });
});
