import { adviserRequestTexts as texts } from '@kundenportal/domain/texts/adviser-requests';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SupportDialog } from './request-dialogs';

/**
 * 'Frage zum Weiterempfehlen' with its modal (spec section 9: support by e-mail, not phone): the question
 * goes to the adviser as a stored request and a mail with the subject 'Supportanfrage Empfehlung-App'.
 * The referral page shows it (composed in app/pages/referral-page.tsx).
 */
export function SupportRequest() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {texts.support}
      </Button>
      <SupportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
