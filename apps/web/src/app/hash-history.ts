import { UNSAFE_createHashHistory as createHashHistory } from 'react-router';
import { historyTravel } from '../lib/history-travel';

type HashHistory = ReturnType<typeof createHashHistory>;

/** A step the router asked for that has not landed yet. `replay`: the user's own step to redo after it. */
type Travel = { from: number; to: number; replay: number; timer: ReturnType<typeof setTimeout> };

/** A step that never lands (e.g. Back on the first entry) stops counting as on its way after this. */
const TRAVEL_TIMEOUT_MS = 2_000;

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
 *
 * The router's own steps (`go`: a blocked Back put back, a proceed) are followed until they land
 * (`historyTravel`). The router takes the next `popstate` for its step; when the user's Back overtakes
 * it and the browser lands elsewhere, that event is kept from the router, the history goes where the
 * router believes it is, and the user's step is made again from there (so it is asked about).
 */
export function createNumberedHashHistory(win: Window = window): HashHistory {
  const history = createHashHistory({ window: win });
  // The history has numbered the entry it started on (0 on a fresh tab).
  let index = indexOf(win) ?? 0;
  let travel: Travel | null = null;
  const { listen, push, replace, go } = history;

  const endTravel = () => {
    if (travel) clearTimeout(travel.timer);
    travel = null;
    historyTravel.set(false);
  };
  const startTravel = (to: number, replay: number) => {
    if (travel) clearTimeout(travel.timer);
    travel = { from: index, to, replay, timer: setTimeout(endTravel, TRAVEL_TIMEOUT_MS) };
    historyTravel.set(true);
  };

  const onPopState = (event: PopStateEvent) => {
    const known = indexOf(win);
    if (known !== null) {
      index = known;
    } else {
      index += 1;
      const key = Math.random().toString(36).slice(2, 10);
      win.history.replaceState({ ...win.history.state, usr: null, key, idx: index }, '');
    }
    if (!travel) return;
    if (index !== travel.to) {
      event.stopImmediatePropagation();
      const { from, to } = travel;
      startTravel(to, index - from);
      win.history.go(to - index);
      return;
    }
    const { replay } = travel;
    endTravel();
    // After the router has taken this event for its step.
    if (replay !== 0) setTimeout(() => win.history.go(replay), 0);
  };

  history.listen = (listener) => {
    win.addEventListener('popstate', onPopState);
    const unlisten = listen(listener);
    return () => {
      unlisten();
      win.removeEventListener('popstate', onPopState);
      endTravel();
    };
  };
  history.go = (delta) => {
    if (delta !== 0) startTravel(index + delta, 0);
    go(delta);
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
