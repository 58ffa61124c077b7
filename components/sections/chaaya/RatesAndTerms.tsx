import { Check } from 'lucide-react';
import { bookingTerms, formatInr, rooms } from '@/content/rooms';
import { cn } from '@/lib/cn';

/**
 * Room rates and booking terms, written once from content/rooms.ts and content/facts.ts so the
 * project page's panel and the microsite's pricing section can never disagree.
 */
export function RatesAndTerms({
  compact = false,
  className,
}: {
  /** The narrow side-panel layout: one column. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-8', !compact && 'md:grid-cols-2 md:gap-12', className)}>
      <div>
        <h3
          id="rates-title"
          className="font-sans text-sm font-semibold tracking-[0.16em] text-ink-soft uppercase"
        >
          Room rates
        </h3>
        <ul aria-labelledby="rates-title" className="mt-3 divide-y divide-ink/10">
          {rooms.map((room) => (
            <li key={room.id} className="flex items-baseline justify-between gap-4 py-3">
              <span className={cn('text-ink', !compact && 'text-lg')}>{room.title}</span>
              <span className="shrink-0 text-right">
                <span
                  className={cn(
                    'font-display font-semibold text-clay-deep lining-nums',
                    compact ? 'text-2xl' : 'text-3xl',
                  )}
                >
                  {formatInr(room.priceInr)}
                </span>{' '}
                <span className="block text-sm text-ink-soft">per {room.priceUnit}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3
          id="terms-title"
          className="font-sans text-sm font-semibold tracking-[0.16em] text-ink-soft uppercase"
        >
          Booking terms
        </h3>
        <ul aria-labelledby="terms-title" className="mt-3 space-y-3">
          {bookingTerms.map((term) => (
            <li key={term} className="flex gap-3">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-moss" />
              <span>{term}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
