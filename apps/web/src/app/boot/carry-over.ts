/**
 * What a visitor did in a prerendered page before the app took over (app/boot): the text in its
 * fields, which field had the focus, whether they sent the form, and a button they pressed (the app
 * shell's menu button, the login page's 'Passwort vergessen?'). The app's page has the same fields (same
 * names) and buttons (same aria-controls, or the same text), so after it has rendered it gets them back:
 * values as if typed (React's onChange sees them), the focus, the submit, the press. Nothing is stored;
 * it moves within the page.
 */
export type PrerenderedInput = {
  values: [name: string, value: string][];
  focused: string | null;
  submitted: boolean;
  /** The button pressed last: by its aria-controls, else by its text. */
  pressed: PressedButton | null;
};

export type PressedButton = { controls: string } | { text: string };

export const SUBMITTED_ATTRIBUTE = 'data-submitted';
export const PRESSED_ATTRIBUTE = 'data-pressed';

export function readPrerenderedInput(container: HTMLElement): PrerenderedInput {
  const fields = [...container.querySelectorAll<HTMLInputElement>('input[name]')];
  const active = document.activeElement;
  return {
    values: fields.filter((field) => field.value !== '').map((field) => [field.name, field.value]),
    focused: fields.find((field) => field === active)?.name ?? null,
    submitted: container.querySelector(`form[${SUBMITTED_ATTRIBUTE}]`) !== null,
    pressed: pressedButton(container.querySelector(`button[${PRESSED_ATTRIBUTE}]`)),
  };
}

function pressedButton(button: HTMLButtonElement | null): PressedButton | null {
  if (!button) return null;
  const controls = button.getAttribute('aria-controls');
  return controls ? { controls } : { text: button.textContent?.trim() ?? '' };
}

function findButton(container: HTMLElement, pressed: PressedButton): HTMLButtonElement | undefined {
  const buttons = [...container.querySelectorAll<HTMLButtonElement>('button[type="button"]')];
  return 'controls' in pressed
    ? buttons.find((button) => button.getAttribute('aria-controls') === pressed.controls)
    : buttons.find((button) => button.textContent?.trim() === pressed.text);
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
  if (input.pressed) findButton(container, input.pressed)?.click();
  if (input.submitted) {
    // After React has applied the values above.
    setTimeout(() => container.querySelector('form')?.requestSubmit());
  }
}
