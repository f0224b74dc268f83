import { adviserDocuments } from '@kundenportal/domain/account/adviser-documents';
import { mayChat } from '@kundenportal/domain/chat/chat-access';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { documentRights } from '@kundenportal/domain/documents/document-rights';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { adviserFormTexts } from '@kundenportal/domain/texts/adviser-forms';
import { formatDateDe, isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { AdviserInfoPage } from '../../features/adviser/routes/adviser-info-page';
import { useAdviserForms } from '../../features/adviser-forms/api/forms-api';
import { useChatUnreadCount } from '../../features/chat/api/chat-unread';
import { ChatEntry } from '../../features/chat/components/chat-entry';
import { useApprovals } from '../../features/documents/api/get-documents';
import { useCurrentUser } from '../../lib/current-user';
import styles from './adviser-info-page.module.css';

// The landing page stays small: the viewer loads when a document is opened.
const DocumentViewer = lazy(() =>
  import('../../features/documents/components/document-viewer').then((m) => ({ default: m.DocumentViewer })),
);

/**
 * /app/berater/info composed (features never import each other): the adviser page, whose adviser documents
 * open their form (adviser-forms: fill in and sign, 'unterschrieben am …' once signed) or, for a document
 * without a form, the adviser's provided PDF in the documents feature's viewer. The spec's documents come
 * first under their spec names (the mandate by adviser type), then the adviser's other forms.
 */
export function AdviserInfoRoute() {
  const user = useCurrentUser();
  const known = user ? adviserDocuments(user) : [];
  // Only an account whose adviser switched some form on can have any (the server's rule, mayFillForm).
  const mayFill =
    Boolean(user?.agent) &&
    user?.account_typ !== 'makler_light' &&
    Object.values(user?.config.beraterdokumente ?? {}).some(Boolean);
  const forms = useAdviserForms(mayFill);
  const wanted = user ? known.length > 0 && documentRights(user).approvals : false;
  const approvals = useApprovals(wanted);
  const [open, setOpen] = useState<DocumentDto | null>(null);
  const chat = mayChat(user);
  const unread = useChatUnreadCount(chat);
  // The newest provided file per adviser document (the approvals come newest first).
  const provided = new Map<string, DocumentDto>();
  for (const file of approvals.data ?? [])
    if (file.beraterdokument && !provided.has(file.beraterdokument)) provided.set(file.beraterdokument, file);

  const formByKey = new Map((forms.data ?? []).map((form) => [form.key, form]));
  const documents: { key: string; entry: ReactNode }[] = [];
  for (const document of known) {
    const form = formByKey.get(document.key);
    const file = provided.get(document.key);
    if (form)
      documents.push({ key: document.key, entry: formEntry(document.key, document.title, form.signed_at) });
    else if (file)
      documents.push({
        key: document.key,
        entry: (
          <Button variant="link" onClick={() => setOpen(file)}>
            {document.title}
          </Button>
        ),
      });
  }
  for (const form of forms.data ?? [])
    if (!known.some((document) => document.key === form.key))
      documents.push({ key: form.key, entry: formEntry(form.key, form.title, form.signed_at) });

  return (
    <>
      <AdviserInfoPage documents={documents} chat={chat ? <ChatEntry unread={unread} /> : null} />
      {open ? (
        <Suspense fallback={null}>
          <DocumentViewer document={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function formEntry(key: string, title: string, signedAt: string | null) {
  return (
    <span className={styles.entry}>
      <Link to={href(paths.adviserForm, { form: key })}>{title}</Link>
      {signedAt ? (
        <span className={styles.signed}>
          {adviserFormTexts.signedOn(formatDateDe(isoDateIn(new Date(signedAt))))}
        </span>
      ) : null}
    </span>
  );
}
