'use client';

import { MapPin, MapPinOff } from 'lucide-react';
import { useRef } from 'react';
import { clsx } from 'clsx';
import type { InterfaceWords } from '@/lib/content/interface';
import { useInView } from '@/hooks/useInView';
import { useMapLoad } from './useMapLoad';

/**
 * The map iframe island. Nothing is requested until the card is within a screen of the
 * viewport; then 'Loading map...' until the map host is reachable and the frame has loaded,
 * or 'Map failed' (the card's own link to the map page stays beside it).
 */
export function MapEmbedIsland({
  src,
  title,
  className,
  words,
}: {
  src: string;
  /** The iframe's title, e.g. 'Map of Chaaya Homestay, Kangra valley'. */
  title: string;
  className?: string;
  /** The loading and failed notes, in the page's copy of the interface words. */
  words: Pick<InterfaceWords['map'], 'loading' | 'failed'>;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const near = useInView(boxRef, { rootMargin: '100% 0px', once: true }, false);
  const [state, onFrameLoad] = useMapLoad(src, near);
  const showFrame = state.status === 'loading' || state.status === 'loaded';

  return (
    <div
      ref={boxRef}
      data-map-state={state.status}
      className={clsx('relative isolate overflow-hidden rounded-xl bg-sand', className)}
    >
      {showFrame ? (
        <iframe
          src={src}
          title={title}
          onLoad={onFrameLoad}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
          className={clsx(
            'absolute inset-0 size-full border-0 transition-opacity duration-500',
            state.status === 'loaded' ? 'opacity-100' : 'opacity-0',
          )}
        />
      ) : null}
      <div
        role="status"
        className={clsx(
          'absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-ink-soft',
          state.status === 'loaded' && 'sr-only',
        )}
      >
        {state.status === 'failed' ? (
          <>
            <MapPinOff aria-hidden="true" className="size-6 text-clay" />
            <p className="font-semibold text-ink">{words.failed}</p>
          </>
        ) : state.status === 'loaded' ? null : (
          <>
            {/* Only the pin breathes, and only while the map is really on its way: text that
                fades would dip below contrast mid-pulse, and a pulse on a card the visitor has not
                reached would keep a phone drawing frames for nothing. */}
            <MapPin
              aria-hidden="true"
              className={clsx(
                'size-6 text-clay',
                state.status === 'loading' && 'motion-safe:animate-pulse',
              )}
            />
            <p>{words.loading}</p>
          </>
        )}
      </div>
    </div>
  );
}
