import { TOUR_SLIDE_MS, TOUR_SWIPE_ERROR_MS } from '@kundenportal/domain/constants';
import { tourTexts } from '@kundenportal/domain/texts/tour';
import { moveTour, swipeDirection, type TourStep } from '@kundenportal/domain/tour/tour-slider';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { toast } from '../../lib/toast-store';
import { Button } from '../ui/button';
import styles from './tour-slider.module.css';

export type TourSlide = TourStep & { title: string; content: ReactNode };

/** A form control of a step: its own keys and drags are not the slider's. */
function isControl(target: EventTarget): boolean {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * The tour slider of spec section 4: one step at a time, 'Zurück' and 'Weiter' (and arrow keys, and swipes
 * on a touch screen); 'Weiter' moves on only when the step's check passes, else the slide shakes (700 ms)
 * and the message is a toast. Steps slide in 250 ms, not at all with `prefers-reduced-motion`. The current
 * step is announced ('Schritt 2 von 3: Titel') and its heading takes the focus.
 */
export function TourSlider({
  slides,
  label,
  onMove,
}: {
  slides: readonly TourSlide[];
  label: string;
  /** After a move: the step left and the step shown (a questionnaire saves the step it leaves forward). */
  onMove?: (from: number, to: number) => void;
}) {
  const [index, setIndex] = useState(0);
  const [shaking, setShaking] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const viewport = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const baseId = useId();
  const current = Math.min(index, slides.length - 1);

  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(false), TOUR_SWIPE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [shaking]);

  useEffect(() => {
    // Focus follows a move the user made, never the first render.
    if (!moved.current) return;
    headings.current[current]?.focus();
    // The focus scrolls the heading into view, which scrolled the viewport sideways on top of the track's
    // own move: the step shown was blank. The track's transform alone places the steps.
    if (viewport.current) viewport.current.scrollLeft = 0;
  }, [current]);

  const move = (direction: 'back' | 'next', via: 'button' | 'swipe' | 'key') => {
    const result = moveTour(slides, current, direction, via);
    if (result.kind === 'move') {
      moved.current = true;
      setIndex(result.index);
      onMove?.(current, result.index);
    } else if (result.kind === 'invalid') {
      setShaking(true);
      toast.error(result.message);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isControl(event.target)) return;
    if (event.key === 'ArrowRight') move('next', 'key');
    else if (event.key === 'ArrowLeft') move('back', 'key');
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Dragging a control (an amount's range slider) is no swipe.
    if (event.pointerType === 'touch' && !isControl(event.target))
      start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
    if (direction) move(direction, 'swipe');
  };

  return (
    <section className={styles.slider} aria-roledescription={tourTexts.roleDescription} aria-label={label}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and swipes add to the buttons below */}
      <div
        ref={viewport}
        className={styles.viewport}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <div
          className={`${styles.track} ${shaking ? styles.shake : ''}`}
          style={{
            transform: `translateX(-${current * 100}%)`,
            transitionDuration: `${TOUR_SLIDE_MS}ms`,
            animationDuration: `${TOUR_SWIPE_ERROR_MS}ms`,
          }}
        >
          {slides.map((slide, position) => (
            <section
              key={slide.title}
              className={styles.slide}
              aria-roledescription={tourTexts.slideRoleDescription}
              aria-labelledby={`${baseId}-${position}`}
              aria-hidden={position !== current || undefined}
              inert={position !== current || undefined}
            >
              <h2
                id={`${baseId}-${position}`}
                ref={(element) => {
                  headings.current[position] = element;
                }}
                tabIndex={-1}
                className={styles.title}
              >
                {slide.title}
              </h2>
              {slide.content}
            </section>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <Button variant="secondary" onClick={() => move('back', 'button')} disabled={current === 0}>
          {tourTexts.back}
        </Button>
        <p className={styles.position} aria-live="polite">
          {tourTexts.position(current + 1, slides.length)}
        </p>
        <Button onClick={() => move('next', 'button')} disabled={current === slides.length - 1}>
          {tourTexts.next}
        </Button>
      </div>
    </section>
  );
}
