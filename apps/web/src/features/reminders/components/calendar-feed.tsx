import { calendarTexts } from '@kundenportal/domain/texts/calendar';
import { messages } from '@kundenportal/domain/texts/messages';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import layout from '../../../components/ui/form-layout.module.css';
import sections from '../../../components/ui/list-sections.module.css';
import { Spinner } from '../../../components/ui/loader';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast-store';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';
import styles from '../routes/reminders.module.css';

type Question = 'renew' | 'revoke' | null;

/**
 * The private calendar feed ('Kalender-Abo', issue 10): create a link; its URL is shown once — the
 * server keeps only a hash — in a read-only input with a copy button. Later the block says since when
 * it is active and offers a new link (the old one stops working) and the end, each after a question.
 */
export function CalendarFeed() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  // Only in this component's state: gone when the page is left, never stored or fetched again.
  const [url, setUrl] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question>(null);
  const headingId = useId();
  // After the end the button that had the focus is gone: the focus goes to 'Abo-Link erstellen'.
  const createButton = useRef<HTMLButtonElement>(null);
  const [focusCreate, setFocusCreate] = useState(false);
  useEffect(() => {
    if (!focusCreate || !createButton.current) return;
    createButton.current.focus();
    setFocusCreate(false);
  }, [focusCreate]);

  function createLink() {
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        setQuestion(null);
      },
      // The API client has shown the error's text.
      onError: () => setQuestion(null),
    });
  }

  function revokeLink() {
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setQuestion(null);
        setFocusCreate(true);
        toast.success(calendarTexts.feedRevoked);
      },
      onError: () => setQuestion(null),
    });
  }

  const state = feed.data;
  return (
    <section className={styles.feed} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections.sectionHeading}>
        {calendarTexts.feedHeading}
      </h2>
      <p className={styles.note}>{calendarTexts.feedIntro}</p>
      {url ? (
        <FeedUrl key={url} url={url} />
      ) : feed.isPending ? (
        <Spinner />
      ) : state?.aktiv ? (
        <p className={styles.feedState}>{calendarTexts.feedActiveSince(formatDate(state.erstellt_am))}</p>
      ) : (
        <p className={styles.feedState}>{calendarTexts.feedInactive}</p>
      )}
      <div className={styles.feedActions}>
        {state?.aktiv ? (
          <>
            <Button variant="secondary" block onClick={() => setQuestion('renew')}>
              {calendarTexts.feedRenew}
            </Button>
            <Button variant="secondary" block onClick={() => setQuestion('revoke')}>
              {calendarTexts.feedRevoke}
            </Button>
          </>
        ) : feed.isSuccess ? (
          <Button ref={createButton} block onClick={createLink} disabled={create.isPending}>
            {calendarTexts.feedCreate}
          </Button>
        ) : null}
      </div>
      <Dialog
        open={question === 'renew'}
        title={calendarTexts.feedRenewTitle}
        onClose={() => setQuestion(null)}
      >
        <p>{calendarTexts.feedRenewQuestion}</p>
        <div className={layout.actions}>
          <Button variant="secondary" onClick={() => setQuestion(null)}>
            {uiTexts.cancel}
          </Button>
          <Button onClick={createLink} disabled={create.isPending}>
            {calendarTexts.feedRenewConfirm}
          </Button>
        </div>
      </Dialog>
      <Dialog
        open={question === 'revoke'}
        title={calendarTexts.feedRevokeTitle}
        onClose={() => setQuestion(null)}
      >
        <p>{calendarTexts.feedRevokeQuestion}</p>
        <div className={layout.actions}>
          <Button variant="secondary" onClick={() => setQuestion(null)}>
            {uiTexts.cancel}
          </Button>
          <Button onClick={revokeLink} disabled={revoke.isPending}>
            {calendarTexts.feedRevoke}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/**
 * The new link, shown this once: read-only, with a copy button and the note. It takes the focus (the
 * button that made it may be gone) with its text selected, ready to copy by hand too.
 */
function FeedUrl({ url }: { url: string }) {
  const inputId = useId();
  const noteId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(messages.linkCopied);
    } catch {
      // No clipboard (permission, old browser): the link is selected for the customer to copy.
      input.current?.focus();
      input.current?.select();
      toast.error(calendarTexts.feedCopyFailed);
    }
  }

  return (
    <div className={styles.feedUrl}>
      <label className={styles.feedLabel} htmlFor={inputId}>
        {calendarTexts.feedUrlLabel}
      </label>
      <div className={styles.feedUrlRow}>
        <input
          ref={input}
          id={inputId}
          className={styles.feedInput}
          type="text"
          value={url}
          readOnly
          spellCheck={false}
          aria-describedby={noteId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button className={styles.copyButton} onClick={() => void copy()}>
          {calendarTexts.feedCopy}
        </Button>
      </div>
      <p id={noteId} className={styles.feedNote}>
        {calendarTexts.feedShownOnce}
      </p>
    </div>
  );
}
