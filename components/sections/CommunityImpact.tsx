import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { StatList } from '@/components/ui/StatList';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';

/** What a stay gives back to the village, its figures under the heading, beside a photograph. */
export function CommunityImpact({
  block,
  edition,
}: {
  block: BlockOf<'communityImpact'>;
  edition: Edition;
}) {
  const headingId = `${block.id}-title`;
  const { heading } = block;
  return (
    <Section id={block.id} tone={block.tone} aria-labelledby={headingId}>
      <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={heading.eyebrow}
            title={heading.title}
            lead={heading.lead ? <p>{heading.lead}</p> : undefined}
            inverted
          />
          <StatList
            stats={block.items}
            label={block.statsLabel}
            inverted
            className="mt-10 border-t border-linen/20 pt-8"
          />
        </div>
        <Picture
          edition={edition}
          id={block.image}
          sizes="(min-width: 1024px) 34rem, 100vw"
          className="aspect-[3/2] rounded-2xl shadow-lg"
        />
      </div>
    </Section>
  );
}
