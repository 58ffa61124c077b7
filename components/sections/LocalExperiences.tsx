import { FeatureCard } from '@/components/ui/FeatureCard';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { BlockOf } from '@/lib/content/blocks';
import { timings } from '@/lib/content/facts';

/**
 * Things to do around the house. A page shows at most `timings.maxLifeExperiences`, however
 * many the content lists, so the cap lives here rather than in the data.
 */
export function LocalExperiences({ block }: { block: BlockOf<'localExperiences'> }) {
  const shown = block.items.slice(0, timings.maxLifeExperiences);
  const headingId = `${block.id}-title`;
  const { heading } = block;
  return (
    <Section id={block.id} tone={block.tone} aria-labelledby={headingId}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <SectionHeading
          id={headingId}
          eyebrow={heading.eyebrow}
          title={heading.title}
          lead={heading.lead ? <p>{heading.lead}</p> : undefined}
          className="mb-4 sm:col-span-2 lg:col-span-1 lg:mb-0 lg:pr-6"
        />
        {/* display: contents lets the cards share the heading's grid (the section carries the name). */}
        <ul className="contents">
          {shown.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title} text={item.text} />
          ))}
        </ul>
      </div>
    </Section>
  );
}
