import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const surfaces = {
  /** The default: a linen sheet lifted a little off the section. */
  raised: 'bg-linen shadow-sm ring-1 ring-ink/5',
  /** Lifted further: the form or panel a section is for. */
  lifted: 'bg-linen shadow-md ring-1 ring-ink/5',
  /** Flat, for small tiles that sit in a dense grid. */
  flat: 'bg-linen ring-1 ring-ink/5',
  /** Dashed: a placeholder for something still to come. */
  dashed: 'border border-dashed border-ink/25 bg-linen',
} as const;

export type CardSurface = keyof typeof surfaces;

type CardProps = {
  as?: 'div' | 'li' | 'article' | 'figure' | 'dl';
  surface?: CardSurface;
  /** Deepens the shadow on hover and focus: for cards that are, or hold, a link. */
  interactive?: boolean;
  id?: string;
  className?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
} & { [data: `data-${string}`]: string };

/**
 * The one card of the site: rounded, padded, on a linen sheet. Callers change padding or
 * background through `className` (tailwind-merge lets theirs win).
 */
export function Card({
  as: Tag = 'div',
  surface = 'raised',
  interactive = false,
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Tag
      className={cn(
        'rounded-2xl p-7',
        surfaces[surface],
        interactive && 'transition-shadow focus-within:shadow-md hover:shadow-md',
        className,
      )}
      {...rest}
    >
      {children}
    </Tag>
  );
}
