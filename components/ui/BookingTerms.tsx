import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Edition } from '@/lib/content/editions';
import { LabelledList } from './LabelledList';

/** Advance, payment, cancellation and inclusions, worded once in content/houses/<id>/rooms.yaml. */
export function BookingTerms({
  edition,
  compact = false,
  headingId = 'terms-title',
  className,
}: {
  edition: Edition;
  compact?: boolean;
  /** Unique per page: both the booking panel and the stay section show this list. */
  headingId?: string;
  className?: string;
}) {
  const { bookingTerms, planYourStay } = edition.texts;
  return (
    <LabelledList label={planYourStay.termsLabel} headingId={headingId} className={className}>
      <ul className={cn('mt-3', compact ? 'space-y-1.5 text-[0.95rem]' : 'space-y-3')}>
        {bookingTerms.map((term) => (
          <li key={term} className="flex gap-3">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-moss" />
            <span>{term}</span>
          </li>
        ))}
      </ul>
    </LabelledList>
  );
}
