import type { ReactNode } from 'react';
import { CardGrid } from './CardGrid';
import { QuoteCard, type QuoteSource } from './QuoteCard';

export type GridQuote = {
  quote: string;
  guest: string;
  context?: string;
  footer?: ReactNode;
  source?: QuoteSource;
};

/** Guests' and neighbours' words, a card each. */
export function QuoteGrid({
  quotes,
  columns = 3,
  from,
  className,
}: {
  quotes: readonly GridQuote[];
  columns?: 2 | 3;
  from?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <CardGrid columns={columns} from={from} className={className}>
      {quotes.map((q) => (
        <li key={q.guest}>
          <QuoteCard
            quote={q.quote}
            author={q.guest}
            context={q.context}
            footer={q.footer}
            source={q.source}
          />
        </li>
      ))}
    </CardGrid>
  );
}
