'use client';

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { InterfaceWords } from '@/lib/content/interface';
import { useIdleImport } from '@/hooks/useIdleImport';
import { LIGHTBOX_INDEX_ATTR as INDEX_ATTR } from './lightboxLink';
import type { LightboxSlide } from './LightboxDialog';

export type { LightboxSlide };

const loadDialog = () => import('./LightboxDialog');

/**
 * Progressive enhancement for a server-rendered gallery. Without JavaScript each thumbnail is a
 * plain link to the full-size photo; with it, a click opens the photo large in a modal dialog
 * (focus trapped, Escape closes, Left/Right move between photos) and closing hands focus back to
 * the thumbnail that opened it. Clicks are delegated, so the thumbnails stay server markup. The
 * dialog and its Radix primitives load apart, once the page is idle or at the first click (the
 * photo opens when they arrive), so they are not among the scripts the page loads up front.
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
  const dialog = useIdleImport(loadDialog);

  const onThumbnailClick = (event: MouseEvent<HTMLDivElement>) => {
    // Let the browser handle 'open in new tab' and other modified clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const link = (event.target as Element).closest<HTMLElement>(`[${INDEX_ATTR}]`);
    const n = Number(link?.getAttribute(INDEX_ATTR));
    if (!link || !Number.isInteger(n) || !slides[n]) return;
    event.preventDefault();
    // Not yet fetched (a click before the page went idle): start now rather than at idle.
    if (!dialog) void loadDialog();
    openerRef.current = link;
    setIndex(n);
  };

  return (
    <div className={className} onClick={onThumbnailClick}>
      {children}
      {dialog ? (
        <dialog.LightboxDialog
          label={label}
          words={words}
          slides={slides}
          index={index}
          onIndex={setIndex}
          opener={openerRef}
        />
      ) : null}
    </div>
  );
}
