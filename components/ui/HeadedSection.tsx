import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Section, type SectionTone } from './Section';
import { SectionHeading } from './SectionHeading';

/** The heading copy every section keeps in content/: a title, and an eyebrow and lead if any. */
export type HeadingCopy = { eyebrow?: string; title: string; lead?: string };

const darkTones: ReadonlySet<SectionTone> = new Set(['night', 'clay']);

type HeadedSectionProps = {
  /** The section's anchor; its heading gets `${id}-title` and names the section. */
  id: string;
  heading: HeadingCopy;
  headingAs?: 'h1' | 'h2';
  align?: 'left' | 'center';
  headingClassName?: string;
  /** A link or button beside the heading on wide screens, under it on phones. */
  action?: ReactNode;
  tone?: SectionTone;
  width?: 'site' | 'prose' | 'full';
  /**
   * A block inside a page column rather than a band across the page: no tone, padding or width
   * of its own, and a scroll margin instead, so a jump to it does not land it under the navbar.
   */
  block?: boolean;
  className?: string;
  children?: ReactNode;
};

/**
 * A section that opens with its heading, the shape of most sections on the site. The heading
 * turns light on the dark tones by itself, and its id is derived, so no two sections can drift
 * apart in how they name themselves to assistive technology.
 */
export function HeadedSection({
  id,
  heading,
  headingAs,
  align,
  headingClassName,
  action,
  tone,
  width,
  block = false,
  className,
  children,
}: HeadedSectionProps) {
  const headingId = `${id}-title`;
  const title = (
    <SectionHeading
      id={headingId}
      as={headingAs}
      align={align}
      eyebrow={heading.eyebrow}
      title={heading.title}
      lead={heading.lead ? <p>{heading.lead}</p> : undefined}
      inverted={tone ? darkTones.has(tone) : false}
      className={action ? undefined : headingClassName}
    />
  );
  const body = (
    <>
      {action ? (
        <div
          className={cn(
            'flex flex-col gap-6 md:flex-row md:items-end md:justify-between',
            headingClassName,
          )}
        >
          {title}
          <div className="shrink-0 self-start md:self-auto">{action}</div>
        </div>
      ) : (
        title
      )}
      {children}
    </>
  );
  return block ? (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-anchor', className)}>
      {body}
    </section>
  ) : (
    <Section id={id} tone={tone} width={width} className={className} aria-labelledby={headingId}>
      {body}
    </Section>
  );
}
