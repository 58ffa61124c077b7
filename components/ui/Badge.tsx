import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  clay: 'bg-clay-soft text-clay-deep',
  moss: 'bg-moss-soft text-moss',
  dusk: 'bg-dusk-soft text-dusk',
  glass: 'bg-linen/15 text-linen ring-1 ring-linen/40 backdrop-blur-sm',
} as const;

export function Badge({
  tone = 'clay',
  className,
  children,
}: {
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3.5 py-1 text-sm font-semibold tracking-wide',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
