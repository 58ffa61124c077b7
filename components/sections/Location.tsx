import { MapCard } from '@/components/ui/MapCard';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { FactList } from './Facts';

/** The map beside the heading, and the travel facts four across under both on wide screens. */
export function Location({ block, edition }: { block: BlockOf<'location'>; edition: Edition }) {
  const headingId = `${block.id}-title`;
  const { heading } = block;
  return (
    <Section id={block.id} tone={block.tone} aria-labelledby={headingId}>
      <div className="grid items-start gap-12 lg:grid-cols-2 lg:gap-16">
        <SectionHeading
          id={headingId}
          eyebrow={heading.eyebrow}
          title={heading.title}
          lead={heading.lead ? <p>{heading.lead}</p> : undefined}
        />
        <MapCard edition={edition} title={block.map.title} openLabel={block.map.openLabel} />
      </div>
      <FactList items={block.items} className="mt-12 lg:grid-cols-4" />
    </Section>
  );
}
