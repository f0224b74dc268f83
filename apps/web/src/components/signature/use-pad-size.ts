import { SIGNATURE_PAD } from '@kundenportal/domain/adviser-forms/form-api';
import { BREAKPOINTS } from '@kundenportal/domain/constants';
import { useSyncExternalStore } from 'react';

/** The signature pad's size in CSS pixels. */
export type PadSize = { readonly width: number; readonly height: number };

/**
 * The pad's size for a viewport (spec section 4 and 9): 640×360 on a tablet (at least 768 px wide and
 * 500 px high) or a desktop (at least 992 px wide), 320×180 on a phone.
 */
export function padSizeFor(width: number, height: number): PadSize {
  const tablet = width >= BREAKPOINTS.tablet && height >= BREAKPOINTS.tabletMinHeight;
  return tablet || width >= BREAKPOINTS.desktop ? SIGNATURE_PAD.desktop : SIGNATURE_PAD.mobile;
}

/** The canvas as drawn: its CSS size (shrunk to the space it has) and its bitmap for the pixel ratio. */
export type PadLayout = { cssWidth: number; cssHeight: number; pixelWidth: number; pixelHeight: number };

/**
 * Fits the pad into the width the page gives it (very small screens, max-width: 100%) and scales the
 * bitmap for high-DPI screens. `available` 0 (not laid out yet) means the full size.
 */
export function padLayout(size: PadSize, available: number, pixelRatio: number): PadLayout {
  const cssWidth = available > 0 ? Math.min(size.width, available) : size.width;
  const cssHeight = (cssWidth * size.height) / size.width;
  // signature_pad's toSVG divides by the same ratio, so the SVG is as wide as the canvas in CSS pixels.
  const ratio = Math.max(pixelRatio || 1, 1);
  return {
    cssWidth,
    cssHeight,
    pixelWidth: Math.round(cssWidth * ratio),
    pixelHeight: Math.round(cssHeight * ratio),
  };
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

// The sizes are constants, so the snapshot only changes when the breakpoint does.
const snapshot = () => padSizeFor(window.innerWidth, window.innerHeight);
const serverSnapshot = () => SIGNATURE_PAD.mobile;

/** The pad's size for the current viewport, updated when the viewport crosses a breakpoint. */
export function usePadSize(): PadSize {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
