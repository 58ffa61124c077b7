import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  parchment: 'bg-parchment text-ink',
  sand: 'bg-sand text-ink',
  linen: 'bg-linen text-ink',
  night: 'bg-night text-parchment',
  clay: 'bg-clay-deep text-linen',
} as const;

export type SectionTone = keyof typeof tones;

type SectionProps = {
  id?: string;
  tone?: SectionTone;
  /** Width of the inner column. */
  width?: 'site' | 'prose' | 'full';
  className?: string;
  innerClassName?: string;
  /** Accessible name when the section has no visible heading with an id. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
};

/**
 * The one wrapper for page sections: vertical rhythm, tone and width. The 80 px anchor offset
 * comes from `scroll-padding-top` on <html> (globals.css); a scroll-margin here as well would
 * add to it and land anchors 160 px down.
 */
export function Section({
  id,
  tone = 'parchment',
  width = 'site',
  className,
  innerClassName,
  children,
  ...aria
}: SectionProps) {
  return (
    <section id={id} className={cn('py-section', tones[tone], className)} {...aria}>
      <div
        className={cn(
          'mx-auto px-5 sm:px-8',
          width === 'site' && 'max-w-site',
          width === 'prose' && 'max-w-prose',
          width === 'full' && 'px-0 sm:px-0',
          innerClassName,
        )}
      >
        {children}
      </div>
    </section>
  );
}
