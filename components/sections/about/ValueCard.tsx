import type { ValueCardContent } from '@/content/pages/about';
import { icons } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** One belief or promise: icon, title, a sentence or two. */
export function ValueCard({
  icon,
  title,
  desc,
  className,
}: ValueCardContent & { className?: string }) {
  const Icon = icons[icon];
  return (
    <div
      className={cn(
        'flex h-full flex-col rounded-2xl bg-linen p-7 shadow-sm ring-1 ring-ink/5',
        className,
      )}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-clay-soft/60 text-clay-deep">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-2xl text-ink">{title}</h3>
      <p className="mt-2 leading-relaxed text-ink-soft">{desc}</p>
    </div>
  );
}
