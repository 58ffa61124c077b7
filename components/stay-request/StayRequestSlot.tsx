'use client';

import { useRef, type ReactNode } from 'react';
import { useImportWhenNear } from '@/hooks/useImportWhenNear';
import { cn } from '@/lib/cn';
import type { StayConfig } from './stay-request';

const load = () => import('./StayRequest');

/** A shared link (`?checkin=…`) or `#plan-your-stay` means the visit is about the request. */
const linkedHere = () => {
  const params = new URLSearchParams(window.location.search);
  return (
    window.location.hash === '#plan-your-stay' ||
    ['checkin', 'checkout', 'guests', 'room'].some((k) => params.has(k))
  );
};

/**
 * Holds the stay request's place. The server HTML shows `fallback` (a chat link with the booking
 * message, all there is with JavaScript off); the form's code loads only when the section nears
 * the viewport or is touched, and takes the fallback's place inside the same reserved height.
 */
export function StayRequestSlot({
  config,
  fallback,
  className,
}: {
  config: StayConfig;
  fallback: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { mod, hadFocus } = useImportWhenNear(ref, load, { rootMargin: '600px', now: linkedHere });
  return (
    <div ref={ref} data-stay-slot="" className={cn(className)}>
      {mod ? <mod.StayRequest config={config} autoFocus={hadFocus} /> : fallback}
    </div>
  );
}
