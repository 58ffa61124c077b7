import { cn } from '@/lib/cn';
import { Icon, type IconName } from './Icon';

/** The round clay mark that leads a card: an offering, an experience, a value. */
export function IconDisc({ name, className }: { name: IconName; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-clay-soft/70 text-clay-deep',
        className,
      )}
    >
      <Icon name={name} className="size-5" strokeWidth={1.75} />
    </span>
  );
}
