import { fireEvent, screen } from '@testing-library/react';
import type { RecordedCall } from './fetch-mock';

/** Types `value` into a control as one change. */
export const fillIn = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/** The form control labelled `label` (required fields carry a mark after the label). */
export const field = (label: string | RegExp) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement;

/** The error text tied to a control. */
export const errorOf = (element: Element) => {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).at(-1);
};

/** The last body sent with `method` to a path under `pathPrefix`. */
export const lastBody = (calls: RecordedCall[], method: string, pathPrefix: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith(pathPrefix)).at(-1)?.body as
    | Record<string, unknown>
    | undefined;
