'use client';

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { cn } from '@/lib/cn';

const roundButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-ink/15 bg-linen text-ink shadow-sm transition-colors hover:border-clay hover:text-clay-deep';

/**
 * The carousel's controls in the pattern's order: rotation control first, then the slide
 * picker, then previous/next. Dots are 24 px targets (WCAG 2.5.8) drawn as small marks.
 */
export function CarouselControls({
  count,
  selected,
  playing,
  controls,
  onTogglePlay,
  onGo,
}: {
  count: number;
  selected: number;
  playing: boolean;
  /** Id of the slides container. */
  controls: string;
  onTogglePlay: () => void;
  onGo: (to: 'prev' | 'next' | number) => void;
}) {
  return (
    <div className="mt-5 flex flex-wrap items-center justify-between gap-x-3 gap-y-4">
      <button
        type="button"
        onClick={onTogglePlay}
        aria-controls={controls}
        aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
        className={roundButton}
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
      </button>
      {/* Unnamed: the buttons' own names and the carousel region's name say what they pick. */}
      <ul className="order-last flex w-full flex-wrap justify-center sm:order-none sm:w-auto">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              aria-controls={controls}
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => onGo(i)}
              className="group inline-flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2 rounded-full transition-all',
                  i === selected ? 'w-5 bg-clay' : 'w-2 bg-ink/30 group-hover:bg-ink/60',
                )}
              />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <button
          type="button"
          aria-controls={controls}
          aria-label="Previous slide"
          onClick={() => onGo('prev')}
          className={roundButton}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-controls={controls}
          aria-label="Next slide"
          onClick={() => onGo('next')}
          className={roundButton}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
