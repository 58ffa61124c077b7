import { NumberedSteps } from '@/components/ui/NumberedSteps';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { restorationRitual as c } from '@/content/pages/projects';

/** The four stages every home goes through, in order. */
export function RestorationRitual() {
  return (
    <Section id="restoration-ritual" tone="night" aria-labelledby="restoration-ritual-title">
      <SectionHeading
        id="restoration-ritual-title"
        eyebrow={c.eyebrow}
        title={c.title}
        lead={<p>{c.lead}</p>}
        inverted
      />
      <NumberedSteps
        steps={c.steps}
        accent="clay"
        className="mt-14 gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8"
      />
    </Section>
  );
}
