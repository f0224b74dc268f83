import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewport } from './signature-field.harness';
import { padLayout, padSizeFor, usePadSize } from './use-pad-size';

describe('padSizeFor', () => {
  it.each([
    [375, 667, 320, 180],
    [667, 375, 320, 180],
    [768, 1024, 640, 360],
    [800, 400, 320, 180],
    [768, 499, 320, 180],
    [768, 500, 640, 360],
    [991, 400, 320, 180],
    [1280, 400, 640, 360],
    [992, 300, 640, 360],
  ])('gives a %i×%i viewport a %i×%i pad', (width, height, padWidth, padHeight) => {
    expect(padSizeFor(width, height)).toEqual({ width: padWidth, height: padHeight });
  });
});

describe('padLayout', () => {
  it('scales the bitmap for high-DPI screens and keeps the CSS size', () => {
    expect(padLayout({ width: 640, height: 360 }, 800, 2)).toEqual({
      cssWidth: 640,
      cssHeight: 360,
      pixelWidth: 1280,
      pixelHeight: 720,
    });
    expect(padLayout({ width: 320, height: 180 }, 0, 2.625)).toEqual({
      cssWidth: 320,
      cssHeight: 180,
      pixelWidth: 840,
      pixelHeight: 473,
    });
  });

  it('shrinks with the aspect ratio kept on a screen narrower than the pad, never below ratio 1', () => {
    expect(padLayout({ width: 320, height: 180 }, 288, 0.5)).toEqual({
      cssWidth: 288,
      cssHeight: 162,
      pixelWidth: 288,
      pixelHeight: 162,
    });
  });
});

describe('usePadSize', () => {
  it('follows the viewport across the breakpoints', () => {
    setViewport(375, 667);
    const { result } = renderHook(() => usePadSize());
    expect(result.current).toEqual({ width: 320, height: 180 });
    setViewport(1024, 768);
    expect(result.current).toEqual({ width: 640, height: 360 });
  });
});
