import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import { vergleichsrechnerTexts } from '@kundenportal/domain/texts/vergleichsrechner';
import type { Rechner } from '@kundenportal/domain/vergleichsrechner/rechner-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast-store';
import { PageHead } from '../shared/page-head';
import styles from './rechner.module.css';
import { agencyRechnerQuery, deleteRechner } from './rechner-api';
import { RechnerForm } from './rechner-form';

const texts = vergleichsrechnerTexts.workspace;

/** What the form edits: nothing, a new calculator, or one of the list. */
type Editing = null | 'new' | number;

/** Where the focus goes once the form or the dialog is gone: a row's edit button, 'Hinzufügen', the heading. */
type FocusTarget = null | number | 'add' | 'heading';

/**
 * /berater/vergleichsrechner (issue 31): the agency's calculators, which its customers find under
 * 'Vergleichen' — listed, added, changed and deleted here.
 */
export function RechnerPage() {
  const queryClient = useQueryClient();
  const rechner = useQuery(agencyRechnerQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Rechner | null>(null);
  const [pending, setPending] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const page = useRef<HTMLDivElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: agencyRechnerQuery.queryKey });
  const done = async (saved: boolean) => {
    if (saved) await refresh();
    const closed = editing;
    setEditing(null);
    setFocusTarget(typeof closed === 'number' ? closed : 'add');
  };

  // After the form closes or a calculator is deleted, the focus is not left on the removed element (<body>).
  useEffect(() => {
    if (focusTarget === null || editing !== null || removing !== null) return;
    const root = page.current;
    const selector =
      focusTarget === 'heading'
        ? 'h1'
        : focusTarget === 'add'
          ? '[data-focus="add"]'
          : `[data-focus="edit-${focusTarget}"]`;
    const target = root?.querySelector<HTMLElement>(selector) ?? root?.querySelector<HTMLElement>('h1');
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget, editing, removing]);

  async function remove() {
    if (!removing) return;
    setPending(true);
    try {
      await deleteRechner(removing.id);
      toast.success(texts.removed);
      await refresh();
      setRemoving(null);
      setFocusTarget('heading');
    } finally {
      setPending(false);
    }
  }

  const list = rechner.data ?? [];
  return (
    <div ref={page}>
      <PageHead
        heading={texts.heading}
        intro={texts.intro}
        loadError={rechner.isError ? texts.loadError : null}
      />
      {editing === 'new' ? (
        <RechnerForm rechner={null} onDone={done} />
      ) : (
        <Button data-focus="add" onClick={() => setEditing('new')}>
          {texts.add}
        </Button>
      )}
      {rechner.data && list.length === 0 ? <p>{texts.empty}</p> : null}
      {list.length > 0 ? (
        <ul className={styles.list} aria-label={texts.heading}>
          {list.map((entry) => (
            <li key={entry.id} className={styles.item}>
              {editing === entry.id ? (
                <RechnerForm rechner={entry} onDone={done} />
              ) : (
                <>
                  <h2 className={styles.itemHeading}>{entry.titel}</h2>
                  <p className={styles.muted}>{sparteLabel(entry.sparte)}</p>
                  <p className={styles.muted}>{entry.url}</p>
                  <p className={styles.muted}>{texts.originsOf(entry.origins.join(', '))}</p>
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      data-focus={`edit-${entry.id}`}
                      onClick={() => setEditing(entry.id)}
                      aria-label={`${texts.edit}: ${entry.titel}`}
                    >
                      {texts.edit}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setRemoving(entry)}
                      aria-label={`${texts.remove}: ${entry.titel}`}
                    >
                      {texts.remove}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={texts.remove}
        confirmLabel={texts.remove}
        pending={pending}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      >
        <p>{removing ? texts.removeConfirm(removing.titel) : null}</p>
      </ConfirmDialog>
    </div>
  );
}
