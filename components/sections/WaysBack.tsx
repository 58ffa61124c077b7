import { ActionButton } from '@/components/ui/ActionButton';
import { actionVariant } from '@/components/ui/ActionRow';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { cn } from '@/lib/cn';

/** A short page of its own (the 404): the h1, a sentence and a row of ways back. */
export function WaysBack({
  block,
  edition,
  as = 'h1',
  className,
}: {
  block: BlockOf<'waysBack'>;
  edition: Edition;
  /** The heading's level: the page's own h1, or h2 when the same page says it again below. */
  as?: 'h1' | 'h2';
  className?: string;
}) {
  const { heading } = block;
  return (
    <Section className={cn('flex min-h-[60vh] items-center', className)} innerClassName="w-full">
      <SectionHeading
        as={as}
        eyebrow={heading.eyebrow}
        title={heading.title}
        lead={heading.lead ? <p>{heading.lead}</p> : undefined}
      />
      <nav aria-label={block.label} className="mt-10 flex flex-col gap-3 sm:flex-row">
        {block.actions.map((action, i) => (
          <ActionButton
            edition={edition}
            key={action.label}
            action={action}
            variant={actionVariant('light', i)}
          />
        ))}
      </nav>
    </Section>
  );
}
