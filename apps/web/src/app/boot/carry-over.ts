/**
 * What a visitor did in a prerendered page before the app took over (app/boot): the text in its
 * fields, which field had the focus, whether they sent the form, and a button they pressed (the app
 * shell's menu button). The app's page has the same fields (same names) and buttons (same
 * aria-controls), so after it has rendered it gets them back: values as if typed (React's onChange
 * sees them), the focus, the submit, the press. Nothing is stored; it moves within the page.
 */
export type PrerenderedInput = {
  values: [name: string, value: string][];
  focused: string | null;
  submitted: boolean;
  /** aria-controls of the button pressed last. */
  pressed: string | null;
};

export const SUBMITTED_ATTRIBUTE = 'data-submitted';
export const PRESSED_ATTRIBUTE = 'data-pressed';

export function readPrerenderedInput(container: HTMLElement): PrerenderedInput {
  const fields = [...container.querySelectorAll<HTMLInputElement>('input[name]')];
  const active = document.activeElement;
  return {
    values: fields.filter((field) => field.value !== '').map((field) => [field.name, field.value]),
    focused: fields.find((field) => field === active)?.name ?? null,
    submitted: container.querySelector(`form[${SUBMITTED_ATTRIBUTE}]`) !== null,
    pressed: container.querySelector(`button[${PRESSED_ATTRIBUTE}]`)?.getAttribute('aria-controls') ?? null,
  };
}

export function restorePrerenderedInput(container: HTMLElement, input: PrerenderedInput): void {
  // The element's own setter is shadowed by React's value tracking; the prototype's is not.
  const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const field = (name: string) =>
    container.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  for (const [name, value] of input.values) {
    const target = field(name);
    if (!target || !setNativeValue) continue;
    setNativeValue.call(target, value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (input.focused) field(input.focused)?.focus();
  if (input.pressed) {
    container
      .querySelector<HTMLButtonElement>(`button[aria-controls="${CSS.escape(input.pressed)}"]`)
      ?.click();
  }
  if (input.submitted) {
    // After React has applied the values above.
    setTimeout(() => container.querySelector('form')?.requestSubmit());
  }
}
