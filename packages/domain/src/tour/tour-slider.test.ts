import { describe, expect, it } from 'vitest';
import { moveTour, swipeDirection, type TourStep } from './tour-slider';

const free: TourStep = {};
const failing: TourStep = { validate: () => 'Bitte erst den Link kopieren.' };
const noSwipe: TourStep = { swipe: { back: false, next: false } };

describe('moveTour', () => {
  it('moves on and back between the steps, and stays at the ends', () => {
    const steps = [free, free, free];
    expect(moveTour(steps, 0, 'next', 'button')).toEqual({ kind: 'move', index: 1 });
    expect(moveTour(steps, 1, 'back', 'key')).toEqual({ kind: 'move', index: 0 });
    expect(moveTour(steps, 0, 'back', 'button')).toEqual({ kind: 'stay' });
    expect(moveTour(steps, 2, 'next', 'swipe')).toEqual({ kind: 'stay' });
    expect(moveTour(steps, 5, 'next', 'button')).toEqual({ kind: 'stay' });
  });

  it('moves on only when the step passes its check; going back needs none', () => {
    const steps = [failing, free];
    expect(moveTour(steps, 0, 'next', 'button')).toEqual({
      kind: 'invalid',
      message: 'Bitte erst den Link kopieren.',
    });
    expect(moveTour(steps, 0, 'next', 'swipe')).toEqual({
      kind: 'invalid',
      message: 'Bitte erst den Link kopieren.',
    });
    expect(moveTour([free, failing], 1, 'back', 'swipe')).toEqual({ kind: 'move', index: 0 });
  });

  it('ignores a swipe the step switched off, but not the buttons', () => {
    const steps = [free, noSwipe, free];
    expect(moveTour(steps, 1, 'next', 'swipe')).toEqual({ kind: 'stay' });
    expect(moveTour(steps, 1, 'back', 'swipe')).toEqual({ kind: 'stay' });
    expect(moveTour(steps, 1, 'next', 'button')).toEqual({ kind: 'move', index: 2 });
    expect(moveTour(steps, 1, 'back', 'key')).toEqual({ kind: 'move', index: 0 });
    expect(moveTour([free, { swipe: { back: false } }], 1, 'back', 'swipe')).toEqual({ kind: 'stay' });
    expect(moveTour([{ swipe: { back: false } }, free], 0, 'next', 'swipe')).toEqual({
      kind: 'move',
      index: 1,
    });
  });
});

describe('swipeDirection', () => {
  it('reads a sideways swipe of at least 50 px: left goes on, right goes back', () => {
    expect(swipeDirection(-50, 0)).toBe('next');
    expect(swipeDirection(50, 10)).toBe('back');
    expect(swipeDirection(-49, 0)).toBeNull();
    expect(swipeDirection(-80, 80)).toBeNull();
    expect(swipeDirection(-80, -79)).toBe('next');
  });
});
