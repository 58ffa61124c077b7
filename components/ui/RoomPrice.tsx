import { formatInr, perUnit, taxSuffix } from '@/lib/content/format';
import type { Edition } from '@/lib/content/editions';
import type { Room } from '@/lib/content/rooms';
import { cn } from '@/lib/cn';

interface RoomPriceProps {
  room: Pick<Room, 'priceInr' | 'priceUnit'>;
  /** The page's edition: the unit and the owner's tax note are in its words. */
  edition: Edition;
  /** A paragraph where the price stands alone, a span inside a list row. */
  as?: 'p' | 'span';
  className?: string;
  amountClassName?: string;
  unitClassName?: string;
}

/** "₹2,800 per night" (with the owner's tax note: "+ 5% GST"): the amount in display type, the unit beside or under it. */
export function RoomPrice({
  room,
  edition,
  as: Tag = 'span',
  className,
  amountClassName,
  unitClassName,
}: RoomPriceProps) {
  const { facts, interface: interfaceWords } = edition.texts;
  return (
    <Tag className={className}>
      <span
        className={cn('font-display font-semibold text-clay-deep lining-nums', amountClassName)}
      >
        {formatInr(room.priceInr)}
      </span>{' '}
      <span className={cn('text-ink-soft', unitClassName)}>
        {perUnit(room.priceUnit, interfaceWords.rates)}
        {taxSuffix(facts.booking.tax, interfaceWords.rates)}
      </span>
    </Tag>
  );
}
