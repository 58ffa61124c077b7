import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Written out in full so Tailwind finds every class it has to generate. */
const columns = {
  sm: { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'grid-cols-2 lg:grid-cols-4' },
  md: { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'grid-cols-2 lg:grid-cols-4' },
} as const;

/**
 * The list of cards under a section heading: one column on phones, `columns` from the `from`
 * breakpoint on (four-up grids go two-up on phones and four-up on wide screens). Its children
 * are the list items, usually `<Card as="li">`.
 */
export function CardGrid({
  as: Tag = 'ul',
  columns: count = 3,
  from = 'md',
  className,
  children,
}: {
  as?: 'ul' | 'ol' | 'div';
  columns?: 2 | 3 | 4;
  from?: keyof typeof columns;
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={cn('mt-12 grid gap-6', columns[from][count], className)}>{children}</Tag>;
}
