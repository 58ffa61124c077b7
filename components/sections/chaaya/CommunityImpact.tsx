import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { chaayaImpact } from '@/content/pages/chaaya';
import { StatList } from './StatList';

/** What a stay gives back to the village, with the figures from content/facts.ts. */
export function CommunityImpact() {
  return (
    <Section id="community" tone="clay" aria-labelledby="community-title">
      <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
        <div>
          <SectionHeading
            id="community-title"
            eyebrow={chaayaImpact.eyebrow}
            title={chaayaImpact.title}
            lead={<p>{chaayaImpact.lead}</p>}
            inverted
          />
          <StatList
            stats={chaayaImpact.stats}
            label="Chaaya in the village"
            inverted
            className="mt-10 border-t border-linen/20 pt-8"
          />
        </div>
        <Picture
          id={chaayaImpact.image}
          sizes="(min-width: 1024px) 34rem, 100vw"
          className="aspect-[3/2] rounded-2xl shadow-lg"
        />
      </div>
    </Section>
  );
}
