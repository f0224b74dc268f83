import { UNSAFE_createHashHistory as createHashHistory } from 'react-router';

type HashHistory = ReturnType<typeof createHashHistory>;

function indexOf(win: Window): number | null {
  const idx = (win.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * React Router's hash history with every entry numbered (issue 27, item 1). An address the user types
 * (or a hash set outside the router) makes an entry of the browser's own, without the router's `idx`:
 * a Back, Forward or typed change onto it reaches the router without its distance, so no blocker can
 * hold it ("You are trying to use a blocker on a POP navigation to a location that was not created by
 * @remix-run/router") and the unsaved-changes question was never asked. Such an entry always comes
 * right after the one the user was on, so it is numbered before the router hears of it (this listener
 * is registered first): the router sees a POP by +1, which it can block and undo.
 */
export function createNumberedHashHistory(win: Window = window): HashHistory {
  const history = createHashHistory({ window: win });
  // The history has numbered the entry it started on (0 on a fresh tab).
  let index = indexOf(win) ?? 0;
  const { listen, push, replace } = history;

  const numberNewEntry = () => {
    const known = indexOf(win);
    if (known !== null) {
      index = known;
      return;
    }
    index += 1;
    const key = Math.random().toString(36).slice(2, 10);
    win.history.replaceState({ ...win.history.state, usr: null, key, idx: index }, '');
  };

  history.listen = (listener) => {
    win.addEventListener('popstate', numberNewEntry);
    const unlisten = listen(listener);
    return () => {
      unlisten();
      win.removeEventListener('popstate', numberNewEntry);
    };
  };
  history.push = (to, state) => {
    push(to, state);
    index = indexOf(win) ?? index;
  };
  history.replace = (to, state) => {
    replace(to, state);
    index = indexOf(win) ?? index;
  };
  return history;
}
