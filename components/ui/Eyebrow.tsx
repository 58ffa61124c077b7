import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Letter spacing: heroes open widest, labels inside cards and lists sit closer. */
const trackings = {
  hero: 'tracking-[0.2em]',
  section: 'tracking-[0.18em]',
  label: 'tracking-[0.16em]',
  caption: 'tracking-[0.14em]',
} as const;

type Tag = 'p' | 'span' | 'h2' | 'h3' | 'dt' | 'figcaption';

/**
 * The small uppercase line above a heading, on a card or under a quote. Its colour comes from
 * className (a theme token such as text-clay), since it sits on light and dark grounds alike.
 */
export function Eyebrow({
  as: Tag = 'p',
  tracking = 'section',
  size = 'sm',
  className,
  children,
  ...rest
}: {
  as?: Tag;
  tracking?: keyof typeof trackings;
  size?: 'sm' | 'xs';
  className?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<'p'>, 'className' | 'children'>) {
  return (
    <Tag
      className={cn(
        size === 'xs' ? 'text-xs' : 'text-sm',
        'font-semibold uppercase',
        trackings[tracking],
        className,
      )}
      {...rest}
    >
      {children}
    </Tag>
  );
}
