import {
  contactRequestForm,
  enquiryForm,
  recommendationForm,
  supportForm,
} from '@kundenportal/domain/adviser-requests/request-forms';
import type { RequestSent } from '@kundenportal/domain/adviser-requests/request-responses';
import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { adviserRequestTexts as texts } from '@kundenportal/domain/texts/adviser-requests';
import { DialogForm, FormDialog } from '../../../../components/forms/dialog-form';
import { useCurrentUser } from '../../../../lib/current-user';
import type { RequestBody } from '../api/request-body';
import { useSendContactRequest } from '../api/send-contact-request';
import { useSendEnquiry } from '../api/send-enquiry';
import { useSendRecommendation } from '../api/send-recommendation';
import { useSendSupport } from '../api/send-support';
import styles from '../requests.module.css';
import { useRequestForm } from '../use-request-form';

/** The three requests the adviser page offers in a modal. */
export type RequestKind = 'contact' | 'enquiry' | 'recommend';

type Mutation = {
  mutate: (
    body: RequestBody,
    handlers: { onSuccess: (answer: RequestSent) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

type DialogProps = { open: boolean; onClose: () => void };

/**
 * The adviser page's request modals (loaded when one is first opened, so the landing page stays small);
 * `open` names the one that is open. Each stays mounted, so closing returns the focus to its button.
 */
export function RequestDialogs({ open, onClose }: { open: RequestKind | null; onClose: () => void }) {
  return (
    <>
      <ContactRequestDialog open={open === 'contact'} onClose={onClose} />
      <EnquiryDialog open={open === 'enquiry'} onClose={onClose} />
      <RecommendationDialog open={open === 'recommend'} onClose={onClose} />
    </>
  );
}

/** 'Kontaktanfrage': how (and when) the adviser should reach the customer; the e-mail is the customer's. */
export function ContactRequestDialog({ open, onClose }: DialogProps) {
  const user = useCurrentUser();
  const mutation = useSendContactRequest();
  return (
    <RequestDialog
      open={open}
      onClose={onClose}
      title={texts.contactRequest}
      intro={texts.contactRequestIntro}
      submitLabel={texts.contactRequestSend}
      definitions={contactRequestForm}
      prefill={{ ke_Email: user?.email ?? '' }}
      mutation={mutation}
    />
  );
}

/**
 * 'Anfrage stellen': a question with its subject, and how the adviser should answer it; another page may
 * prefill subject and text (issue 30: a Bedarfscheck gap, the Vorsorgestatus).
 */
export function EnquiryDialog({
  open,
  onClose,
  prefill,
}: DialogProps & { prefill?: { AnfrageBetreff: string; AnfrageNachricht: string } }) {
  const user = useCurrentUser();
  const mutation = useSendEnquiry();
  return (
    <RequestDialog
      open={open}
      onClose={onClose}
      title={texts.enquiry}
      intro={texts.enquiryIntro}
      submitLabel={texts.enquirySend}
      definitions={enquiryForm}
      prefill={{ AnfrageEmail: user?.email ?? '', ...prefill }}
      mutation={mutation}
    />
  );
}

/** 'Jemanden empfehlen': a friend the adviser may contact — name, how and when, a note. */
export function RecommendationDialog({ open, onClose }: DialogProps) {
  const mutation = useSendRecommendation();
  return (
    <RequestDialog
      open={open}
      onClose={onClose}
      title={texts.recommend}
      intro={texts.recommendIntro}
      submitLabel={texts.recommendSend}
      definitions={recommendationForm}
      mutation={mutation}
    />
  );
}

/** The referral programme's support modal: a question to the adviser, answered by e-mail (issue 13). */
export function SupportDialog({ open, onClose }: DialogProps) {
  const mutation = useSendSupport();
  return (
    <RequestDialog
      open={open}
      onClose={onClose}
      title={texts.support}
      intro={texts.supportIntro}
      submitLabel={texts.supportSend}
      definitions={supportForm}
      mutation={mutation}
    />
  );
}

type RequestFormProps = {
  title: string;
  intro: string;
  submitLabel: string;
  definitions: readonly FieldDefinition[];
  prefill?: Readonly<Record<string, unknown>>;
  mutation: Mutation;
  onClose: () => void;
};

/** The modal; its form is mounted while it is open, so each opening starts empty (or prefilled). */
function RequestDialog({ open, ...props }: RequestFormProps & { open: boolean }) {
  return (
    <FormDialog open={open} title={props.title} onClose={props.onClose}>
      <RequestForm {...props} />
    </FormDialog>
  );
}

function RequestForm({ intro, submitLabel, definitions, prefill, mutation, onClose }: RequestFormProps) {
  const { form, shown, submit } = useRequestForm({
    definitions,
    prefill,
    send: mutation.mutate,
    sending: mutation.isPending,
    onSent: onClose,
  });
  return (
    <>
      <p className={styles.dialogIntro}>{intro}</p>
      <DialogForm
        submitLabel={submitLabel}
        state={{ form, definitions: shown, saving: mutation.isPending, submit }}
        onClose={onClose}
      />
    </>
  );
}
