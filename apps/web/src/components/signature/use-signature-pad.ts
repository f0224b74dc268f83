import { MAX_SIGNATURE_SVG_WIDTH } from '@kundenportal/domain/adviser-forms/form-api';
import type { Signature } from '@kundenportal/domain/adviser-forms/signature-state';
import { useEffect, useMemo, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { type PadSize, padLayout } from './use-pad-size';

export type DrawnSignature = Extract<Signature, { kind: 'drawn' }>;

/** The width signature_pad writes on the root of its SVG (the canvas's CSS width), in px. */
export function svgWidth(svg: string): number | undefined {
  const match = /^<svg\b[^>]*?\swidth="(\d+(?:\.\d+)?)"/.exec(svg);
  return match ? Number(match[1]) : undefined;
}

/**
 * The drawn signature as the body sends it: the SVG (at most MAX_SIGNATURE_SVG_WIDTH wide, which the
 * pad's CSS size of at most 640 px keeps) and a PNG. Undefined when the SVG is not what we expect.
 */
export function drawnSignature(pad: Pick<SignaturePad, 'toSVG' | 'toDataURL'>): DrawnSignature | undefined {
  const svg = pad.toSVG();
  const width = svgWidth(svg);
  if (width === undefined || width > MAX_SIGNATURE_SVG_WIDTH) return undefined;
  return { kind: 'drawn', svg, png: pad.toDataURL('image/png') };
}

/** The canvas's 2D context, or null where there is none (a test DOM without canvas support). */
function contextOf(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

export type PadControls = {
  /** True while nothing is drawn (also when the browser has no canvas). */
  isEmpty: () => boolean;
  clear: () => void;
  /** The drawing as a signature, undefined when it cannot be read. */
  signature: () => DrawnSignature | undefined;
};

/**
 * Runs signature_pad on the canvas at the given CSS size, scaled for high-DPI screens. The bitmap is set
 * up again (and the drawing cleared) when the size, the space the canvas has or the pixel ratio change.
 */
export function useSignaturePad(
  canvas: HTMLCanvasElement | null,
  size: PadSize,
  onBeginStroke: () => void,
): PadControls {
  const padRef = useRef<SignaturePad | null>(null);
  const onBeginRef = useRef(onBeginStroke);
  useEffect(() => {
    onBeginRef.current = onBeginStroke;
  }, [onBeginStroke]);

  useEffect(() => {
    if (!canvas) return;
    const context = contextOf(canvas);
    if (!context) return;
    const pad = new SignaturePad(canvas, { penColor: getComputedStyle(canvas).color || 'black' });
    padRef.current = pad;
    let applied = '';
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const layout = padLayout(size, canvas.getBoundingClientRect().width, ratio);
      const key = `${layout.pixelWidth}x${layout.pixelHeight}@${ratio}`;
      if (key === applied) return;
      applied = key;
      // Setting the bitmap size resets the context, so the scale is set again and the pad cleared.
      canvas.width = layout.pixelWidth;
      canvas.height = layout.pixelHeight;
      context.scale(ratio, ratio);
      pad.clear();
    };
    fit();
    const begin = () => onBeginRef.current();
    pad.addEventListener('beginStroke', begin);
    // A zoom or a move to another screen changes the pixel ratio; a narrow layout the space.
    window.addEventListener('resize', fit);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    observer?.observe(canvas);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      pad.removeEventListener('beginStroke', begin);
      pad.off();
      if (padRef.current === pad) padRef.current = null;
    };
  }, [canvas, size]);

  return useMemo(
    () => ({
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      clear: () => padRef.current?.clear(),
      signature: () => (padRef.current ? drawnSignature(padRef.current) : undefined),
    }),
    [],
  );
}
