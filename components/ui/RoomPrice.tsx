import { facts } from '@/content/facts';
import { formatInr, type Room } from '@/content/rooms';
import { taxSuffix } from '@/lib/money';
import { cn } from '@/lib/cn';

interface RoomPriceProps {
  room: Pick<Room, 'priceInr' | 'priceUnit'>;
  /** A paragraph where the price stands alone, a span inside a list row. */
  as?: 'p' | 'span';
  className?: string;
  amountClassName?: string;
  unitClassName?: string;
}

/** "₹2,800 per night" (with the owner's tax note: "+ 5% GST"): the amount in display type, the unit beside or under it. */
export function RoomPrice({
  room,
  as: Tag = 'span',
  className,
  amountClassName,
  unitClassName,
}: RoomPriceProps) {
  return (
    <Tag className={className}>
      <span
        className={cn('font-display font-semibold text-clay-deep lining-nums', amountClassName)}
      >
        {formatInr(room.priceInr)}
      </span>{' '}
      <span className={cn('text-ink-soft', unitClassName)}>
        per {room.priceUnit}
        {taxSuffix(facts.booking.tax)}
      </span>
    </Tag>
  );
}
