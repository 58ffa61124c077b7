import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { awokaDescription } from '@/content/pages/awoka';

/** What the house is meant to be. Sits in the main column beside the vision panel. */
export function AwokaDescription() {
  return (
    <Section
      id="vision"
      width="full"
      className="pb-14 sm:pb-20"
      aria-labelledby="awoka-vision-title"
    >
      <SectionHeading
        id="awoka-vision-title"
        eyebrow={awokaDescription.eyebrow}
        title={awokaDescription.title}
      />
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-soft">
        {awokaDescription.paragraphs.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>
    </Section>
  );
}
