import type { BankSuggestion } from '@kundenportal/domain/banking/api';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import list from '../../../components/ui/list.module.css';
import { Notice } from '../../../components/ui/notice';
import { formatEuro } from '../../../lib/format';
import { toast } from '../../../lib/toast-store';
import { useAcceptSuggestion, useDismissSuggestion, useSuggestions } from '../api/suggestions-api';
import styles from '../banking.module.css';

type Result = { kind: 'added'; id: number; insurer: string } | { kind: 'dismissed' };
/** Where the focus goes once a card's buttons are gone: the next card's text or the result note. */
type FocusTarget = { card: string } | 'result';

/**
 * The contracts found in the debits (issue 33): "Wir haben einen Vertrag bei … gefunden: … monatlich.
 * Hinzufügen?" with 'Hinzufügen' (a contract of the household, then a link to it) and 'Ausblenden'.
 * Nothing is shown while there is none (or the read failed: the suggestions are a hint, not the page).
 * The pressed button goes with its card, so the focus moves on (not to the page's start): after
 * 'Hinzufügen' to the note with the link to the contract, after 'Ausblenden' to the next card's text, or
 * to the note that it was dismissed when none is left.
 */
export function Suggestions({ onContractAdded }: { onContractAdded: () => unknown }) {
  const headingId = useId();
  const suggestions = useSuggestions();
  const accept = useAcceptSuggestion(onContractAdded);
  const dismiss = useDismissSuggestion();
  const [result, setResult] = useState<Result | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const cardTexts = useRef(new Map<string, HTMLParagraphElement>());
  const pending = accept.isPending || dismiss.isPending;
  const entries = suggestions.data ?? [];

  useEffect(() => {
    if (!focusTarget) return;
    const element = focusTarget === 'result' ? resultRef.current : cardTexts.current.get(focusTarget.card);
    if (!element) return;
    element.focus();
    setFocusTarget(null);
  });

  if (entries.length === 0 && !result) return null;

  function dismissed(index: number) {
    const next = entries[index + 1] ?? entries[index - 1];
    toast.success(t.dismissed);
    if (next) {
      setFocusTarget({ card: next.id });
      return;
    }
    setResult({ kind: 'dismissed' });
    setFocusTarget('result');
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t.suggestionsHeading}</h2>
      <p className={styles.note}>{t.suggestionsNote}</p>
      {result?.kind === 'added' ? (
        <Notice variant="success">
          <p ref={resultRef} tabIndex={-1}>
            {t.addedTo(result.insurer)}
          </p>
          <Link to={href(paths.contractView, { id: result.id })}>{t.openContract}</Link>
        </Notice>
      ) : null}
      {result?.kind === 'dismissed' ? (
        <p ref={resultRef} tabIndex={-1} className={styles.note}>
          {t.dismissed}
        </p>
      ) : null}
      <ul className={list.list}>
        {entries.map((suggestion, index) => (
          <li key={suggestion.id} className={`${list.card} ${styles.suggestion}`}>
            <p
              id={`${headingId}-${index}`}
              tabIndex={-1}
              ref={(element) => {
                if (element) cardTexts.current.set(suggestion.id, element);
                else cardTexts.current.delete(suggestion.id);
              }}
            >
              {suggestionText(suggestion)}
            </p>
            <div className={styles.actions}>
              <Button
                disabled={pending}
                aria-describedby={`${headingId}-${index}`}
                onClick={() =>
                  accept.mutate(suggestion.id, {
                    onSuccess: ({ vertrag }) => {
                      toast.success(t.accepted);
                      setResult({ kind: 'added', id: vertrag.id, insurer: suggestion.versicherer });
                      setFocusTarget('result');
                    },
                  })
                }
              >
                {t.accept}
              </Button>
              <Button
                variant="secondary"
                disabled={pending}
                aria-describedby={`${headingId}-${index}`}
                onClick={() => dismiss.mutate(suggestion.id, { onSuccess: () => dismissed(index) })}
              >
                {t.dismiss}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function suggestionText(suggestion: BankSuggestion): string {
  return t.suggestion(suggestion.versicherer, `${formatEuro(suggestion.betrag)} ${suggestion.intervall}`);
}
