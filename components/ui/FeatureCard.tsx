import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card, type CardSurface } from './Card';
import type { IconName } from './Icon';
import { IconDisc } from './IconDisc';

type FeatureCardProps = {
  as?: 'li' | 'div' | 'article';
  surface?: CardSurface;
  /** Leads the card with the round clay icon mark. */
  icon?: IconName;
  /** Leads the card with anything else: a step number, a bare icon. */
  mark?: ReactNode;
  title: ReactNode;
  headingAs?: 'h2' | 'h3';
  /** 'lg' where the card's title is the page's second level (a page of a few big cards). */
  size?: 'md' | 'lg';
  text: ReactNode;
  /** Under the text, pushed to the card's foot. */
  footer?: ReactNode;
  className?: string;
  titleClassName?: string;
};

/** A card that says one thing: an optional mark, a title and a sentence or two. */
export function FeatureCard({
  as = 'li',
  surface,
  icon,
  mark: markNode,
  title,
  headingAs: Heading = 'h3',
  size = 'md',
  text,
  footer,
  className,
  titleClassName,
}: FeatureCardProps) {
  const mark = icon ? <IconDisc name={icon} /> : markNode;
  return (
    <Card as={as} surface={surface} className={cn('flex flex-col', className)}>
      {mark}
      <Heading
        className={cn(
          size === 'lg' ? 'text-3xl' : 'text-2xl',
          'text-ink',
          mark ? 'mt-5' : null,
          titleClassName,
        )}
      >
        {title}
      </Heading>
      <p
        className={cn(
          'leading-relaxed text-ink-soft',
          // A small title under a mark sits closer to its text; a large or lone one breathes more.
          mark && size === 'md' ? 'mt-2' : 'mt-3',
        )}
      >
        {text}
      </p>
      {footer ? <div className="mt-auto pt-6">{footer}</div> : null}
    </Card>
  );
}
