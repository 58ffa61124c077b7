'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { fill } from '@/content/format';
import type { InterfaceWords } from '@/content/interface';
import { cn } from '@/lib/cn';
import { CarouselControls } from './CarouselControls';
import { earlySlide, heldOffset } from './earlySlide';
import { shouldRotate, wantsRotation, type RotationChoice } from './rotation';
import { useInView } from '@/hooks/useInView';
import { useReducedMotion } from '@/hooks/useReducedMotion';

export type CarouselWords = InterfaceWords['carousel'];

export type CarouselProps = {
  /** Accessible name of the carousel region, e.g. 'Chaaya in photographs'. */
  label: string;
  /** Server-rendered slide contents (pictures, cards), in order. */
  slides: readonly ReactNode[];
  /** Autoplay delay in ms (content/facts.ts `timings.autoplay`). */
  delay: number;
  /** Width of each slide, as Tailwind basis classes. */
  slideClassName?: string;
  /** 'center' for slides narrower than the viewport, so neighbours peek in on both sides. */
  align?: 'start' | 'center';
  className?: string;
  /** The controls' names and the announcements, in the page's copy of the interface words. */
  words: CarouselWords;
};

/** True when focus arrived by keyboard; a mouse click on a control must not stop rotation. */
function isKeyboardFocus(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The one carousel of the site (WAI-ARIA carousel pattern on embla): a labelled region, slides
 * labelled 'N of M', a pause/play control, previous/next, dots, and Left/Right keys. Loops and
 * auto-advances, pausing under a mouse pointer, while keyboard focus is inside, while paused,
 * and off screen; with reduced motion it neither rotates nor animates unless asked to play.
 * The slides arrive server-rendered; before hydration (or without JavaScript) they form a
 * horizontally scrollable strip, which the page's early script (scripts/lib/early-input.cjs)
 * scrolls with the controls until this island mounts. The island starts where the visitor left
 * the strip and honours a pause/play choice made meanwhile; the rotation control says 'play'
 * until the island runs, as nothing rotates before.
 */
export function CarouselIsland({
  label,
  slides,
  delay,
  slideClassName = 'basis-full',
  align = 'start',
  className,
  words,
}: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const [plugins] = useState(() => [
    Autoplay({
      delay,
      playOnInit: false,
      // Rotation is driven by shouldRotate() below; the plugin only keeps time.
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
  // The slide the visitor reached before the island mounted; embla starts there, without moving.
  // Null once embla is made, so that a later re-init (reduced motion turned on) keeps its slide.
  const [start, setStart] = useState<number | null>(0);
  const options = { loop: true, align, duration: reducedMotion ? 0 : 28 } as const;
  const [viewportRef, api] = useEmblaCarousel(
    start === null ? options : { ...options, startIndex: start },
    plugins,
  );

  const rootRef = useRef<HTMLElement>(null);
  const visible = useInView(rootRef);
  const [choice, setChoice] = useState<RotationChoice>(null);
  // Mounted: the early script stops handling this carousel, and the strip becomes embla's frame.
  const [live, setLive] = useState(false);
  const held = useRef(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  const [generation, setGeneration] = useState(0);

  const ready = Boolean(api);
  // Nothing rotates until embla runs, so until then the control offers to play.
  const playing = ready && wantsRotation(choice, reducedMotion);
  const rotate = ready && shouldRotate({ choice, reducedMotion, hovered, keyboardFocus, visible });
  const rotateRef = useRef(rotate);

  // Before the first paint after hydration: read what the visitor did to the plain HTML.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const strip = root?.querySelector<HTMLElement>('[data-carousel-strip]');
    if (!root || !strip) return;
    const early = root.dataset.choice;
    if (early === 'play' || early === 'pause') setChoice(early);
    const index = earlySlide(strip, align);
    setStart(index);
    held.current = heldOffset(strip, index, align);
    setLive(true);
  }, [align]);

  // Embla moves the slides by transform, not by scrolling: trade the strip's scroll for a
  // transform that already shows the start slide, so nothing moves back meanwhile.
  useLayoutEffect(() => {
    const strip = rootRef.current?.querySelector<HTMLElement>('[data-carousel-strip]');
    const track = strip?.firstElementChild;
    if (!live || !strip || !(track instanceof HTMLElement)) return;
    if (!api) track.style.transform = `translate3d(${held.current}px,0,0)`;
    strip.scrollLeft = 0;
    delete strip.dataset.to;
  }, [live, api]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onReInit = () => {
      setSnapCount(api.scrollSnapList().length);
      onSelect();
      // Re-measured (e.g. shown after display:none): re-apply the rotation decision.
      setGeneration((g) => g + 1);
      // Made: the start slide has served, and a later re-init must keep the current one.
      setStart(null);
    };
    // The plugin restarts itself after a drag; re-apply the pause reasons on top of it.
    const onPointerUp = () => {
      if (!rotateRef.current) api.plugins().autoplay?.stop();
    };
    onReInit();
    api.on('select', onSelect).on('reInit', onReInit).on('pointerUp', onPointerUp);
    return () => {
      api.off('select', onSelect).off('reInit', onReInit).off('pointerUp', onPointerUp);
    };
  }, [api]);

  useEffect(() => {
    rotateRef.current = rotate;
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    // The plugin does not set itself up for a single snap (e.g. measured while display:none).
    if (rotate && api.scrollSnapList().length > 1) autoplay.play(reducedMotion);
    else autoplay.stop();
  }, [api, rotate, reducedMotion, generation]);

  const go = useCallback(
    (to: 'prev' | 'next' | number) => {
      if (!api) {
        // Mounted but embla not yet made: the move becomes where it starts.
        const n = slides.length;
        setStart((s) => {
          const from = s ?? 0;
          return (((to === 'prev' ? from - 1 : to === 'next' ? from + 1 : to) % n) + n) % n;
        });
        return;
      }
      if (to === 'prev') api.scrollPrev(reducedMotion);
      else if (to === 'next') api.scrollNext(reducedMotion);
      else api.scrollTo(to, reducedMotion);
      // A manual move earns the new slide a full delay before the next automatic one.
      api.plugins().autoplay?.reset();
    },
    [api, reducedMotion, slides.length],
  );

  const onKeyDown = (e: KeyboardEvent) => {
    // Whoever types here is using the keyboard, however focus first arrived.
    setKeyboardFocus(true);
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    go(e.key === 'ArrowLeft' ? 'prev' : 'next');
  };
  // Focus that a pointer press brings (clicking a dot) is not keyboard focus.
  const pressing = useRef(false);
  const onFocus = (e: FocusEvent) => {
    if (!pressing.current && isKeyboardFocus(e.target)) setKeyboardFocus(true);
  };
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setKeyboardFocus(false);
  };
  const onPointer = (over: boolean) => (e: PointerEvent) => {
    if (e.pointerType === 'mouse') setHovered(over);
  };

  const slidesId = useId();

  // The page's early script (scripts/lib/early-input.cjs) and earlySlide() find the slides by
  // `data-slide`: the role descriptions are words, and differ between editions.
  return (
    <section
      ref={rootRef}
      aria-roledescription={words.carouselRole}
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onPointerDown={() => (pressing.current = true)}
      onPointerUp={() => (pressing.current = false)}
      onPointerCancel={() => (pressing.current = false)}
      className={cn('relative', className)}
      data-rotating={rotate ? 'true' : 'false'}
      data-carousel=""
      data-align={align}
      data-delay={delay}
      data-live={live ? '' : undefined}
    >
      <div
        ref={viewportRef}
        data-carousel-strip=""
        className={cn(
          'rounded-2xl',
          live
            ? 'overflow-hidden'
            : 'snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        )}
      >
        <div id={slidesId} className="-ml-4 flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription={words.slideRole}
              data-slide=""
              aria-label={fill(words.slide, { n: i + 1, count: slides.length })}
              className={cn(
                'min-w-0 shrink-0 grow-0 pl-4',
                align === 'center' ? 'snap-center' : 'snap-start',
                slideClassName,
              )}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Slides move by transform, which no screen reader notices: say where we are instead,
          but stay quiet while rotating (the pattern's aria-live 'off'). */}
      <p aria-live={rotate ? 'off' : 'polite'} aria-atomic="true" className="sr-only">
        {ready ? fill(words.position, { n: selected + 1, count: snapCount }) : ''}
      </p>
      <CarouselControls
        count={snapCount}
        selected={selected}
        playing={playing}
        controls={slidesId}
        words={words}
        onTogglePlay={() => setChoice(playing ? 'pause' : 'play')}
        onGo={go}
      />
    </section>
  );
}
