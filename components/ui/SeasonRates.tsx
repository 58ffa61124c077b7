import { Fragment } from 'react';
import type { Edition } from '@/lib/content/editions';
import type { Room } from '@/lib/content/rooms';
import { cn } from '@/lib/cn';
import { seasonRateText } from '@/lib/stay-pricing';

/**
 * What a room costs in each of the owner's seasons, and when: 'Peak season: ₹4,500 per night,
 * 20 Dec – 5 Jan and 15 May – 30 Jun · at least 2 nights'. Under the room's usual rate, so a
 * guest sees the price of the nights they want before asking. Nothing when there are no seasons.
 */
export function SeasonRates({
  room,
  edition,
  className,
}: {
  room: Pick<Room, 'id' | 'priceUnit'>;
  /** The page's edition: its seasons, named in its words. */
  edition: Edition;
  className?: string;
}) {
  const { texts } = edition;
  const words = texts.interface.stayRequest;
  const lines = texts.seasons.flatMap((season) => {
    const text = seasonRateText(
      season,
      room,
      texts.facts.booking.tax,
      words,
      texts.interface.rates,
    );
    return text === null ? [] : [{ id: season.id, text }];
  });
  if (lines.length === 0) return null;
  return (
    <span className={cn('block text-sm text-ink-soft', className)} data-season-rates="">
      {/* A space between the lines, so the text read without styles keeps them apart. */}
      {lines.map((line) => (
        <Fragment key={line.id}>
          <span className="block">{line.text}</span>{' '}
        </Fragment>
      ))}
    </span>
  );
}
