import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Eyebrow } from './Eyebrow';

type SectionHeadingProps = {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  as?: 'h1' | 'h2' | 'h3';
  align?: 'left' | 'center';
  /** Light text for dark sections. */
  inverted?: boolean;
  className?: string;
};

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  as: Tag = 'h2',
  align = 'left',
  inverted = false,
  className,
}: SectionHeadingProps) {
  return (
    <header className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <Eyebrow className={cn('mb-3', inverted ? 'text-clay-soft' : 'text-clay')}>
          {eyebrow}
        </Eyebrow>
      ) : null}
      <Tag
        id={id}
        className={cn(
          Tag === 'h3' ? 'text-2xl sm:text-3xl' : 'text-4xl sm:text-5xl',
          inverted ? 'text-linen' : 'text-ink',
        )}
      >
        {title}
      </Tag>
      {lead ? (
        <div
          className={cn(
            'mt-5 text-lg leading-relaxed',
            inverted ? 'text-parchment/85' : 'text-ink-soft',
          )}
        >
          {lead}
        </div>
      ) : null}
    </header>
  );
}
