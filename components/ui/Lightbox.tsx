'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { fill } from '@/content/format';
import type { InterfaceWords } from '@/content/interface';
import { cn } from '@/lib/cn';
import { LIGHTBOX_INDEX_ATTR as INDEX_ATTR } from './lightboxLink';

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
 * Progressive enhancement for a server-rendered gallery. Without JavaScript each thumbnail is a
 * plain link to the full-size photo; with it, a click opens the photo large in a modal dialog
 * (focus trapped, Escape closes, Left/Right move between photos) and closing hands focus back to
 * the thumbnail that opened it. Clicks are delegated, so the thumbnails stay server markup.
 */
export function Lightbox({
  label,
  slides,
  words,
  children,
  className,
}: {
  /** Accessible name of the dialog, e.g. 'SAN gallery'. */
  label: string;
  /** The controls' names and the position, in the page's copy of the interface words. */
  words: InterfaceWords['lightbox'];
  slides: readonly LightboxSlide[];
  children: ReactNode;
  className?: string;
}) {
  const [index, setIndex] = useState<number | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const swipeStartRef = useRef<number | null>(null);
  const count = slides.length;
  const slide = index === null ? undefined : slides[index];

  const onThumbnailClick = (event: MouseEvent<HTMLDivElement>) => {
    // Let the browser handle 'open in new tab' and other modified clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const link = (event.target as Element).closest<HTMLElement>(`[${INDEX_ATTR}]`);
    const n = Number(link?.getAttribute(INDEX_ATTR));
    if (!link || !Number.isInteger(n) || !slides[n]) return;
    event.preventDefault();
    openerRef.current = link;
    setIndex(n);
  };

  const step = (delta: number) => setIndex((i) => (i === null ? i : (i + delta + count) % count));

  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStartRef.current;
    swipeStartRef.current = null;
    if (start === null) return;
    const dx = event.clientX - start;
    if (Math.abs(dx) >= SWIPE_MIN_PX) step(dx < 0 ? 1 : -1);
  };

  return (
    <div className={className} onClick={onThumbnailClick}>
      {children}
      <Dialog.Root open={slide !== undefined} onOpenChange={(open) => !open && setIndex(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-night" />
          <Dialog.Content
            // Radix traps focus and hides the rest of the page; say so to assistive tech too.
            aria-modal="true"
            className={cn(
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
              openerRef.current?.focus();
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
                  className={cn(controlClasses, 'self-center [grid-area:prev]')}
                  onClick={() => step(-1)}
                  aria-label={words.previous}
                >
                  <ChevronLeft aria-hidden="true" className="size-6" />
                </button>
                <button
                  type="button"
                  className={cn(controlClasses, 'self-center [grid-area:next]')}
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
    </div>
  );
}
