import { LabelledList } from '@/components/ui/LabelledList';
import { availability, type Availability } from '@/lib/content/availability';
import type { Edition } from '@/lib/content/editions';
import { fill } from '@/lib/content/format';
import { formatStayDate, formatUpdatedAt } from './stay-request';

/** How many of each room's next taken ranges the text list names. */
const LISTED = 4;

/** When availability was last read from the family's calendars; nothing without sources. */
export function AvailabilityUpdated({
  edition,
  data = availability(),
  className,
}: {
  edition: Edition;
  data?: Availability;
  className?: string;
}) {
  if (!data.updatedAt) return null;
  const { interface: interfaceWords, planYourStay } = edition.texts;
  const date = formatUpdatedAt(data.updatedAt, interfaceWords.stayRequest);
  return (
    <p className={className} data-availability-updated="">
      {fill(planYourStay.updated, { date })}
    </p>
  );
}

/**
 * Each room's next taken nights as text: what a guest without JavaScript (or before the form
 * arrives) gets instead of the calendar. Nothing without sources.
 */
export function TakenNightsList({
  edition,
  data = availability(),
}: {
  edition: Edition;
  data?: Availability;
}) {
  if (!data.updatedAt) return null;
  const { interface: interfaceWords, planYourStay, rooms } = edition.texts;
  const date = (iso: string) => formatStayDate(iso, interfaceWords.stayRequest.dates);
  return (
    <LabelledList label={planYourStay.takenTitle} headingId="stay-taken-title" className="mt-5">
      <ul className="mt-1 space-y-1 text-[0.95rem] text-ink-soft">
        {rooms.map((room) => {
          const ranges = data.rooms[room.id] ?? [];
          const listed = ranges
            .slice(0, LISTED)
            .map(([a, b]) => (a === b ? date(a) : `${date(a)} – ${date(b)}`));
          return (
            <li key={room.id}>
              <span className="font-semibold text-ink">{room.title}:</span>{' '}
              {listed.length === 0 ? planYourStay.takenNone : listed.join('; ')}
              {ranges.length > LISTED ? `; ${planYourStay.takenMore}` : ''}
            </li>
          );
        })}
      </ul>
    </LabelledList>
  );
}
