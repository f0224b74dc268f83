import { adviserRequestTexts as texts } from '@kundenportal/domain/texts/adviser-requests';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/ui/button';

// The modal and the form engine load when it is first opened: the referral page is the landing page,
// part of the first load after login (vite.config.ts), and stays small.
const SupportDialog = lazy(() => import('./request-dialogs').then((m) => ({ default: m.SupportDialog })));

/**
 * 'Frage zum Weiterempfehlen' with its modal (spec section 9: support by e-mail, not phone): the question
 * goes to the adviser as a stored request and a mail with the subject 'Supportanfrage Empfehlung-App'.
 * The referral page shows it (composed in app/pages/referral-page.tsx).
 */
export function SupportRequest() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {texts.support}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <SupportDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
