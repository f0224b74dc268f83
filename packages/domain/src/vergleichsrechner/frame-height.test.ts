import { describe, expect, it } from 'vitest';
import { FRAME_HEIGHT_LIMITS, frameHeightOf } from './frame-height';

const { min, max } = FRAME_HEIGHT_LIMITS;

describe('frameHeightOf: the height a calculator frame’s message sets', () => {
  it('applies a height only from 100 pixels on (spec section 7)', () => {
    expect(frameHeightOf({ height: 99 })).toBeNull();
    expect(frameHeightOf({ height: 99.9 })).toBeNull();
    expect(frameHeightOf({ height: 100 })).toBe(100);
    expect(frameHeightOf({ height: min })).toBe(100);
  });

  it('takes a height up to the cap and ignores one above it', () => {
    expect(frameHeightOf({ height: max })).toBe(10_000);
    expect(frameHeightOf({ height: max + 1 })).toBeNull();
    expect(frameHeightOf({ height: 1e12 })).toBeNull();
  });

  it('rounds a fractional height up to whole pixels', () => {
    expect(frameHeightOf({ height: 812.2 })).toBe(813);
  });

  it('refuses what is no finite number', () => {
    for (const height of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -500,
      '812',
      null,
      true,
      [812],
      { px: 812 },
      812n,
    ])
      expect(frameHeightOf({ height })).toBeNull();
  });

  it('reads the shapes widgets send: an object, its JSON string, frameHeight, iframe-resizer’s string', () => {
    expect(frameHeightOf({ type: 'resize', height: 812 })).toBe(812);
    expect(frameHeightOf({ frameHeight: 640 })).toBe(640);
    expect(frameHeightOf('{"height":812}')).toBe(812);
    expect(frameHeightOf(JSON.stringify({ frameHeight: 300.5 }))).toBe(301);
    expect(frameHeightOf('[iFrameSizer]iFrameResizer0:812:300:resize')).toBe(812);
    expect(frameHeightOf('[iFrameSizer]x:99:300:resize')).toBeNull();
  });

  it('refuses strings that are no such shape, and junk', () => {
    for (const data of [
      '812',
      '',
      'height:812',
      '{"height":"812"}',
      '{"height":NaN}',
      '{"height":1e400}',
      '{broken',
      '[812]',
      '{"height":99}',
    ])
      expect(frameHeightOf(data)).toBeNull();
    expect(frameHeightOf(`{"height":812,"pad":"${'x'.repeat(FRAME_HEIGHT_LIMITS.maxText)}"}`)).toBeNull();
    for (const data of [
      undefined,
      null,
      812,
      [812],
      [{ height: 812 }],
      { data: { height: 812 } },
      { height: { height: 812 } },
      { size: 812 },
    ])
      expect(frameHeightOf(data)).toBeNull();
  });

  it('reads no inherited height', () => {
    expect(frameHeightOf(Object.create({ height: 812 }))).toBeNull();
  });

  it('is self-contained: its source runs on its own, as the frame host page runs it', () => {
    const standalone = new Function(`return (${String(frameHeightOf)})`)() as typeof frameHeightOf;
    expect(standalone('{"height":812}', FRAME_HEIGHT_LIMITS)).toBe(812);
    expect(standalone({ height: 99 }, FRAME_HEIGHT_LIMITS)).toBeNull();
  });
});
