import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './Card';

/** A guest letter, voice or pull quote: the quote, who said it, and optional context. */
export function QuoteCard({
  quote,
  author,
  context,
  footer,
  className,
}: {
  quote: string;
  author?: string;
  context?: string;
  /** Extra line under the attribution (a rating, a stay). */
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <Card as="figure" className={cn('flex h-full flex-col', className)}>
      <blockquote className="font-display text-xl leading-snug text-ink italic sm:text-2xl">
        <p>“{quote}”</p>
      </blockquote>
      {author || context || footer ? (
        <figcaption className="mt-auto pt-5 text-sm text-ink-soft">
          {author ? <span className="font-semibold text-ink">{author}</span> : null}
          {author && context ? <span aria-hidden="true"> · </span> : null}
          {context ? <span>{context}</span> : null}
          {footer ? <div className="mt-2">{footer}</div> : null}
        </figcaption>
      ) : null}
    </Card>
  );
}
