import { ActionRow } from '@/components/ui/ActionRow';
import { Section } from '@/components/ui/Section';
import type { BlockOf } from '@/content/blocks';

/** A page's last word on a clay band, with more than one way on. */
export function CallToAction({ block }: { block: BlockOf<'callToAction'> }) {
  const titleId = `${block.id}-title`;
  return (
    <Section id={block.id} tone="clay" width="prose" aria-labelledby={titleId}>
      <div className="text-center">
        <h2 id={titleId} className="text-4xl text-linen sm:text-5xl">
          {block.title}
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-parchment/85">{block.text}</p>
        <ActionRow actions={block.actions} on="clay" align="center" className="mt-9" />
      </div>
    </Section>
  );
}
