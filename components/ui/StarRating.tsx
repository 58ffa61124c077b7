import { Star } from 'lucide-react';
import type { Edition } from '@/lib/content/editions';
import { fillParts } from '@/lib/content/format';
import { cn } from '@/lib/cn';

const OUT_OF = 5;

/** Stars for sighted readers; the rating itself is text ('Rated 5 out of 5') for everyone else. */
export function StarRating({
  rating,
  edition,
  className,
}: {
  rating: number;
  edition: Edition;
  className?: string;
}) {
  const { rated } = edition.texts.interface;
  return (
    <p className={cn('flex items-center gap-0.5', className)}>
      <span className="sr-only">{fillParts(rated, { rating, max: OUT_OF })}</span>
      {Array.from({ length: OUT_OF }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < rating ? 'fill-gold text-gold' : 'text-mist')}
        />
      ))}
    </p>
  );
}
