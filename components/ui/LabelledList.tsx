import type { ReactNode } from 'react';
import { Eyebrow } from './Eyebrow';

/**
 * A short list under a small caption (the room rates, the booking terms), grouped and named by
 * that caption so a screen reader announces what the list is before reading it.
 */
export function LabelledList({
  label,
  headingId,
  className,
  children,
}: {
  label: string;
  /** Unique on the page: the same list can appear in two places. */
  headingId: string;
  className?: string;
  /** The list itself. */
  children: ReactNode;
}) {
  return (
    <div role="group" aria-labelledby={headingId} className={className}>
      <Eyebrow as="h3" tracking="label" id={headingId} className="font-sans text-ink-soft">
        {label}
      </Eyebrow>
      {children}
    </div>
  );
}
