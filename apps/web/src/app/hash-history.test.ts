import { describe, expect, it, onTestFinished } from 'vitest';
import { createNumberedHashHistory } from './hash-history';

type Update = { action: string; pathname: string; delta: number | null };

function listening() {
  const history = createNumberedHashHistory(window);
  let deliver: (update: Update) => void = () => {};
  const unlisten = history.listen(({ action, location, delta }) =>
    deliver({ action, pathname: location.pathname, delta }),
  );
  onTestFinished(unlisten);
  /** The next update the router would hear of. */
  const next = () => new Promise<Update>((resolve) => (deliver = resolve));
  return { history, next };
}

/** What the browser does when an address is typed: a new entry without state, then `popstate`. */
function typeAddress(hash: string) {
  window.history.pushState(null, '', hash);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

describe('the numbered hash history (issue 27, item 1)', () => {
  it('numbers a typed address as the entry after the current one, so Back and Forward have a distance', async () => {
    const { history, next } = listening();
    history.push('/app/person/list');
    const listIndex = (window.history.state as { idx: number }).idx;

    let update = next();
    typeAddress('#/app/person/edit/7');
    expect(await update).toEqual({ action: 'POP', pathname: '/app/person/edit/7', delta: 1 });
    expect(window.history.state).toMatchObject({ idx: listIndex + 1, key: expect.any(String) });

    update = next();
    window.history.back();
    expect(await update).toEqual({ action: 'POP', pathname: '/app/person/list', delta: -1 });
    update = next();
    window.history.forward();
    expect(await update).toEqual({ action: 'POP', pathname: '/app/person/edit/7', delta: 1 });

    // A push after it counts on from the numbered entry.
    history.push('/app/vertraege/list');
    expect((window.history.state as { idx: number }).idx).toBe(listIndex + 2);
  });
});
