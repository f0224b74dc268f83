/**
 * What a visitor did in the prerendered login page before the app took over (app/boot): the text in
 * its fields, which field had the focus, and whether they sent the form. The app's page has the same
 * fields (same names), so after it has rendered it gets them back: values as if typed (React's
 * onChange sees them), the focus, and the submit. Nothing is stored; it moves within the page.
 */
export type PrerenderedInput = {
  values: [name: string, value: string][];
  focused: string | null;
  submitted: boolean;
};

export const SUBMITTED_ATTRIBUTE = 'data-submitted';

export function readPrerenderedInput(container: HTMLElement): PrerenderedInput {
  const fields = [...container.querySelectorAll<HTMLInputElement>('input[name]')];
  const active = document.activeElement;
  return {
    values: fields.filter((field) => field.value !== '').map((field) => [field.name, field.value]),
    focused: fields.find((field) => field === active)?.name ?? null,
    submitted: container.querySelector(`form[${SUBMITTED_ATTRIBUTE}]`) !== null,
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
  if (input.submitted) {
    // After React has applied the values above.
    setTimeout(() => container.querySelector('form')?.requestSubmit());
  }
}
