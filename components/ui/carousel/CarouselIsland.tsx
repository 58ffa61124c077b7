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
import { fill } from '@/lib/content/format';
import { inNextTask } from '@/lib/next-task';
import type { InterfaceWords } from '@/lib/content/interface';
import { clsx } from 'clsx';
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
  /** Autoplay delay in ms (lib/content/timings.ts `autoplay`). */
  delay: number;
  /**
   * Width of each slide as a share of the frame plus one gap, as Tailwind classes setting
   * `--slide` (e.g. `[--slide:86%] sm:[--slide:55%]`): the strip before the scripts and embla
   * after both lay the slides out from it.
   */
  slideWidth?: string;
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
  slideWidth = '[--slide:100%]',
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
    setStart(earlySlide(strip, align));
    setLive(true);
  }, [align]);

  // Embla is made in a task of its own, after the one in which the island took the strip over:
  // its first measure lays the slides out, which on a slow phone would otherwise lengthen the task
  // that hydrates the page around it, holding a tap that much longer. Until then the strip is
  // held still (below) and a control moves the start slide.
  const [attached, setAttached] = useState(false);
  useEffect(() => (live ? inNextTask(() => setAttached(true)) : undefined), [live]);

  // Embla moves the slides by transform, not by scrolling: trade the strip's scroll for the
  // transform embla will set for the start slide, measured on the live layout, so the slide the
  // visitor reached stays where it is until embla is made (and when it is, embla sets the same).
  useLayoutEffect(() => {
    const strip = rootRef.current?.querySelector<HTMLElement>('[data-carousel-strip]');
    const track = strip?.firstElementChild;
    if (!live || api || start === null || !strip || !(track instanceof HTMLElement)) return;
    track.style.transform = '';
    strip.scrollLeft = 0;
    delete strip.dataset.to;
    track.style.transform = `translate3d(${heldOffset(strip, start, align)}px,0,0)`;
  }, [live, api, start, align]);

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
      className={clsx('relative', className)}
      data-rotating={rotate ? 'true' : 'false'}
      data-carousel=""
      data-align={align}
      data-delay={delay}
      data-live={live ? '' : undefined}
    >
      {/* Embla is made only once the island knows the start slide, so it never lays out slide 1
          first. It measures by offsetLeft: the strip and the track are positioned so that every
          slide is measured from the track and the track from the strip, with or without a
          transform, and the gap after each slide (never before) leaves the first one where the
          strip starts, as it is before the scripts. */}
      {/* Before the scripts the strip is a native scroller; a keyboard reaches it (and scrolls it
          with the arrow keys) by its tab stop, since its slides may hold nothing focusable. Embla
          then takes the keys on the carousel itself, and the stop goes. */}
      <div
        ref={attached ? viewportRef : undefined}
        data-carousel-strip=""
        tabIndex={live ? undefined : 0}
        className={clsx(
          'relative rounded-2xl',
          live
            ? 'overflow-hidden'
            : 'snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        )}
      >
        <div
          id={slidesId}
          className={clsx('relative -mr-4 flex touch-pan-y touch-pinch-zoom', slideWidth)}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription={words.slideRole}
              data-slide=""
              aria-label={fill(words.slide, { n: i + 1, count: slides.length })}
              className={clsx(
                'min-w-0 shrink-0 grow-0 basis-(--slide) pr-4',
                // Embla centres a slide, gap included, in the track, which reaches one gap past
                // the frame; the snap area takes one gap before the slide to match.
                align === 'center' ? 'snap-center scroll-ml-4' : 'snap-start',
                // Embla centres the first slide (the last one peeking in before it); the strip
                // cannot scroll before its start, so room on either end lets it centre the first
                // and the last slide in the same place.
                align === 'center' &&
                  !live &&
                  'first:ms-[calc((100%-var(--slide))/2)] last:me-[calc((100%-var(--slide))/2)]',
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
