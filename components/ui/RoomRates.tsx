import { RoomPrice } from './RoomPrice';
import { SeasonRates } from './SeasonRates';
import { cn } from '@/lib/cn';
import type { Edition } from '@/lib/content/editions';
import { LabelledList } from './LabelledList';

/**
 * Every room's rate, written once from content/houses/<id>/rooms.yaml so the project page's panel and the
 * microsite's pricing section can never disagree.
 */
export function RoomRates({
  edition,
  compact = false,
  headingId = 'rates-title',
  className,
}: {
  edition: Edition;
  compact?: boolean;
  /** Unique per page: both the booking panel and the stay section show this list. */
  headingId?: string;
  className?: string;
}) {
  const { rooms, planYourStay } = edition.texts;
  return (
    <LabelledList label={planYourStay.ratesLabel} headingId={headingId} className={className}>
      <ul className="mt-2 divide-y divide-ink/10">
        {rooms.map((room) => (
          <li key={room.id} className={compact ? 'py-2' : 'py-3'}>
            <span className="flex items-baseline justify-between gap-4">
              <span className={cn('text-ink', !compact && 'text-lg')}>{room.title}</span>{' '}
              <RoomPrice
                edition={edition}
                room={room}
                className="shrink-0 text-right"
                amountClassName={compact ? 'text-2xl' : 'text-3xl'}
                unitClassName="block text-sm"
              />
            </span>{' '}
            <SeasonRates edition={edition} room={room} className="mt-1" />
          </li>
        ))}
      </ul>
    </LabelledList>
  );
}
