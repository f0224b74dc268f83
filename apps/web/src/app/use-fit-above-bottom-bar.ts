import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps an open panel that hangs from the sticky header (the main navigation) inside the part of the
 * window nothing covers: it ends above the bottom bar, or at the window's edge, and scrolls within
 * itself when it is longer (issue 27, item 16: the offline notice covered Logout at 375 px). Follows the
 * bar as it appears or goes (ResizeObserver) and the window's size.
 */
export function useFitAboveBottomBar(ref: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!open || !panel) return;
    // The offline notice and the update prompt (pwa/pwa-status.tsx).
    const bar = document.querySelector<HTMLElement>('[data-bottom-bar]');
    const fit = () => {
      const barTop = bar && bar.offsetHeight > 0 ? bar.getBoundingClientRect().top : window.innerHeight;
      const bottom = Math.min(window.innerHeight, barTop);
      panel.style.maxHeight = `${Math.max(0, bottom - panel.getBoundingClientRect().top)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    const observer = bar && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(fit) : null;
    if (bar) observer?.observe(bar);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
    };
  }, [open, ref]);
}
