import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Main column plus a side panel. On wide screens the panel sticks below the navbar while the
 * main column scrolls; on small screens it simply follows the main content in the flow, so it
 * never covers anything.
 */
export function AsideLayout({
  children,
  aside,
  asideLabel,
  className,
}: {
  children: ReactNode;
  aside: ReactNode;
  /** Accessible name of the panel, e.g. 'Plan your stay'. */
  asideLabel: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mx-auto grid max-w-site gap-12 px-5 sm:px-8 lg:grid-cols-[minmax(0,1fr)_22rem]',
        className,
      )}
    >
      <div className="min-w-0">{children}</div>
      <aside aria-label={asideLabel} className="lg:py-section">
        <div className="lg:sticky lg:top-24">{aside}</div>
      </aside>
    </div>
  );
}
