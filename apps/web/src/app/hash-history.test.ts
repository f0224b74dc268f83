import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { historyTravel } from '../lib/history-travel';
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

/** The browser landing on entry `idx` (its state as the router wrote it). */
function landOn(idx: number) {
  const state = { usr: null, key: `k${idx}`, idx };
  window.history.replaceState(state, '');
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
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

  describe('a step the router asked for (a blocked Back put back)', () => {
    afterEach(() => vi.useRealTimers());

    /** The history's steps recorded instead of taken: the test says where the browser lands. */
    function recordingSteps() {
      const steps: number[] = [];
      const go = vi.spyOn(window.history, 'go').mockImplementation((delta) => steps.push(delta ?? 0));
      onTestFinished(() => go.mockRestore());
      return steps;
    }

    it('is on its way until it lands, and the router hears of its landing', async () => {
      const { history, next } = listening();
      history.push('/app/person/edit/3');
      const at = (window.history.state as { idx: number }).idx;
      const steps = recordingSteps();

      history.go(1);
      expect(steps).toEqual([1]);
      expect(historyTravel.isTravelling()).toBe(true);
      const update = next();
      landOn(at + 1);
      expect(await update).toMatchObject({ action: 'POP', delta: 1 });
      expect(historyTravel.isTravelling()).toBe(false);
    });

    it("when the user's Back overtakes it, goes back to where the router is and makes the user's step again", () => {
      vi.useFakeTimers();
      const history = createNumberedHashHistory(window);
      const heard: number[] = [];
      onTestFinished(history.listen(({ delta }) => heard.push(delta ?? Number.NaN)));
      history.push('/app/person/edit/3');
      const at = (window.history.state as { idx: number }).idx;
      const steps = recordingSteps();

      // The user goes Back; the router blocks it and puts the entry back: go(+1).
      landOn(at - 1);
      expect(heard).toEqual([-1]);
      history.go(1);
      // Before that lands, the user's second Back takes the browser to at - 2 instead: the router,
      // which takes the next event for its step, does not hear of it.
      landOn(at - 2);
      expect(heard).toEqual([-1]);
      expect(steps).toEqual([1, 2]);
      expect(historyTravel.isTravelling()).toBe(true);

      // The history arrives where the router believes it is …
      landOn(at);
      expect(heard).toEqual([-1, 1]);
      expect(historyTravel.isTravelling()).toBe(false);
      // … and then the user's Back is made once more, for the router to block and ask about.
      vi.advanceTimersByTime(0);
      expect(steps).toEqual([1, 2, -1]);
    });

    it('stops counting as on its way when it never lands', () => {
      vi.useFakeTimers();
      const { history } = listening();
      recordingSteps();
      history.go(-1);
      expect(historyTravel.isTravelling()).toBe(true);
      vi.advanceTimersByTime(1_999);
      expect(historyTravel.isTravelling()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(historyTravel.isTravelling()).toBe(false);
    });
  });
});
