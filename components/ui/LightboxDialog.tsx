'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { fill } from '@/lib/content/format';
import type { InterfaceWords } from '@/lib/content/interface';
import { clsx } from 'clsx';

export type LightboxSlide = {
  /** The large image, a server-rendered Picture (only the open slide is mounted). */
  picture: ReactNode;
  /** Width divided by height, so the frame is sized before the image arrives. */
  ratio: number;
  /** Read under the image and announced when the image changes. */
  caption: string;
  category?: string;
};

const SWIPE_MIN_PX = 50;

const controlClasses =
  'inline-flex size-12 items-center justify-center rounded-full bg-linen/10 text-linen ring-1 ring-linen/30 transition-colors hover:bg-linen/20 focus-visible:outline-linen';

/**
 * The lightbox's modal dialog (Radix: focus trapped, Escape closes, the rest of the page hidden
 * from assistive tech), with Left/Right and swipes moving between photos. Its own chunk, fetched
 * once the page is idle or at the first open: no visitor needs it in the first second.
 */
export function LightboxDialog({
  label,
  words,
  slides,
  index,
  onIndex,
  opener,
}: {
  label: string;
  words: InterfaceWords['lightbox'];
  slides: readonly LightboxSlide[];
  /** The open photo, or null while closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
  /** The thumbnail that opened it, which gets focus back on close. */
  opener: RefObject<HTMLElement | null>;
}) {
  const swipeStartRef = useRef<number | null>(null);
  const count = slides.length;
  const slide = index === null ? undefined : slides[index];
  const step = (delta: number) => {
    if (index !== null) onIndex((index + delta + count) % count);
  };

  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStartRef.current;
    swipeStartRef.current = null;
    if (start === null) return;
    const dx = event.clientX - start;
    if (Math.abs(dx) >= SWIPE_MIN_PX) step(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog.Root open={slide !== undefined} onOpenChange={(open) => !open && onIndex(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night" />
        <Dialog.Content
          // Radix traps focus and hides the rest of the page; say so to assistive tech too.
          aria-modal="true"
          className={clsx(
            'fixed inset-0 z-50 grid gap-3 p-3 text-parchment outline-none sm:gap-4 sm:px-6 sm:py-5',
            // One set of controls: under the photo on phones, beside it on wider screens.
            'grid-cols-[auto_minmax(0,1fr)_auto] grid-rows-[auto_minmax(0,1fr)_auto]',
            "[grid-template-areas:'head_head_head'_'stage_stage_stage'_'prev_caption_next']",
            "sm:[grid-template-areas:'head_head_head'_'prev_stage_next'_'._caption_.']",
          )}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') {
              event.preventDefault();
              step(1);
            } else if (event.key === 'ArrowLeft') {
              event.preventDefault();
              step(-1);
            }
          }}
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger: hand focus back to the thumbnail that opened it.
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className="flex items-center justify-between gap-4 [grid-area:head]">
            <Dialog.Title className="font-sans text-sm font-semibold tracking-[0.18em] text-linen uppercase">
              {label}
            </Dialog.Title>
            <Dialog.Close className={controlClasses} aria-label={words.close}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          <div
            className="flex min-h-0 items-center justify-center [grid-area:stage]"
            onPointerDown={(e) => {
              if (e.pointerType === 'touch') swipeStartRef.current = e.clientX;
            }}
            onPointerUp={onPointerUp}
          >
            {slide ? (
              <div
                className="overflow-hidden rounded-lg bg-night"
                style={{
                  aspectRatio: slide.ratio,
                  width: `min(100%, calc((100svh - 12rem) * ${slide.ratio}))`,
                }}
              >
                {slide.picture}
              </div>
            ) : null}
          </div>

          {count > 1 ? (
            <>
              <button
                type="button"
                className={clsx(controlClasses, 'self-center [grid-area:prev]')}
                onClick={() => step(-1)}
                aria-label={words.previous}
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button
                type="button"
                className={clsx(controlClasses, 'self-center [grid-area:next]')}
                onClick={() => step(1)}
                aria-label={words.next}
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </>
          ) : null}

          <Dialog.Description
            aria-live="polite"
            className="mx-auto max-w-2xl self-center text-center text-sm leading-relaxed [grid-area:caption] sm:text-base"
          >
            {slide ? (
              <>
                <span className="block text-xs font-semibold tracking-[0.18em] text-clay-soft uppercase">
                  {slide.category ? `${slide.category} · ` : ''}
                  {fill(words.position, { n: (index ?? 0) + 1, count })}
                </span>
                <span className="mt-1 block text-parchment/90">{slide.caption}</span>
              </>
            ) : null}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
