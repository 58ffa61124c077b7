import { SectionHeading } from '@/components/ui/SectionHeading';
import { chaayaGeography } from '@/content/pages/chaaya';
import { TravelFacts } from './TravelFacts';

/** Where the house stands and how far it is from the nearest town and railway. */
export function Geography() {
  return (
    <section id="geography" aria-labelledby="geography-title" className="scroll-mt-anchor">
      <SectionHeading
        id="geography-title"
        eyebrow={chaayaGeography.eyebrow}
        title={chaayaGeography.title}
        lead={<p>{chaayaGeography.lead}</p>}
      />
      <TravelFacts className="mt-10" />
    </section>
  );
}
