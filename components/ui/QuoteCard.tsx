import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ExternalAnchor } from './ButtonLink';
import { Card } from './Card';
import { NewTabNote } from './NewTabNote';

/** Where and when the words were written ('Google review · March 2026'), and where to read them. */
export type QuoteSource = { text: string; href?: string; newTab: string };

/** A guest letter, voice or pull quote: the quote, who said it, and optional context. */
export function QuoteCard({
  quote,
  author,
  context,
  footer,
  source,
  className,
}: {
  quote: string;
  author?: string;
  context?: string;
  /** Extra line under the attribution (a rating, a stay). */
  footer?: ReactNode;
  /** Where the words were written, under everything else (and so beside a rating). */
  source?: QuoteSource;
  className?: string;
}) {
  return (
    <Card as="figure" className={cn('flex h-full flex-col', className)}>
      <blockquote className="font-display text-xl leading-snug text-ink italic sm:text-2xl">
        <p>“{quote}”</p>
      </blockquote>
      {author || context || footer || source ? (
        <figcaption className="mt-auto pt-5 text-sm text-ink-soft">
          {author ? <span className="font-semibold text-ink">{author}</span> : null}
          {author && context ? <span aria-hidden="true"> · </span> : null}
          {context ? <span>{context}</span> : null}
          {footer ? <div className="mt-2">{footer}</div> : null}
          {source ? (
            <p className="mt-2 text-[0.95rem]">
              {source.href ? (
                <ExternalAnchor
                  href={source.href}
                  className="inline-flex min-h-6 items-center text-clay-deep underline underline-offset-4 hover:no-underline"
                >
                  {source.text}
                  <NewTabNote text={source.newTab} />
                </ExternalAnchor>
              ) : (
                source.text
              )}
            </p>
          ) : null}
        </figcaption>
      ) : null}
    </Card>
  );
}
