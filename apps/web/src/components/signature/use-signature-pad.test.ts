import { MAX_SIGNATURE_SVG_WIDTH } from '@kundenportal/domain/adviser-forms/form-api';
import SignaturePad from 'signature_pad';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContext } from './signature-field.harness';
import { padLayout } from './use-pad-size';
import { drawnSignature, svgWidth } from './use-signature-pad';

/** A real signature_pad on a canvas laid out as the field does it, with one stroke drawn. */
function drawnPad(css: { width: number; height: number }, ratio: number) {
  vi.stubGlobal('devicePixelRatio', ratio);
  const canvas = document.createElement('canvas');
  vi.spyOn(canvas, 'getContext').mockReturnValue(fakeContext());
  vi.spyOn(canvas, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
  const layout = padLayout(css, 0, ratio);
  canvas.width = layout.pixelWidth;
  canvas.height = layout.pixelHeight;
  const pad = new SignaturePad(canvas);
  const point = (x: number, y: number, time: number) => ({ x, y, pressure: 0.5, time });
  pad.fromData([
    {
      dotSize: 0,
      minWidth: 0.5,
      maxWidth: 2.5,
      penColor: 'black',
      velocityFilterWeight: 0.7,
      compositeOperation: 'source-over',
      points: [point(10, 20, 1), point(200, 90, 20), point(400, 150, 40), point(css.width - 5, 40, 60)],
    },
  ]);
  return pad;
}

afterEach(() => vi.restoreAllMocks());

describe('drawnSignature', () => {
  it.each([
    [640, 360, 1],
    [640, 360, 2],
    [640, 360, 3],
    [320, 180, 2.625],
  ])('keeps the SVG of a %i×%i pad at ratio %s as wide as the pad (at most 768)', (width, height, ratio) => {
    const signature = drawnSignature(drawnPad({ width, height }, ratio));
    expect(signature?.kind).toBe('drawn');
    expect(signature?.svg).toMatch(/^<svg[^>]*>.*<path /s);
    expect(svgWidth(signature?.svg ?? '')).toBeCloseTo(width, 0);
    expect(svgWidth(signature?.svg ?? '')).toBeLessThanOrEqual(MAX_SIGNATURE_SVG_WIDTH);
    expect(signature?.png).toBe('data:image/png;base64,AAAA');
  });

  it('refuses an SVG wider than the server takes or without a width', () => {
    const pad = (svg: string) => ({ toSVG: () => svg, toDataURL: () => 'data:image/png;base64,AAAA' });
    expect(
      drawnSignature(pad('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"></svg>')),
    ).toBe(undefined);
    expect(drawnSignature(pad('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(undefined);
    expect(drawnSignature(pad('<svg viewBox="0 0 768 432" width="768" height="432"></svg>'))).toEqual({
      kind: 'drawn',
      svg: '<svg viewBox="0 0 768 432" width="768" height="432"></svg>',
      png: 'data:image/png;base64,AAAA',
    });
  });
});
