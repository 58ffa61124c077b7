import { NumberedSteps } from '@/components/ui/NumberedSteps';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { sanFuturePlans } from '@/content/pages/san';

/** The stages ahead, in the order they will happen. */
export function SanFuturePlans() {
  return (
    <Section id="future-plans" aria-labelledby="san-plans-title">
      <SectionHeading
        id="san-plans-title"
        eyebrow={sanFuturePlans.eyebrow}
        title={sanFuturePlans.title}
        lead={<p>{sanFuturePlans.lead}</p>}
      />
      <NumberedSteps steps={sanFuturePlans.plans} className="mt-12 md:grid-cols-3" />
    </Section>
  );
}
