import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { historyTravel } from './history-travel';
import { getToken, type Realm } from './storage';

export type UnsavedChangesGuard = {
  /** A route change waits for the user's answer (show the question). */
  asking: boolean;
  /** Leave: the waiting route change goes on, the changes are dropped. */
  discard: () => void;
  /** Stay: the waiting route change is cancelled, the input stays as it is. */
  keepEditing: () => void;
  /** The next route change passes unasked: call it before the page leaves itself after a save or delete. */
  allowLeaving: () => void;
};

/** Tab close, reload or leaving the site: the browser asks with its own words (no custom text possible). */
function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Chrome before 119 and older Safari ask only when returnValue is set.
  event.returnValue = true;
}

/**
 * Asks before unsaved changes are lost (docs/decisions/094-unsaved-changes-guard.md): while `dirty`, a route
 * change within the app waits for `discard` or `keepEditing` (React Router's useBlocker; needs the data
 * router), and closing or reloading the tab gets the browser's question (`beforeunload`, registered only
 * while dirty). A change of the query or hash of the same page is no leaving, and nothing is asked once
 * the session of `realm` has ended (the app must reach the login then). One guard per page: the router
 * keeps one (a page of several editors: components/forms/unsaved-changes-scope.tsx).
 */
export function useUnsavedChangesGuard(dirty: boolean, realm: Realm = 'customer'): UnsavedChangesGuard {
  const dirtyRef = useRef(dirty);
  const allowed = useRef(false);

  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (!dirtyRef.current || getToken(realm) === null) return false;
      if (currentLocation.pathname === nextLocation.pathname) return false;
      if (allowed.current) {
        allowed.current = false;
        return false;
      }
      return true;
    },
    [realm],
  );
  const blocker = useBlocker(shouldBlock);
  // A blocked Back is put back by a step of the history; asked once it has landed, so the next Back
  // starts from where the page is (lib/history-travel.ts). Once asked, the question stays until it is
  // answered ('Verwerfen' sets off a step of its own before the router shows it as proceeding).
  const travelling = useSyncExternalStore(historyTravel.subscribe, historyTravel.isTravelling);
  const blocked = blocker.state === 'blocked';
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!blocked) setAsked(false);
    else if (!travelling) setAsked(true);
  }, [blocked, travelling]);

  useEffect(() => {
    if (!dirty) return;
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  // The answered question closes at once. The router shows its own change in a transition, which a busy
  // phone renders later; meanwhile the modal would keep the page inert and a tap or typing there would be
  // lost (CI: a field emptied right after 'Weiter bearbeiten' kept its text). Each blocked navigation is a
  // new blocker object, so a question asked after the answer opens again.
  const [answered, setAnswered] = useState<object | null>(null);

  return {
    asking: blocked && answered !== blocker && (asked || !travelling),
    // Only a blocked blocker has proceed/reset; a late call (dialog closing after the answer) does nothing.
    discard: () => {
      if (blocked) setAnswered(blocker);
      blocker.proceed?.();
    },
    keepEditing: () => {
      if (blocked) setAnswered(blocker);
      blocker.reset?.();
    },
    allowLeaving,
  };
}
