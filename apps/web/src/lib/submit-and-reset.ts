import type { FormEvent } from 'react';

type SubmittedForm<B> = {
  validate: () => B | null;
  reset: () => void;
  showSubmitError: (error: unknown) => void;
};
type Sending<B> = {
  isPending: boolean;
  mutate: (body: B, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
};

/**
 * The submit of a form that empties after it is saved (the account's e-mail and password): nothing while
 * one is sent; the valid body is sent (`onSend` first), on success `onDone` and the form empties, a
 * refusal shows at its fields.
 */
export function submitAndReset<B>(
  form: SubmittedForm<B>,
  sending: Sending<B>,
  handlers: { onSend?: () => void; onDone: (body: B) => void },
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const body = form.validate();
    if (!body) return;
    handlers.onSend?.();
    sending.mutate(body, {
      onSuccess: () => {
        handlers.onDone(body);
        form.reset();
      },
      onError: (error) => form.showSubmitError(error),
    });
  };
}
