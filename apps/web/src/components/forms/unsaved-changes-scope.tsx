import { createContext, type ReactNode, useContext, useId, useLayoutEffect, useMemo, useState } from 'react';
import type { Realm } from '../../lib/storage';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

type Scope = {
  /** Whether the editor `id` holds unsaved changes now. */
  mark: (id: string, dirty: boolean) => void;
  allowLeaving: () => void;
};

const ScopeContext = createContext<Scope | null>(null);
const noop = () => undefined;

/**
 * One unsaved-changes guard for every editor below it (the router holds one blocker, a page may hold
 * several editors — the workspace's agency page has five): leaving by a link, Back, Forward or a typed
 * address asks with the customer app's dialog while any of them is dirty (issue 27, item 1).
 */
export function UnsavedChangesScope({ realm, children }: { realm: Realm; children: ReactNode }) {
  const [dirtyEditors, setDirtyEditors] = useState<ReadonlySet<string>>(() => new Set());
  const guard = useUnsavedChangesGuard(dirtyEditors.size > 0, realm);
  const { allowLeaving } = guard;
  const scope = useMemo<Scope>(
    () => ({
      mark: (id, dirty) =>
        setDirtyEditors((current) => {
          if (current.has(id) === dirty) return current;
          const next = new Set(current);
          if (dirty) next.add(id);
          else next.delete(id);
          return next;
        }),
      allowLeaving,
    }),
    [allowLeaving],
  );
  return (
    <ScopeContext.Provider value={scope}>
      {children}
      <UnsavedChangesDialog guard={guard} address={realm === 'adviser' ? 'sie' : 'du'} />
    </ScopeContext.Provider>
  );
}

/**
 * An editor of the surrounding UnsavedChangesScope: `dirty` while its input differs from what is saved
 * (saving or discarding makes it false again). Returns `allowLeaving`, for an editor that leaves its page
 * itself after a save. Outside a scope it does nothing.
 */
export function useUnsavedEdits(dirty: boolean): () => void {
  const scope = useContext(ScopeContext);
  const id = useId();
  const mark = scope?.mark;
  // A layout effect: the guard knows of the change before the input's task ends, so a Back pressed right
  // after typing asks too (a passive effect left one task between them; e2e unsaved-editors met it).
  useLayoutEffect(() => {
    if (!mark) return;
    mark(id, dirty);
    return () => mark(id, false);
  }, [mark, id, dirty]);
  return scope?.allowLeaving ?? noop;
}
