import { cn } from '@/lib/cn';
import { ChaayaIcon, type ChaayaIconName } from './ChaayaIcon';

/** The round clay mark that leads every card in Chaaya's lists. */
export function IconDisc({ name, className }: { name: ChaayaIconName; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-clay-soft/70 text-clay-deep',
        className,
      )}
    >
      <ChaayaIcon name={name} className="size-5" strokeWidth={1.75} />
    </span>
  );
}
