/**
 * Runs `then` once the browser has painted a frame, or after 100 ms (a hidden tab paints none). Used
 * by the boot script and the entry (main.tsx) so the prerendered login page paints before the app's
 * scripts load and run.
 */
export function afterPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}
