import { type LegalDocumentKey, legalDocument } from '@kundenportal/domain/texts/legal';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextDocumentDialog } from '../../../components/ui/text-document-dialog';
import type { Form } from '../../../lib/use-form';

type Consent = 'agb_check' | 'datenschutzerklaerung_check';

/**
 * The consents to the terms and the privacy text, each with a button that opens its text: sign-up page 3
 * (spec section 4) and the activation page ask for them alike (issue 27).
 */
export function LegalConsents<F extends string>(props: {
  form: Form<F | Consent>;
  onOpenText: (key: LegalDocumentKey) => void;
}) {
  const { form } = props;
  const consent = (name: Consent, label: string, text: LegalDocumentKey, readLabel: string) => (
    <CheckboxField
      ref={form.fieldRef(name)}
      label={label}
      action={
        <Button variant="link" aria-haspopup="dialog" onClick={() => props.onOpenText(text)}>
          {readLabel}
        </Button>
      }
      name={name}
      required
      checked={form.values[name] === '1'}
      error={form.errors[name]}
      onChange={(event) => form.setValue(name, event.target.checked ? '1' : '0')}
    />
  );
  return (
    <>
      {consent('agb_check', uiTexts.agbLabel, 'nutzungsbedingungen', uiTexts.readTerms)}
      {consent('datenschutzerklaerung_check', uiTexts.privacyLabel, 'datenschutz', uiTexts.readPrivacy)}
    </>
  );
}

/** The terms and the privacy text over the page (spec section 2's modals): the form's input stays. */
export function LegalTextDialogs({ open, onClose }: { open: LegalDocumentKey | null; onClose: () => void }) {
  return (['nutzungsbedingungen', 'datenschutz'] as const).map((key) => (
    <TextDocumentDialog key={key} document={legalDocument(key)} open={open === key} onClose={onClose} />
  ));
}
