import { cn } from '@/lib/cn';
import { Icon, type IconName } from './Icon';

const tones = {
  /** Clay: what the open house offers, its days, its values. */
  clay: 'bg-clay-soft/70 text-clay-deep',
  /** Moss: what a house in restoration will offer. */
  moss: 'bg-moss-soft text-moss',
} as const;

const sizes = {
  md: { className: 'size-5', strokeWidth: 1.75 },
  /** For a tile that is only the mark and a label, where the icon carries the tile. */
  lg: { className: 'size-6', strokeWidth: 1.6 },
} as const;

/** The round mark that leads a card: an offering, an experience, a value, an amenity. */
export function IconDisc({
  name,
  tone = 'clay',
  size = 'md',
  className,
}: {
  name: IconName;
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-full',
        tones[tone],
        className,
      )}
    >
      <Icon name={name} {...sizes[size]} />
    </span>
  );
}
