import type { BankSuggestion } from '@kundenportal/domain/banking/api';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import list from '../../../components/ui/list.module.css';
import { Notice } from '../../../components/ui/notice';
import { formatEuro } from '../../../lib/format';
import { toast } from '../../../lib/toast-store';
import { useAcceptSuggestion, useDismissSuggestion, useSuggestions } from '../api/suggestions-api';
import styles from '../banking.module.css';

/**
 * The contracts found in the debits (issue 33): "Wir haben einen Vertrag bei … gefunden: … monatlich.
 * Hinzufügen?" with 'Hinzufügen' (a contract of the household, then a link to it) and 'Ausblenden'.
 * Nothing is shown while there is none (or the read failed: the suggestions are a hint, not the page).
 */
export function Suggestions({ onContractAdded }: { onContractAdded: () => unknown }) {
  const headingId = useId();
  const suggestions = useSuggestions();
  const accept = useAcceptSuggestion(onContractAdded);
  const dismiss = useDismissSuggestion();
  const [added, setAdded] = useState<{ id: number; insurer: string } | null>(null);
  const pending = accept.isPending || dismiss.isPending;
  const entries = suggestions.data ?? [];
  if (entries.length === 0 && !added) return null;

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t.suggestionsHeading}</h2>
      <p className={styles.note}>{t.suggestionsNote}</p>
      {added ? (
        <Notice variant="success">
          <p>{t.addedTo(added.insurer)}</p>
          <Link to={href(paths.contractView, { id: added.id })}>{t.openContract}</Link>
        </Notice>
      ) : null}
      <ul className={list.list}>
        {entries.map((suggestion, index) => (
          <li key={suggestion.id} className={`${list.card} ${styles.suggestion}`}>
            <p id={`${headingId}-${index}`}>{suggestionText(suggestion)}</p>
            <div className={styles.actions}>
              <Button
                disabled={pending}
                aria-describedby={`${headingId}-${index}`}
                onClick={() =>
                  accept.mutate(suggestion.id, {
                    onSuccess: ({ vertrag }) => {
                      toast.success(t.accepted);
                      setAdded({ id: vertrag.id, insurer: suggestion.versicherer });
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
                onClick={() => dismiss.mutate(suggestion.id, { onSuccess: () => toast.success(t.dismissed) })}
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
