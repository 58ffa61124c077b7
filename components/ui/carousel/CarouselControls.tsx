'use client';

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { fill } from '@/lib/content/format';
import type { InterfaceWords } from '@/lib/content/interface';
import { clsx } from 'clsx';

const roundButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-ink/15 bg-linen text-ink shadow-sm transition-colors hover:border-clay hover:text-clay-deep';

/**
 * The carousel's controls in the pattern's order: rotation control first, then the slide
 * picker, then previous/next. Dots are 24 px targets (WCAG 2.5.8) drawn as small marks.
 * Before the island mounts, the page's early script drives these same buttons: it finds them by
 * their data-* attributes, and every look follows an attribute it can flip (the dot's
 * aria-current, the rotation control's data-playing, with the other label kept in data-flip).
 */
export function CarouselControls({
  count,
  selected,
  playing,
  controls,
  words,
  onTogglePlay,
  onGo,
}: {
  count: number;
  selected: number;
  playing: boolean;
  /** Id of the slides container. */
  controls: string;
  words: InterfaceWords['carousel'];
  onTogglePlay: () => void;
  onGo: (to: 'prev' | 'next' | number) => void;
}) {
  return (
    <div
      data-carousel-controls=""
      className="mt-5 flex flex-wrap items-center justify-between gap-x-3 gap-y-4"
    >
      <button
        type="button"
        onClick={onTogglePlay}
        aria-controls={controls}
        aria-label={playing ? words.pause : words.play}
        data-flip={playing ? words.play : words.pause}
        data-playing={playing ? 'true' : 'false'}
        data-rotate=""
        className={clsx(roundButton, 'group')}
      >
        <Pause aria-hidden="true" className="size-4 group-data-[playing=false]:hidden" />
        <Play aria-hidden="true" className="size-4 group-data-[playing=true]:hidden" />
      </button>
      {/* Unnamed: the buttons' own names and the carousel region's name say what they pick. */}
      <ul className="order-last flex w-full flex-wrap justify-center sm:order-none sm:w-auto">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              aria-controls={controls}
              aria-label={fill(words.show, { n: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              data-go={i}
              onClick={() => onGo(i)}
              className="group inline-flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className="block h-2 w-2 rounded-full bg-ink/30 transition-all group-hover:bg-ink/60 group-aria-[current=true]:w-5 group-aria-[current=true]:bg-clay"
              />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <button
          type="button"
          aria-controls={controls}
          aria-label={words.previous}
          data-go="prev"
          onClick={() => onGo('prev')}
          className={roundButton}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-controls={controls}
          aria-label={words.next}
          data-go="next"
          onClick={() => onGo('next')}
          className={roundButton}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
