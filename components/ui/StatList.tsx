import { cn } from '@/lib/cn';

/** A figure (`title`) and what it counts (`text`). */
type Stat = { readonly title: string; readonly text: string };

/** Figures from content/facts.yaml, large, each read as one phrase ('150+ years of heritage'). */
export function StatList({
  stats,
  label,
  inverted = false,
  className,
}: {
  stats: readonly Stat[];
  /** Accessible name of the list. */
  label: string;
  inverted?: boolean;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label}>
      <ul className={cn('grid gap-8 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]', className)}>
        {stats.map((s) => (
          <li key={s.text} className="flex flex-col">
            <span
              className={cn(
                'font-display text-5xl leading-none font-medium lining-nums sm:text-6xl',
                inverted ? 'text-linen' : 'text-clay-deep',
              )}
            >
              {s.title}
            </span>{' '}
            <span
              className={cn(
                'mt-2 text-sm font-semibold tracking-[0.14em] uppercase',
                inverted ? 'text-parchment/85' : 'text-ink-soft',
              )}
            >
              {s.text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
