import { ActionButton } from '@/components/ui/ActionButton';
import { actionVariant } from '@/components/ui/ActionRow';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { BlockOf } from '@/content/blocks';

/** A short page of its own (the 404): the h1, a sentence and a row of ways back. */
export function WaysBack({ block }: { block: BlockOf<'waysBack'> }) {
  const { heading } = block;
  return (
    <Section className="flex min-h-[60vh] items-center" innerClassName="w-full">
      <SectionHeading
        as="h1"
        eyebrow={heading.eyebrow}
        title={heading.title}
        lead={heading.lead ? <p>{heading.lead}</p> : undefined}
      />
      <nav aria-label={block.label} className="mt-10 flex flex-col gap-3 sm:flex-row">
        {block.actions.map((action, i) => (
          <ActionButton key={action.label} action={action} variant={actionVariant('light', i)} />
        ))}
      </nav>
    </Section>
  );
}
